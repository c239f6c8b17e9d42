/** Shapes of /api/admin/users: the Admin Users tab of /admin/settings. */
import { z } from 'zod'
import { emailField } from '../../users/schemas.ts'
import { flagField } from '../fields.ts'

export const AdminUserSchema = z.object({
  id: z.number(),
  /** 'Admin User' when the account has no name. */
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
})

/** An address invited to become admin, until it accepts or the invitation is revoked. */
export const AdminInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** The inviting admin's address; null for KITLY_ADMIN_EMAIL at start-up. */
  invited_by: z.string().nullable(),
  /** When it was last sent. */
  created_at: z.string(),
  expires_at: z.string(),
  /** Its link no longer works; Resend renews it. */
  expired: z.boolean(),
})

export const AddAdminFields = z.object({ email: emailField })

/** The Activate/Deactivate buttons of both user screens send `{ is_active }`. */
export const ActivationFields = z.object({
  is_active: flagField('is_active').pipe(z.boolean('is_active must be true or false')),
})
