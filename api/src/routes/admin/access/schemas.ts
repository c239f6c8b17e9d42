/** Shapes of the admin entry points the web app reads: what the back office knows of the signed-in account. */
import { z } from 'zod'
import { Permission } from '../../../auth/permissions.ts'
import { Role } from '../../../auth/roles.ts'

/**
 * `isAdmin` for an active admin; `permissions` what the account may do here (none for visitors and users); `userId`
 * the account the answer is about, so a client that asked for the session alongside can tell both are one account's.
 */
export const AdminCheckSchema = z.object({
  userId: z.number().int().nullable(),
  isAdmin: z.boolean(),
  role: Role.nullable(),
  permissions: z.array(Permission),
})
export type AdminCheck = z.infer<typeof AdminCheckSchema>
