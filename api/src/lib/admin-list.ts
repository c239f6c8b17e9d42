/** A page of an admin list: the rows the filters leave, in the asked order, and how many there are in all. */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FragmentSqlToken, IdentifierSqlToken } from 'slonik'
import { z } from 'zod'

/** Any of `columns` contains `q`, case-insensitively; null (no condition) without a search. */
export function containsText(columns: readonly FragmentSqlToken[], q: string | undefined): FragmentSqlToken | null {
  if (!q) return null
  // ILIKE's own wildcards typed in the box are searched for as themselves.
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`
  return sql.fragment`(${sql.join(
    columns.map((column) => sql.fragment`${column} ILIKE ${pattern}`),
    sql.fragment` OR `,
  )})`
}

type PageQuery = {
  /** `SELECT` list of the rows. */
  columns: FragmentSqlToken
  /** `FROM …` with its joins. */
  from: FragmentSqlToken
  where: FragmentSqlToken
  orderBy: FragmentSqlToken
  limit: number
  offset: number
}

/**
 * `unnest(…) AS page(id, position)`: the ids of the page's rows in order, found on the narrow rows of `from` alone
 * (an index range when the order has one); the caller then reads only those rows whole, ordered by `page.position`.
 */
export const pageIds = (alias: IdentifierSqlToken, query: Omit<PageQuery, 'columns'>) =>
  sql.fragment`unnest(ARRAY(SELECT ${alias}.id ${query.from} ${query.where} ${query.orderBy}
    LIMIT ${query.limit} OFFSET ${query.offset})) WITH ORDINALITY AS page(id, position)`

const Total = z.object({ total: z.number() })

/**
 * Long lists (tools, accounts, reviews) count no further than this past the page, and say so (`total_capped`, shown as
 * "10,000+"): counting 100k rows costs more than finding the page, and the screens page by Next and Previous.
 */
export const COUNT_CAP = 10_000

/**
 * A searched list counts its matches no further than this past the page ("1,000+ matches"): a common word is in
 * tens of thousands of rows, and each match counted is a row the trigram index only suggests, read and checked.
 */
export const SEARCH_COUNT_CAP = 1_000

/** How far a list counts past its page: less far when it is searched (`q`). */
export const countCap = (q: string | undefined) => (q ? SEARCH_COUNT_CAP : COUNT_CAP)

/** How many rows `from … where` leaves, counted up to `beyondOffset` rows past `offset` (more: `total_capped`). */
export async function countRowsUpTo(
  db: DatabaseConnection,
  query: Pick<PageQuery, 'from' | 'where' | 'offset'>,
  beyondOffset = COUNT_CAP,
) {
  const cap = query.offset + beyondOffset
  const counted = await db.oneFirst(sql.type(Total)`
    SELECT count(*)::int AS total FROM (SELECT 1 ${query.from} ${query.where} LIMIT ${cap + 1}) AS page_rows`)
  return { total: Math.min(counted, cap), total_capped: counted > cap }
}

/** The page's rows (checked against `row`) and the exact number of rows the filters leave (short lists). */
export async function selectPage<Row extends z.ZodType>(db: DatabaseConnection, row: Row, query: PageQuery) {
  const { columns, from, where, orderBy, limit, offset } = query
  const total = await db.oneFirst(sql.type(Total)`SELECT count(*)::int AS total ${from} ${where}`)
  const rows = await db.any(sql.type(row)`
    SELECT ${columns} ${from} ${where} ${orderBy} LIMIT ${limit} OFFSET ${offset}`)
  return { rows, total }
}
