/**
 * The Kitly account behind a Google identity. Signing in finds the account already linked to its subject,
 * else links the account with its address only when that address is verified here and Google is
 * authoritative for it, else creates an account if the address is free. Any other link is made from a
 * signed-in session (the profile's Security tab), to that session's own account.
 */

import type { DatabaseConnection, DatabasePool } from '@kitly/db'
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import { deleteUserSessions, markSessionReauthenticated } from '../auth/sessions.ts'
import { HttpError } from '../lib/http-errors.ts'
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertGoogleUser,
  linkGoogleIdentity,
  type UserRow,
  updatePasswordHash,
} from '../routes/users/queries.ts'
import type { UploadStore } from '../uploads/upload-store.ts'
import type { GoogleIdentity } from './id-token.ts'

export const EMAIL_NOT_VERIFIED =
  'Your Google account has not verified its email address, so it cannot be used to sign in here.'
export const OTHER_GOOGLE_ACCOUNT = 'This email address is already linked to another Google account.'
export const SIGN_IN_WITH_PASSWORD_FIRST =
  'An account with this email address already exists. Please sign in with your password first, then link your Google account from the Security tab of your profile.'
export const GOOGLE_LINKED_ELSEWHERE = 'This Google account is already linked to another Kitly account.'
export const ALREADY_LINKED = 'Your account is already linked to another Google account. Unlink it first.'
export const NOT_YOUR_GOOGLE_ACCOUNT = 'That is not the Google account linked to your Kitly account. Please try again.'

/** Google hosts these addresses itself, so its word on them is final. */
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * Whether Google speaks for `email`: it verified that very address, and hosts it (Gmail) or manages its
 * domain (a Workspace account, whose ID token names the domain in `hd`). Any other address may have been
 * added to a Google account once and have changed hands since.
 */
export function googleIsAuthoritative(identity: GoogleIdentity, email: string): boolean {
  if (!identity.emailVerified || identity.email.toLowerCase() !== email.toLowerCase()) return false
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return GOOGLE_MAIL_DOMAINS.has(domain) || identity.hostedDomain === domain
}

const googleIdentity = (identity: GoogleIdentity) => ({
  sub: identity.sub,
  email: identity.email,
  name: identity.name,
  picture: identity.picture,
})

/**
 * Links `user` to `identity`. An address nobody proved may have been registered by someone else, who would
 * then know the password or hold a session: a link to such an account removes both (except `keepSession`).
 */
async function linkAccount(
  tx: DatabaseConnection,
  uploads: UploadStore,
  user: UserRow,
  identity: GoogleIdentity,
  keepSession: Buffer | null,
): Promise<void> {
  // An avatar the user uploaded wins over the Google picture.
  const keepAvatar = user.avatar_url !== null && uploads.keyFromUrl(user.avatar_url) !== null
  const authoritative = googleIsAuthoritative(identity, user.email)
  await linkGoogleIdentity(tx, user.id, googleIdentity(identity), { keepAvatar, authoritative })
  if (user.google_sub === null && !user.email_verified) {
    await updatePasswordHash(tx, user.id, null)
    await deleteUserSessions(tx, user.id, keepSession)
  }
}

async function findUser(pool: DatabasePool, userId: number): Promise<UserRow> {
  const user = await findUserById(pool, userId)
  if (!user) throw new Error(`user ${userId} vanished while signing in`)
  return user
}

/**
 * The account a Google sign-in opens.
 * @throws HttpError 403 when Google has not verified the address, 409 when another account holds it.
 */
export async function findOrCreateGoogleUser(
  pool: DatabasePool,
  uploads: UploadStore,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const attempt = () =>
    pool.transaction(async (tx) => {
      const linked = await findUserByGoogleSub(tx, identity.sub)
      if (linked) {
        await linkAccount(tx, uploads, linked, identity, null)
        return linked.id
      }
      // Only an address Google has verified may claim (or create) the account that bears it.
      if (!identity.emailVerified) throw new HttpError(403, EMAIL_NOT_VERIFIED)
      const sameEmail = await findUserByEmail(tx, identity.email)
      if (!sameEmail)
        return insertGoogleUser(tx, googleIdentity(identity), googleIsAuthoritative(identity, identity.email))
      if (sameEmail.google_sub !== null) throw new HttpError(409, OTHER_GOOGLE_ACCOUNT)
      // Both sides must vouch for the address, or whoever controls one of them could take the account.
      if (!sameEmail.email_verified || !googleIsAuthoritative(identity, sameEmail.email)) {
        throw new HttpError(409, SIGN_IN_WITH_PASSWORD_FIRST)
      }
      await linkAccount(tx, uploads, sameEmail, identity, null)
      return sameEmail.id
    })
  // Two first sign-ins of the same person at once: the loser finds the winner's account on a second try.
  const userId = await attempt().catch((error: unknown) => {
    if (error instanceof UniqueIntegrityConstraintViolationError) return attempt()
    throw error
  })
  return findUser(pool, userId)
}

/**
 * Links `identity` to the signed-in account `userId`, keeping the session `sessionHash`.
 * @throws HttpError 409 when the Google account belongs to another account, or this one has another.
 */
export async function linkGoogleToAccount(
  pool: DatabasePool,
  uploads: UploadStore,
  session: { userId: number; sessionHash: Buffer },
  identity: GoogleIdentity,
): Promise<UserRow> {
  await pool
    .transaction(async (tx) => {
      const owner = await findUserByGoogleSub(tx, identity.sub)
      if (owner && owner.id !== session.userId) throw new HttpError(409, GOOGLE_LINKED_ELSEWHERE)
      const user = await findUserById(tx, session.userId)
      if (!user) throw new Error(`user ${session.userId} vanished while linking Google`)
      if (user.google_sub !== null && user.google_sub !== identity.sub) throw new HttpError(409, ALREADY_LINKED)
      await linkAccount(tx, uploads, user, identity, session.sessionHash)
    })
    .catch((error: unknown) => {
      // The same Google account linked to another account a moment earlier.
      if (error instanceof UniqueIntegrityConstraintViolationError) throw new HttpError(409, GOOGLE_LINKED_ELSEWHERE)
      throw error
    })
  return findUser(pool, session.userId)
}

/**
 * Stamps the session as re-authenticated when `identity` is the Google account linked to its user.
 * @throws HttpError 403 for any other Google account.
 */
export async function reauthenticateWithGoogle(
  pool: DatabasePool,
  session: { userId: number; sessionHash: Buffer },
  identity: GoogleIdentity,
): Promise<UserRow> {
  const user = await findUser(pool, session.userId)
  if (user.google_sub !== identity.sub) throw new HttpError(403, NOT_YOUR_GOOGLE_ACCOUNT)
  await markSessionReauthenticated(pool, session.sessionHash)
  return user
}
