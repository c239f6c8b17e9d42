/** Shapes of /api/admin/users: the Admin Users tab (admin.md §2 /admin/settings). */
import { z } from 'zod'
import { emailField } from '../../users/schemas.ts'

export const AdminUserSchema = z.object({
  id: z.number(),
  /** 'Admin User' when the account has no name. */
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  /** Invited by email and not signed in yet: the account becomes usable at its first Google sign-in. */
  invited: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
})

export const AddAdminFields = z.object({ email: emailField })
