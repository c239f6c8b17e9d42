/** Shapes of /api/admin/registered-users. */
import { z } from 'zod'
import { Role } from '../../../auth/roles.ts'
import { cursorParams, refineKeyset } from '../../../lib/keyset-params.ts'
import { adminListParams, booleanParam, cacheBuster, sortParams } from '../../../lib/query-params.ts'

export const RegisteredUserSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  company_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  user_role: Role,
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  bio: z.string().nullable(),
  profile: z.object({
    mobile_number: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    location: z.string().nullable(),
  }),
})

export const RegisteredUserListSchema = z.object({
  users: z.array(RegisteredUserSchema).readonly(),
  total: z.number(),
  /** True when there are more than `total` accounts (the count stops at admin-list.ts's countCap). */
  total_capped: z.boolean(),
})

/** Columns the list sorts by (those shown); newest accounts first unless asked. */
export const REGISTERED_USER_SORTS = ['name', 'email', 'user_role', 'is_active', 'last_login_at', 'created_at'] as const

/** `q` searches names, emails and company names. */
export const ListRegisteredUsersQuery = refineKeyset(
  z.object({
    ...adminListParams,
    ...sortParams(REGISTERED_USER_SORTS, 'created_at', 'desc'),
    role: Role.optional(),
    is_active: booleanParam.optional(),
    ...cursorParams('user'),
    _t: cacheBuster,
  }),
)
export type ListRegisteredUsersQuery = z.infer<typeof ListRegisteredUsersQuery>

/** The Role select of the Registered Users screen. */
export const RoleFields = z.object({
  role: z.enum(Role.options, `Role must be one of ${Role.options.join(', ')}`),
})
