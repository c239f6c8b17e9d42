import type { AdminCheck, Permission } from '@kitly/api/schemas'
import useSWR from 'swr'
import { useCurrentUser } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

// Whether the signed-in user may use the back office, and which parts: the server's answer decides, not
// the role the session answer shows, since a deactivated admin keeps the role but loses the access.

export const adminCheckKey = '/api/admin/check'

/** GET /api/admin/check → the role and its permissions; none for visitors, users and deactivated staff. */
export const checkAdmin = () => apiFetch<AdminCheck>(adminCheckKey)

export type AdminAccess =
  | { state: 'pending' }
  | { state: 'visitor' }
  | { state: 'denied'; user: Me }
  | { state: 'staff'; user: Me; permissions: readonly Permission[] }

/** Who is here and what they may do; the check is keyed by user, so it is asked again after a sign-in. */
export function useAdminAccess(): AdminAccess {
  const { user, pending } = useCurrentUser()
  const check = useSWR(user ? [adminCheckKey, user.id] : null, checkAdmin)
  if (pending) return { state: 'pending' }
  if (!user) return { state: 'visitor' }
  if (check.data === undefined && !check.error) return { state: 'pending' }
  const permissions = check.data?.permissions ?? []
  return permissions.length > 0 ? { state: 'staff', user, permissions } : { state: 'denied', user }
}

/** What the signed-in staff member may do; none until the check answers. */
export function useAdminPermissions(): readonly Permission[] {
  const access = useAdminAccess()
  return access.state === 'staff' ? access.permissions : []
}
