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

/** The page's rows (checked against `row`) and the number of rows the filters leave. */
export async function selectPage<Row extends z.ZodType>(db: DatabaseConnection, row: Row, query: PageQuery) {
  const { columns, from, where, orderBy, limit, offset } = query
  const total = await db.oneFirst(sql.type(Total)`SELECT count(*)::int AS total ${from} ${where}`)
  const rows = await db.any(sql.type(row)`
    SELECT ${columns} ${from} ${where} ${orderBy} LIMIT ${limit} OFFSET ${offset}`)
  return { rows, total }
}
