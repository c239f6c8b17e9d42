import type { AdminCheck, Permission } from '@kitly/api/schemas'
import useSWR, { mutate } from 'swr'
import { getSession, sessionKey, useCurrentUser } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'
import { loadedByRoute } from '@/lib/load-into-cache'

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

const checkKey = (user: Me) => [adminCheckKey, user.id] as const

/**
 * Reads who is signed in and the admin check at once, into the cache, ahead of the screens behind the guard (the admin
 * shell's loader): the check answers everyone, so it need not wait for the session's answer, and the screen renders
 * once, with its access known, rather than a spinner first. A failure is left for the hooks' own requests to report.
 */
export async function loadAdminAccess(): Promise<void> {
  const [session, check] = await Promise.all([getSession().catch(() => null), checkAdmin().catch(() => null)])
  if (!session) return
  await mutate(sessionKey, session, { revalidate: false })
  if (session.user && check) await mutate(checkKey(session.user), check, { revalidate: false })
}

/** Who is here and what they may do; the check is keyed by user, so it is asked again after a sign-in. */
export function useAdminAccess(): AdminAccess {
  const { user, pending } = useCurrentUser()
  // The shell's loader may have read it (loadAdminAccess); a sign-in's new user is a new key, read here.
  const check = useSWR(user ? checkKey(user) : null, checkAdmin, loadedByRoute)
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
