/** A page of an admin list: the rows the filters leave, in the asked order, and how many there are in all. */

import { type DatabaseConnection, sql } from '@kitly/db'
import type { FragmentSqlToken } from 'slonik'
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

const Total = z.object({ total: z.number() })

/**
 * Long lists (tools, reviews) count no further than this past the page, and say so (`total_capped`, shown as
 * "10,000+"): counting 100k rows costs more than finding the page, and the screens page by Next and Previous.
 */
export const COUNT_CAP = 10_000

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

/**
 * The page's rows (checked against `row`) and the number of rows the filters leave: exact, or with `capTotal`
 * counted up to COUNT_CAP past the page.
 */
export async function selectPage<Row extends z.ZodType>(
  db: DatabaseConnection,
  row: Row,
  query: PageQuery & { capTotal?: boolean },
) {
  const { columns, from, where, orderBy, limit, offset } = query
  const counted = query.capTotal
    ? await countRowsUpTo(db, query)
    : { total: await db.oneFirst(sql.type(Total)`SELECT count(*)::int AS total ${from} ${where}`), total_capped: false }
  const rows = await db.any(sql.type(row)`
    SELECT ${columns} ${from} ${where} ${orderBy} LIMIT ${limit} OFFSET ${offset}`)
  return { rows, ...counted }
}
