import useSWR from 'swr'
import { useCurrentUser } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'

// Whether the signed-in user may use the back office: the server's isAdmin decides, not the
// role the session answer shows, since a deactivated admin keeps the role but loses the access.

export const adminCheckKey = '/api/admin/check'

/** GET /api/admin/check → isAdmin; false for visitors and for anyone but an active admin. */
export const checkAdmin = async () => (await apiFetch<{ isAdmin: boolean }>(adminCheckKey)).isAdmin

export type AdminAccess =
  | { state: 'pending' }
  | { state: 'visitor' }
  | { state: 'denied'; user: Me }
  | { state: 'admin'; user: Me }

/** Who is here and whether they are an admin; the check is keyed by user, so it is asked again after a sign-in. */
export function useAdminAccess(): AdminAccess {
  const { user, pending } = useCurrentUser()
  const check = useSWR(user ? [adminCheckKey, user.id] : null, checkAdmin)
  if (pending) return { state: 'pending' }
  if (!user) return { state: 'visitor' }
  if (check.data === undefined && !check.error) return { state: 'pending' }
  return check.data ? { state: 'admin', user } : { state: 'denied', user }
}
