/**
 * Moving an account to a new email address. PUT /api/users/profile with a new `email` (and the current
 * password) calls requestEmailChange: the address waits in account_tokens until the link mailed to it is
 * followed, and the old address hears of it. `POST /api/auth/email-change/confirm {token}` (no sign-in
 * needed: the link may be opened on another device) switches the address, verified, and ends the
 * account's other sessions. Whether the new address already has an account is never told to the asker:
 * its owner gets a warning instead of a link.
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import { deleteUserSessions } from '../../auth/sessions.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { hashLinkToken, insertAccountLink, queueAccountLinkMail } from '../../mail/link-tokens.ts'
import { queueMail } from '../../mail/queue.ts'
import {
  EMAIL_CHANGE_VALID_HOURS,
  emailChangeMail,
  emailChangeNoticeMail,
  emailInUseMail,
} from '../../mail/templates.ts'
import { formBody } from '../form-body.ts'
import { findUserByEmail, switchEmail } from '../users/queries.ts'
import { EMAIL_TAKEN } from './index.ts'
import { Confirmed, ConfirmFields, EMAIL_CHANGE_LINK_INVALID } from './schemas.ts'
import { deleteAccountTokens, deleteExpiredAccountTokens, spendEmailChangeToken } from './tokens.ts'

/** Queues the confirmation of `newEmail` (replacing any pending one) and the notice to the old address, in `db`'s transaction. */
export async function requestEmailChange(
  db: DatabaseConnection,
  user: { id: number; email: string },
  newEmail: string,
): Promise<void> {
  await deleteExpiredAccountTokens(db, user.id)
  await deleteAccountTokens(db, user.id, 'email_change')
  const link = {
    userId: user.id,
    purpose: 'email_change',
    email: newEmail,
    validHours: EMAIL_CHANGE_VALID_HOURS,
  } as const
  if (await findUserByEmail(db, newEmail)) {
    // Stored all the same, so the profile shows the same pending state either way; no token is ever minted
    // for it, and confirming would fail on the address's unique index anyway.
    await insertAccountLink(db, link)
    await queueMail(db, emailInUseMail, { to: newEmail })
  } else {
    await queueAccountLinkMail(db, emailChangeMail, link)
  }
  await queueMail(db, emailChangeNoticeMail, { to: user.email, newEmail })
}

const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-change/confirm',
    {
      preValidation: app.accountLimits.mailedLink,
      schema: {
        body: formBody(ConfirmFields),
        response: { 200: Confirmed, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { token } = request.body
      const hash = hashLinkToken(token)
      const invalid = () =>
        new HttpError(400, EMAIL_CHANGE_LINK_INVALID, [{ field: 'token', message: EMAIL_CHANGE_LINK_INVALID }])
      if (!hash) throw invalid()
      const change = await app.db
        .transaction(async (tx) => {
          const spent = await spendEmailChangeToken(tx, hash)
          if (!spent?.is_active) throw invalid()
          await switchEmail(tx, spent.user_id, spent.email)
          // Whoever was signed in before the change is out; the browser confirming it, if it is theirs, stays.
          const keep = request.user?.id === spent.user_id ? request.sessionTokenHash : null
          await deleteUserSessions(tx, spent.user_id, keep)
          return spent
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueIntegrityConstraintViolationError) throw new HttpError(409, EMAIL_TAKEN)
          throw error
        })
      request.log.info({ userId: change.user_id }, 'email address changed; other sessions ended')
      return { ok: true as const, email: change.email }
    },
  )
}

export default emailChangeRoutes
