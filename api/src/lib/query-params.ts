/** zod pieces for query strings, where every value arrives as text. */
import { z } from 'zod'

/** A page size: 1 to `max` (100 unless the route says less; default given by the route). */
export const limitParam = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback)

export const offsetParam = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must not be negative')
  .max(100_000, 'offset must be at most 100000')
  .default(0)

/** Free text typed by a visitor: trimmed, at most 200 characters. */
export const searchParam = z.string().trim().max(200, 'search text must be at most 200 characters').optional()

export const booleanParam = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true')

/** An id, or a comma-separated list of ids. */
export const idListParam = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be an id or a comma-separated list of ids')
  .transform((value) => value.split(',').map(Number))

/** Cache-busting parameter (`_t`) pages may send; accepted and ignored. */
export const cacheBuster = z.string().optional()

/**
 * `sort` (one of a list's sortable columns) and `order`, for an admin list's query string. The route maps each
 * column name to its SQL with `orderBy`, so a name never reaches the SQL as text.
 */
export const sortParams = <const Column extends string>(
  columns: readonly [Column, ...Column[]],
  fallback: NoInfer<Column>,
  fallbackOrder: SortOrder = 'asc',
) => ({
  sort: z.enum(columns, { error: `sort must be one of: ${columns.join(', ')}` }).default(fallback),
  order: z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).default(fallbackOrder),
})

export type SortOrder = 'asc' | 'desc'

/** `q`, `limit` (50 unless asked, at most 100) and `offset` of an admin list's query string. */
export const adminListParams = { q: searchParam, limit: limitParam(50), offset: offsetParam }
