/**
 * The number of matches a capped sample stands for: itself under the cap; else the cap scaled by the share of the
 * table the sample's scan went through (the scan reads in physical order, ctid; the rest is assumed as dense).
 */
import type { SqlToken } from 'slonik'
import { sql } from '../../sql.ts'
import { ESTIMATE_FROM } from './bounds.ts'

/**
 * The first ESTIMATE_FROM of the sample count only as themselves: a tool that took the place of a deleted one early
 * in the table would otherwise stretch the part read. Reads the `table_blocks` CTE.
 */
export function estimate(sample: SqlToken, cap: number): SqlToken {
  const from = Math.floor(cap * ESTIMATE_FROM)
  // Only two row positions are turned into block numbers: a text conversion costs a µs a row.
  const block = (position: SqlToken) => sql.fragment`(${position}::text::point)[0]`
  const start = block(sql.fragment`(SELECT ctid FROM ${sample} ORDER BY ctid OFFSET ${from} LIMIT 1)`)
  // The sample's count and last position: aggregates of the query this expression is part of.
  const count = sql.fragment`count(${sample}.ctid)`
  const last = block(sql.fragment`max(${sample}.ctid)`)
  // OFFSET 0 keeps the start in a subquery of its own, computed once: pulled up, it would sort the sample twice.
  return sql.fragment`
    CASE WHEN count(*) < ${cap} THEN count(*)::float8
         ELSE (SELECT ${from} + round((${count} - ${from}) * (b.blocks - s.start) / (${last} - s.start + 1))::float8
               FROM table_blocks b, (SELECT ${start} AS start OFFSET 0) s) END`
}
