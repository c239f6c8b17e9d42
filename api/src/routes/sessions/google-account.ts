/**
 * The Kitly account behind a Google identity: the one already linked to its subject, else the account with
 * its (Google-verified) email, which gets linked, else a new account.
 */
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import type { DatabasePool } from '../../db/sql.ts'
import type { OidcIdentity } from '../../lib/google-oidc.ts'
import { HttpError } from '../../lib/http-errors.ts'
import type { UploadStore } from '../../lib/upload-store.ts'
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertGoogleUser,
  linkGoogleIdentity,
  type UserRow,
} from '../users/queries.ts'

export const EMAIL_NOT_VERIFIED =
  'Your Google account has not verified its email address, so it cannot be used to sign in here.'
export const OTHER_GOOGLE_ACCOUNT = 'This email address is already linked to another Google account.'

export async function findOrCreateGoogleUser(
  pool: DatabasePool,
  uploads: UploadStore,
  identity: OidcIdentity,
): Promise<UserRow> {
  const attempt = () =>
    pool.transaction(async (tx) => {
      const googleIdentity = {
        sub: identity.sub,
        email: identity.email,
        name: identity.name,
        picture: identity.picture,
      }
      // An avatar the user uploaded wins over the Google picture.
      const keepAvatar = (user: UserRow) => user.avatar_url !== null && uploads.keyFromUrl(user.avatar_url) !== null

      const linked = await findUserByGoogleSub(tx, identity.sub)
      if (linked) {
        await linkGoogleIdentity(tx, linked.id, googleIdentity, keepAvatar(linked))
        return linked.id
      }
      // Only an address Google has verified may claim (or create) the account that bears it.
      if (!identity.emailVerified) throw new HttpError(403, EMAIL_NOT_VERIFIED)
      const sameEmail = await findUserByEmail(tx, identity.email)
      if (sameEmail) {
        if (sameEmail.google_sub !== null) throw new HttpError(409, OTHER_GOOGLE_ACCOUNT)
        await linkGoogleIdentity(tx, sameEmail.id, googleIdentity, keepAvatar(sameEmail))
        return sameEmail.id
      }
      return insertGoogleUser(tx, googleIdentity)
    })
  // Two first sign-ins of the same person at once: the loser finds the winner's account on a second try.
  const userId = await attempt().catch((error: unknown) => {
    if (error instanceof UniqueIntegrityConstraintViolationError) return attempt()
    throw error
  })
  const user = await findUserById(pool, userId)
  if (!user) throw new Error(`user ${userId} vanished while signing in`)
  return user
}
