/**
 * /api/admin/users: the admins (name 'Admin User' when unnamed), adding one by email (an account with a
 * verified address is promoted; any other address is invited by mail), the pending invitations with
 * Resend and Revoke, and activating or deactivating admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conflict, ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import { changeActivation } from './activation.ts'
import {
  findAdminInvitation,
  inviteAdmin,
  listAdminInvitations,
  lockAdminInvitation,
  revokeAdminInvitation,
} from './invitations.ts'
import { addAdmin, findAdminUser, listAdminUsers } from './queries.ts'
import { ActivationFields, AddAdminFields, AdminInvitationSchema, AdminUserSchema } from './schemas.ts'

export const ALREADY_ADMIN = 'This user is already an admin'
export const ADMIN_NOT_FOUND = 'Admin user not found'
export const INVITATION_NOT_FOUND = 'Invitation not found'

const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitation = async (id: number) => (await findAdminInvitation(app.db, id)) ?? notFound(INVITATION_NOT_FOUND)

  app.get('/', { schema: { response: { 200: listOf(AdminUserSchema) } } }, async () => listAdminUsers(app.db))

  app.post(
    '/',
    {
      schema: {
        body: formBody(AddAdminFields),
        response: { 200: AdminUserSchema, 201: AdminInvitationSchema, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email } = request.body
      const added = await auditedChange(
        app.db,
        request,
        async (tx) => (await addAdmin(tx, email, actorId(request))) ?? conflict(ALREADY_ADMIN),
        ({ kind, id }) =>
          kind === 'promoted'
            ? { action: 'admin_user.promote', entityType: 'user', entityId: id, details: { email } }
            : { action: 'admin_invitation.send', entityType: 'admin_invitation', entityId: id, details: { email } },
      )
      if (added.kind === 'invited') return reply.status(201).send(await invitation(added.id))
      return (await findAdminUser(app.db, added.id)) ?? notFound(ADMIN_NOT_FOUND)
    },
  )

  app.get('/invitations', { schema: { response: { 200: listOf(AdminInvitationSchema) } } }, async () =>
    listAdminInvitations(app.db),
  )

  app.post(
    '/invitations/:id/resend',
    { schema: { params: IdParams, response: { 200: AdminInvitationSchema, 404: ErrorBody } } },
    async (request) => {
      const { id } = request.params
      await auditedChange(
        app.db,
        request,
        async (tx) => {
          const email = (await lockAdminInvitation(tx, id)) ?? notFound(INVITATION_NOT_FOUND)
          await inviteAdmin(tx, { email, invitedBy: actorId(request) })
          return email
        },
        (email) => ({
          action: 'admin_invitation.resend',
          entityType: 'admin_invitation',
          entityId: id,
          details: { email },
        }),
      )
      return invitation(id)
    },
  )

  app.delete(
    '/invitations/:id',
    { schema: { params: IdParams, response: { 200: OkSchema, 404: ErrorBody } } },
    async (request) => {
      const { id } = request.params
      const email = await auditedChange(
        app.db,
        request,
        async (tx) => (await revokeAdminInvitation(tx, id)) ?? notFound(INVITATION_NOT_FOUND),
        (revoked) => ({
          action: 'admin_invitation.revoke',
          entityType: 'admin_invitation',
          entityId: id,
          details: { email: revoked },
        }),
      )
      return { ok: true as const, message: `Invitation for ${email} revoked` }
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: formBody(ActivationFields),
        response: { 200: AdminUserSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params
      await changeActivation(app.db, request, {
        userId: id,
        adminsOnly: true,
        notFoundMessage: ADMIN_NOT_FOUND,
        auditPrefix: 'admin_user',
      })
      return (await findAdminUser(app.db, id)) ?? notFound(ADMIN_NOT_FOUND)
    },
  )
}

export default adminUserRoutes
