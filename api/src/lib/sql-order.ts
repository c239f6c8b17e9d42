/** ORDER BY for admin lists sorted by a column the visitor picks from a fixed set. */

import { sql } from '@kitly/db'
import type { FragmentSqlToken } from 'slonik'
import type { SortOrder } from './query-params.ts'

/**
 * `ORDER BY <column> <order> NULLS LAST, <tieBreak>`: the column's SQL comes from the route's own map, and the
 * tie-break (a unique column) keeps pages from repeating or skipping rows when many values are equal. Columns
 * listed in `notNull` drop `NULLS LAST`: it changes nothing for them, and without it one btree index on
 * (column, tie-break) serves both directions (read backwards, an ascending index gives `DESC NULLS FIRST`).
 */
export function orderBy<Column extends string>(
  columns: Readonly<Record<Column, FragmentSqlToken>>,
  sort: Column,
  order: SortOrder,
  tieBreak: FragmentSqlToken,
  notNull: readonly Column[] = [],
): FragmentSqlToken {
  const direction = order === 'desc' ? sql.fragment`DESC` : sql.fragment`ASC`
  const nulls = notNull.includes(sort) ? sql.fragment`` : sql.fragment` NULLS LAST`
  return sql.fragment`ORDER BY ${columns[sort]} ${direction}${nulls}, ${tieBreak} ${direction}`
}
