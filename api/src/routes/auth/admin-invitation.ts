/**
 * The page an admin invitation's link opens (/invitation), under /api/auth:
 * - `POST /admin-invitation {token}` answers the invited address, so the page can say whom it is for;
 * - `POST /admin-invitation/accept {token, password?}` makes the address's owner an admin and verifies the
 *   address. Signed in as that address, already verified, nothing more is asked. Otherwise `password`
 *   becomes the password of the address's account (created if there is none; one whose address nobody
 *   proved is taken back from whoever signed it up), every session of the account ends and this browser is
 *   signed in. Either way the link is spent.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hashPassword } from '../../auth/passwords.ts'
import { deleteUserSessions } from '../../auth/sessions.ts'
import { ErrorBody, HttpError } from '../../lib/http-errors.ts'
import { hashLinkToken } from '../../mail/link-tokens.ts'
import { findLiveInvitation, makeInvitedAdmin, revokeAdminInvitation } from '../admin/admin-users/invitations.ts'
import { lockAccountByEmail } from '../admin/admin-users/queries.ts'
import { recordAudit } from '../admin/audit/queries.ts'
import { formBody } from '../form-body.ts'
import { findUserById, toMe } from '../users/queries.ts'
import { SignedInSchema } from '../users/schemas.ts'
import { ACCOUNT_DEACTIVATED } from './index.ts'
import {
  AcceptFields,
  INVITATION_LINK_INVALID,
  InvitationFields,
  InvitationSummary,
  PASSWORD_REQUIRED,
} from './schemas.ts'

const invalid = () =>
  new HttpError(400, INVITATION_LINK_INVALID, [{ field: 'token', message: INVITATION_LINK_INVALID }])

const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin-invitation',
    {
      preValidation: app.accountLimits.mailedLink,
      schema: {
        body: formBody(InvitationFields),
        response: { 200: InvitationSummary, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const hash = hashLinkToken(request.body.token)
      const invitation = hash && (await findLiveInvitation(app.db, hash))
      if (!invitation) throw invalid()
      return { email: invitation.email }
    },
  )

  app.post(
    '/admin-invitation/accept',
    {
      preValidation: app.accountLimits.mailedLink,
      schema: {
        body: formBody(AcceptFields),
        response: { 200: SignedInSchema, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const fields = request.body
      const hash = hashLinkToken(fields.token)
      if (!hash) throw invalid()
      const passwordHash = fields.password === undefined ? null : await hashPassword(fields.password)
      const accepted = await app.db.transaction(async (tx) => {
        const invitation = await findLiveInvitation(tx, hash)
        if (!invitation) throw invalid()
        const account = await lockAccountByEmail(tx, invitation.email)
        const asOwner = account?.verified === true && request.user?.id === account.id
        if (!asOwner && passwordHash === null) {
          throw new HttpError(400, PASSWORD_REQUIRED, [{ field: 'password', message: PASSWORD_REQUIRED }])
        }
        // Thrown inside the transaction, so the invitation stays unspent.
        if (account && !account.is_active) throw new HttpError(403, ACCOUNT_DEACTIVATED)
        const userId = await makeInvitedAdmin(tx, invitation.email, asOwner ? null : passwordHash)
        // Whoever held a session of this account before it was proven to be the owner's is out.
        await deleteUserSessions(tx, userId, asOwner ? request.sessionTokenHash : null)
        await revokeAdminInvitation(tx, invitation.id)
        await recordAudit(tx, userId, {
          action: 'admin_invitation.accept',
          entityType: 'admin_invitation',
          entityId: invitation.id,
          details: { email: invitation.email },
        })
        return { userId, asOwner }
      })
      if (!accepted.asOwner) await app.sessions.start(request, reply, accepted.userId)
      request.log.info({ userId: accepted.userId }, 'admin invitation accepted')
      const user = await findUserById(app.db, accepted.userId)
      if (!user) throw invalid()
      return { ok: true as const, user: toMe(user) }
    },
  )
}

export default adminInvitationRoutes
