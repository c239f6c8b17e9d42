/**
 * Keyset paging of an admin list in created_at order (ties by id): a page asked by a cursor (`after`, `before`) is
 * a range of the table's (created_at, id) index whatever its depth, instead of an OFFSET that reads every row before.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FragmentSqlToken, IdentifierSqlToken } from 'slonik'
import { z } from 'zod'
import { countRowsUpTo } from './admin-list.ts'
import { badRequest } from './http-errors.ts'
import type { SortOrder } from './query-params.ts'
import { whereAll } from './sql-where.ts'

export type PageClauses = { where: FragmentSqlToken; order: FragmentSqlToken; limit: number; offset: number }

type KeysetList<Row> = {
  /** The table, and its alias in `from`, the filters and the ORDER BY. */
  table: IdentifierSqlToken
  alias: IdentifierSqlToken
  /** `FROM <table> <alias>`: the rows counted. */
  from: FragmentSqlToken
  filters: readonly (FragmentSqlToken | null)[]
  /** The list's ORDER BY in the direction given. */
  orderIn: (order: SortOrder) => FragmentSqlToken
  readPage: (clauses: PageClauses) => Promise<readonly Row[]>
  /** The 400's message when the cursor's row no longer exists. */
  gone: string
  /** The list's exact total when it is kept rather than counted (null: count the rows from the page on). */
  total?: () => Promise<{ total: number; total_capped: boolean } | null>
}

/** The cursor's row id, and whether the page is the one before it (Previous) rather than after it. */
type KeysetQuery = { cursor: number; backwards: boolean; order: SortOrder; limit: number; offset: number }

const COMPARISONS = { '<': sql.fragment`<`, '<=': sql.fragment`<=`, '>': sql.fragment`>`, '>=': sql.fragment`>=` }

/**
 * The rows on one side of the row `id` in created_at order (ties by id). The subquery reads the row's created_at as
 * stored (to the microsecond, which the API's timestamps are not).
 */
const createdBeside = <Row>(list: KeysetList<Row>, id: number, comparison: keyof typeof COMPARISONS) =>
  sql.fragment`(${list.alias}.created_at, ${list.alias}.id) ${COMPARISONS[comparison]}
    ((SELECT created_at FROM ${list.table} WHERE id = ${id}), ${id})`

const Exists = z.object({ exists: z.boolean() })
const reverse = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc')

/**
 * The page beside the cursor's row, with its total: the list's kept total when it has one, else its offset plus the
 * rows from its first one on (capped: admin-list.ts).
 * @throws BadRequestError when the cursor's row no longer exists
 */
export async function keysetPage<Row extends { id: number }>(
  db: DatabaseConnection,
  list: KeysetList<Row>,
  query: KeysetQuery,
) {
  const { cursor, backwards } = query
  const found = await db.oneFirst(sql.type(Exists)`
    SELECT EXISTS (SELECT FROM ${list.table} WHERE id = ${cursor}) AS exists`)
  if (!found) badRequest(list.gone, [{ field: backwards ? 'before' : 'after', message: list.gone }])
  // Later in the list is older when it is newest first; a Previous page is read backwards from the cursor.
  const later = query.order === 'desc' ? '<' : '>'
  const beside = createdBeside(list, cursor, backwards ? (later === '<' ? '>' : '<') : later)
  const page = await list.readPage({
    where: whereAll([...list.filters, beside]),
    order: list.orderIn(backwards ? reverse(query.order) : query.order),
    limit: query.limit,
    offset: 0,
  })
  const rows = backwards ? [...page].reverse() : page
  const kept = await list.total?.()
  if (kept) return { rows, ...kept }
  const first = rows[0]
  if (!first) return { rows, total: query.offset, total_capped: false }
  const fromFirst = whereAll([...list.filters, createdBeside(list, first.id, `${later}=`)])
  const counted = await countRowsUpTo(db, { from: list.from, where: fromFirst, offset: 0 })
  return { rows, total: query.offset + counted.total, total_capped: counted.total_capped }
}
