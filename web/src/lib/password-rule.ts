/**
 * The API's own rule for a new password, so sign-up, reset and the profile's Security tab ask exactly what
 * the server checks. Imported from the API's source the way api-types.ts imports its shapes; swap for
 * `@kitly/api/schemas` once it exists. The module needs nothing but zod.
 */
export { PASSWORD_MIN, passwordProblem } from '../../../api/src/routes/users/password-rules.ts'
