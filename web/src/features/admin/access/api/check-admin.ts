import type { AdminCheck, Permission } from '@kitly/api/schemas'
import useSWR from 'swr'
import { getSession, sessionKey, useCurrentUser } from '@/components/auth/current-user'
import { apiFetch } from '@/lib/api-client'
import type { Me } from '@/lib/api-types'
import { putIntoCache, revalidateUnlessJustLoaded } from '@/lib/load-into-cache'

// Whether the signed-in user may use the back office, and which parts: the server's answer decides, not
// the role the session answer shows, since a deactivated admin keeps the role but loses the access.

export const adminCheckKey = '/api/admin/check'

/** GET /api/admin/check → the role and its permissions; none for visitors, users and deactivated staff. */
export const checkAdmin = () => apiFetch<AdminCheck>(adminCheckKey)

/** The cache key of `userId`'s check: a sign-in changes the key, so the new account's access is asked. */
const checkKeyOf = (userId: number) => [adminCheckKey, userId] as const

const readings = new WeakMap<Request, Promise<AdminCheck | null>>()

/**
 * Reads who is signed in and what the back office lets them do, both at once, into the cache the frame's hooks read:
 * one round trip where the frame's first render would ask for the session, then for the check. For the route
 * loaders of one navigation (the admin frame's, and a screen's that waits for the answer), which share the reading.
 * Answers the check of a signed-in account, else null. The check is kept only when it names the session's account:
 * a sign-in elsewhere between the two answers must not pair one account with another's access.
 */
export function loadAdminAccess(navigation: Request): Promise<AdminCheck | null> {
  let reading = readings.get(navigation)
  if (!reading) {
    reading = readAdminAccess()
    readings.set(navigation, reading)
  }
  return reading
}

async function readAdminAccess(): Promise<AdminCheck | null> {
  try {
    const [session, check] = await Promise.all([getSession(), checkAdmin()])
    await putIntoCache(sessionKey, session)
    if (!session.user || check.userId !== session.user.id) return null
    await putIntoCache(checkKeyOf(session.user.id), check)
    return check
  } catch {
    return null // The hooks' own requests show the error.
  }
}

export type AdminAccess =
  | { state: 'pending' }
  | { state: 'visitor' }
  | { state: 'denied'; user: Me }
  | { state: 'staff'; user: Me; permissions: readonly Permission[] }

/** Who is here and what they may do; the check is keyed by user, so it is asked again after a sign-in. */
export function useAdminAccess(): AdminAccess {
  const { user, pending } = useCurrentUser()
  const key = user ? checkKeyOf(user.id) : null
  const check = useSWR(key, checkAdmin, revalidateUnlessJustLoaded(key))
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
