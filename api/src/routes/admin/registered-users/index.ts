/**
 * /api/admin/registered-users: the accounts with their profiles (Registered Users screen) a page at a time, searched
 * by name/email/company, filtered by role and status, sorted by any shown column; activating or deactivating one and
 * changing its role (role-change.ts), each of which signs it out everywhere.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { formBody } from '../../form-body.ts'
import { changeActivation } from '../admin-users/activation.ts'
import { ActivationFields } from '../admin-users/schemas.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { changeRole } from './role-change.ts'
import { ListRegisteredUsersQuery, RegisteredUserListSchema, RegisteredUserSchema, RoleFields } from './schemas.ts'

export const USER_NOT_FOUND = 'User not found'

const registeredUserColumns = sql.fragment`
  u.id, u.name, u.email, u.company_name, u.avatar_url, u.role AS user_role, u.is_active, u.last_login_at,
  u.created_at, p.bio,
  json_build_object('mobile_number', p.mobile_number, 'date_of_birth', p.date_of_birth, 'location', p.location) AS profile`

const USER_ORDER = {
  name: sql.fragment`u.name`,
  email: sql.fragment`u.email`,
  user_role: sql.fragment`u.role`,
  is_active: sql.fragment`u.is_active`,
  last_login_at: sql.fragment`u.last_login_at`,
  created_at: sql.fragment`u.created_at`,
}

const SEARCHED = [sql.fragment`u.name`, sql.fragment`u.email`, sql.fragment`u.company_name`]

async function listRegisteredUsers(db: DatabaseConnection, query: ListRegisteredUsersQuery) {
  const filters = [
    containsText(SEARCHED, query.q),
    query.role ? sql.fragment`u.role = ${query.role}` : null,
    query.is_active === undefined ? null : sql.fragment`u.is_active = ${query.is_active}`,
  ]
  const { rows, total } = await selectPage(db, RegisteredUserSchema, {
    columns: registeredUserColumns,
    from: sql.fragment`FROM users u LEFT JOIN profiles p ON p.user_id = u.id`,
    where: whereAll(filters),
    orderBy: orderBy(USER_ORDER, query.sort, query.order, sql.fragment`u.id`, [
      'email',
      'user_role',
      'is_active',
      'created_at',
    ]),
    limit: query.limit,
    offset: query.offset,
  })
  return { users: rows, total }
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
