/** Optional filters: each condition a fragment or null (filter not asked for). */

import { sql } from '@kitly/db'
import type { FragmentSqlToken } from 'slonik'

/** `WHERE a AND b …` over the conditions given, or nothing at all when there are none. */
export function whereAll(conditions: readonly (FragmentSqlToken | null)[]): FragmentSqlToken {
  const given = conditions.filter((condition) => condition !== null)
  return given.length > 0 ? sql.fragment`WHERE ${sql.join(given, sql.fragment` AND `)}` : sql.fragment``
}
