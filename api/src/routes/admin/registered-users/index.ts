/**
 * /api/admin/registered-users: every account with its profile (Registered Users screen), filtered by
 * name/email/company, role and status; activating or deactivating one (which signs it out everywhere).
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { formBody } from '../../form-body.ts'
import { changeActivation } from '../admin-users/activation.ts'
import { ActivationFields } from '../admin-users/schemas.ts'
import { IdParams } from '../fields.ts'
import { ListRegisteredUsersQuery, RegisteredUserSchema } from './schemas.ts'

export const USER_NOT_FOUND = 'User not found'

const registeredUserColumns = sql.fragment`
  u.id, u.name, u.email, u.company_name, u.avatar_url, u.role AS user_role, u.is_active, u.last_login_at,
  u.created_at, p.bio,
  json_build_object('mobile_number', p.mobile_number, 'date_of_birth', p.date_of_birth, 'location', p.location) AS profile`

function listRegisteredUsers(db: DatabaseConnection, query: ListRegisteredUsersQuery) {
  const pattern = query.search ? `%${query.search}%` : null
  const filters = [
    pattern
      ? sql.fragment`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.company_name ILIKE ${pattern})`
      : null,
    query.role ? sql.fragment`u.role = ${query.role}` : null,
    query.is_active === undefined ? null : sql.fragment`u.is_active = ${query.is_active}`,
  ]
  return db.any(sql.type(RegisteredUserSchema)`
    SELECT ${registeredUserColumns} FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    ${whereAll(filters)}
    ORDER BY u.created_at DESC, u.id DESC`)
}

function findRegisteredUser(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(RegisteredUserSchema)`
    SELECT ${registeredUserColumns} FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${id}`)
}

const registeredUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ListRegisteredUsersQuery,
        response: { 200: listOf(RegisteredUserSchema), 400: ErrorBody },
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
}

export default registeredUserRoutes
