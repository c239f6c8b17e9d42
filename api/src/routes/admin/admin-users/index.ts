/**
 * /api/admin/users: the admins (name 'Admin User' when unnamed), adding one by email (an existing account
 * is promoted; an unknown address gets an invited account) and activating or deactivating them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conflict, ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { parseFields } from '../../../lib/validation.ts'
import { formBody } from '../../users/schemas.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { ActivationFields, changeActivation } from './activation.ts'
import { findAdminUser, grantAdmin, listAdminUsers } from './queries.ts'
import { AddAdminFields, AdminUserSchema } from './schemas.ts'

export const ALREADY_ADMIN = 'This user is already an admin'
export const ADMIN_NOT_FOUND = 'Admin user not found'

const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(AdminUserSchema) } } }, async () => listAdminUsers(app.db))

  app.post(
    '/',
    {
      schema: {
        body: formBody(AddAdminFields),
        response: { 200: AdminUserSchema, 201: AdminUserSchema, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email } = parseFields(AddAdminFields, request.body)
      const granted = await auditedChange(
        app.db,
        request,
        async (tx) => (await grantAdmin(tx, email)) ?? conflict(ALREADY_ADMIN),
        ({ id, invited }) => ({
          action: invited ? 'admin_user.invite' : 'admin_user.promote',
          entityType: 'user',
          entityId: id,
          details: { email },
        }),
      )
      const admin = (await findAdminUser(app.db, granted.id)) ?? notFound(ADMIN_NOT_FOUND)
      return reply.status(granted.invited ? 201 : 200).send(admin)
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
