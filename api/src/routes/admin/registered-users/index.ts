/**
 * /api/admin/registered-users: the accounts with their profiles (Registered Users screen) a page at a time, searched
 * by name/email/company, filtered by role and status, sorted by any shown column; activating or deactivating one and
 * changing its role (role-change.ts), each of which signs it out everywhere.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { changeActivation } from '../admin-users/activation.ts'
import { ActivationFields } from '../admin-users/schemas.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { findRegisteredUser, listRegisteredUsers } from './queries.ts'
import { changeRole } from './role-change.ts'
import { ListRegisteredUsersQuery, RegisteredUserListSchema, RegisteredUserSchema, RoleFields } from './schemas.ts'

export const USER_NOT_FOUND = 'User not found'

const registeredUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ListRegisteredUsersQuery,
        response: { 200: RegisteredUserListSchema, 400: ErrorBody },
      },
    },
    async (request) => listRegisteredUsers(app.db, request.query),
  )

  app.put(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: formBody(ActivationFields),
        response: { 200: RegisteredUserSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params
      await changeActivation(app.db, request, {
        userId: id,
        adminsOnly: false,
        notFoundMessage: USER_NOT_FOUND,
        auditPrefix: 'user',
      })
      return (await findRegisteredUser(app.db, id)) ?? notFound(USER_NOT_FOUND)
    },
  )

  app.put(
    '/:id/role',
    {
      schema: {
        params: IdParams,
        body: formBody(RoleFields),
        response: { 200: RegisteredUserSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params
      const change = { actorId: actorId(request), userId: id, role: request.body.role }
      await auditedChange(
        app.db,
        request,
        async (tx) => (await changeRole(tx, change)) ?? notFound(USER_NOT_FOUND),
        ({ from, to }) => ({ action: 'user.role_change', entityType: 'user', entityId: id, details: { from, to } }),
      )
      return (await findRegisteredUser(app.db, id)) ?? notFound(USER_NOT_FOUND)
    },
  )
}

export default registeredUserRoutes
