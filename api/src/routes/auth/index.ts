/**
 * Email accounts: `POST /api/auth/signup` and `POST /api/auth/login`. Both sign the browser in (a new
 * session; any previous one of this browser is ended). Errors use the sign-in dialog's texts. Sign-up
 * also mails the address a verification link (email-verification.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import { checkSignInPassword, hashPassword } from '../../auth/passwords.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { formBody } from '../form-body.ts'
import { insertEmailUser, toMe } from '../users/queries.ts'
import { SignedInSchema, SignInFields, SignUpFields } from '../users/schemas.ts'
import { authenticate } from './authenticate.ts'
import { queueEmailVerification } from './email-verification.ts'

export const EMAIL_TAKEN = 'An account with this email already exists'
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated'

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Makes the throwaway hash now, so the first sign-in with an unknown email is not the slow one.
  await checkSignInPassword(null, '')

  app.post(
    '/signup',
    {
      preValidation: app.accountLimits.signUp,
      schema: {
        body: formBody(SignUpFields),
        response: { 201: SignedInSchema, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const fields = request.body
      const passwordHash = await hashPassword(fields.password)
      const user = await app.db
        .transaction(async (tx) => {
          const created = await insertEmailUser(tx, { ...fields, passwordHash })
          await queueEmailVerification(tx, created)
          return created
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueIntegrityConstraintViolationError) throw new HttpError(409, EMAIL_TAKEN)
          throw error
        })
      await app.sessions.start(request, reply, user.id)
      request.log.info({ userId: user.id }, 'account created')
      return reply.status(201).send({ ok: true as const, user: toMe(user) })
    },
  )

  app.post(
    '/login',
    {
      preValidation: app.accountLimits.signIn,
      schema: {
        body: formBody(SignInFields),
        response: { 200: SignedInSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request, reply, request.body)
      if (!user) throw new HttpError(401, 'Invalid email or password')
      if (!user.is_active) throw new HttpError(403, ACCOUNT_DEACTIVATED)
      await app.sessions.start(request, reply, user.id)
      return { ok: true as const, user: toMe(user) }
    },
  )
}

export default authRoutes
