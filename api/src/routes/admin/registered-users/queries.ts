/** SQL of the Registered Users list: every account with its profile, a page at a time. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { containsText, countCap, countRowsUpTo, pageIds } from '../../../lib/admin-list.ts'
import { keysetPage, type PageClauses } from '../../../lib/keyset-page.ts'
import type { SortOrder } from '../../../lib/query-params.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { type ListRegisteredUsersQuery, RegisteredUserSchema } from './schemas.ts'

const registeredUserColumns = sql.fragment`
  u.id, u.name, u.email, u.company_name, u.avatar_url, u.role AS user_role, u.is_active, u.last_login_at,
  u.created_at, p.bio,
  json_build_object('mobile_number', p.mobile_number, 'date_of_birth', p.date_of_birth, 'location', p.location) AS profile`

/** The name sort has an index per direction, the newest first one both (migrations 0059, 0069). */
const USER_ORDER = {
  name: sql.fragment`u.name`,
  email: sql.fragment`u.email`,
  user_role: sql.fragment`u.role`,
  is_active: sql.fragment`u.is_active`,
  last_login_at: sql.fragment`u.last_login_at`,
  created_at: sql.fragment`u.created_at`,
}

const NOT_NULL = ['email', 'user_role', 'is_active', 'created_at'] as const

/** Each searched column has a trigram index (migration 0069), so a search reads only the matching accounts. */
const SEARCHED = [sql.fragment`u.name`, sql.fragment`u.email`, sql.fragment`u.company_name`]

export const CURSOR_USER_GONE = 'The account this page was counted from no longer exists: open the first page again'

const FROM_USERS = sql.fragment`FROM users u`
const USERS = sql.identifier(['u'])

/** The list's filters and its ORDER BY in `order` (the query's unless given). */
export function registeredUserListClauses(query: ListRegisteredUsersQuery, order: SortOrder = query.order) {
  const filters = [
    containsText(SEARCHED, query.q),
    query.role ? sql.fragment`u.role = ${query.role}` : null,
    query.is_active === undefined ? null : sql.fragment`u.is_active = ${query.is_active}`,
  ]
  return { filters, order: orderBy(USER_ORDER, query.sort, order, sql.fragment`u.id`, NOT_NULL) }
}

/** The page's ids on the narrow account rows; only its accounts are then read with their profiles. */
function readPage(db: DatabaseConnection, { where, order, limit, offset }: PageClauses) {
  return db.any(sql.type(RegisteredUserSchema)`
    SELECT ${registeredUserColumns}
    FROM ${pageIds(USERS, { from: FROM_USERS, where, orderBy: order, limit, offset })}
    JOIN users u ON u.id = page.id LEFT JOIN profiles p ON p.user_id = u.id
    ORDER BY page.position`)
}

/**
 * A page of the accounts the search and filters leave, with their number (capped: admin-list.ts). A page asked by
 * a cursor (`after`, `before`) is a range of users_created_at_idx whatever its depth.
 * @throws BadRequestError when the cursor's account no longer exists
 */
export async function listRegisteredUsers(db: DatabaseConnection, query: ListRegisteredUsersQuery) {
  const { filters, order } = registeredUserListClauses(query)
  const cursor = query.after ?? query.before
  if (cursor === undefined) {
    const where = whereAll(filters)
    const counted = await countRowsUpTo(db, { from: FROM_USERS, where, offset: query.offset }, countCap(query.q))
    return { users: await readPage(db, { where, order, limit: query.limit, offset: query.offset }), ...counted }
  }
  const { rows, ...counted } = await keysetPage(
    db,
    {
      table: sql.identifier(['users']),
      alias: USERS,
      from: FROM_USERS,
      filters,
      orderIn: (direction) => registeredUserListClauses(query, direction).order,
      readPage: (clauses) => readPage(db, clauses),
      gone: CURSOR_USER_GONE,
    },
    { ...query, cursor, backwards: query.before !== undefined },
  )
  return { users: rows, ...counted }
}

export function findRegisteredUser(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(RegisteredUserSchema)`
    SELECT ${registeredUserColumns} FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${id}`)
}
