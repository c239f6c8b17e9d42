/**
 * The conditions a tool passes to be searched: active and not discontinued, matching the text, and the query's flags
 * and facet filters.
 */
import type { SqlToken } from 'slonik'
import type { z } from 'zod'
import type { ToolSearchQuery } from '../../engine.ts'
import { sql } from '../../sql.ts'

export type ParsedQuery = z.output<typeof ToolSearchQuery>

export const hasFacetFilter = (query: ParsedQuery) =>
  query.category !== undefined ||
  query.categoryId !== undefined ||
  query.pricing !== undefined ||
  query.task !== undefined

export function categoryCondition(query: ParsedQuery): SqlToken {
  if (query.categoryId !== undefined) return sql.fragment`t.category_id = ${query.categoryId}`
  if (query.category !== undefined) {
    return sql.fragment`t.category_id = (SELECT id FROM categories WHERE slug = ${query.category})`
  }
  return sql.fragment`true`
}

/** "Paid" is paid; every other pricing model, unknown included, counts as free. */
export function pricingCondition(query: ParsedQuery): SqlToken {
  if (query.pricing === 'paid') return sql.fragment`t.pricing_model = 'Paid'`
  if (query.pricing === 'free') return sql.fragment`t.pricing_model IS DISTINCT FROM 'Paid'`
  return sql.fragment`true`
}

/**
 * Tools whose reviewed tags include the task (suggested tags stay out of public view until an admin confirms them).
 * The subquery is uncorrelated, so the planner can start from the task's few tools instead of testing every match.
 */
export function taskCondition(query: ParsedQuery): SqlToken {
  if (query.task === undefined) return sql.fragment`true`
  return sql.fragment`t.id IN (SELECT tt.tool_id FROM tool_tasks tt JOIN tasks ta ON ta.id = tt.task_id
                               WHERE ta.slug = ${query.task} AND tt.reviewed)`
}

/** The listing's flags (platform, API, open source): narrow every count, facets included, as `featured` does. */
function listingConditions(query: ParsedQuery): SqlToken[] {
  return [
    query.platform === undefined ? null : sql.fragment`t.platforms @> ARRAY[${query.platform}]::text[]`,
    query.hasApi === undefined ? null : sql.fragment`t.has_api = ${query.hasApi}`,
    query.openSource === undefined ? null : sql.fragment`t.open_source = ${query.openSource}`,
  ].filter((condition) => condition !== null)
}

/**
 * `IS TRUE` keeps the planner off the text index for a text matching much of the catalog (see denseShareFor). An
 * empty query (stop words only) has no column in `numnode`, so it is tested once and the scan does not run at all.
 */
const textMatches = (textMatch: SqlToken, dense: boolean) =>
  dense
    ? sql.fragment`numnode(${textMatch}) > 0 AND (t.search_vector @@ ${textMatch}) IS TRUE`
    : sql.fragment`t.search_vector @@ ${textMatch}`

export type ToolFilters = {
  category: SqlToken
  pricing: SqlToken
  task: SqlToken
  /**
   * Active, not discontinued tools matching `textMatch` (null: any text) and the flags; with the facet filters unless told. `dense`:
   * the text matches much of the catalog (by default, as the whole query does).
   */
  where(textMatch: SqlToken | null, options?: { facets?: boolean; dense?: boolean }): SqlToken
}

export function toolFilters(query: ParsedQuery, queryIsDense: boolean): ToolFilters {
  const category = categoryCondition(query)
  const pricing = pricingCondition(query)
  const task = taskCondition(query)
  return {
    category,
    pricing,
    task,
    where: (textMatch, { facets = true, dense = queryIsDense } = {}) =>
      sql.join(
        [
          // Read from tool_search or tools alike: both carry the status and the discontinued mark.
          sql.fragment`t.status = 'active' AND t.discontinued_at IS NULL`,
          textMatch ? textMatches(textMatch, dense) : null,
          query.featured === undefined ? null : sql.fragment`t.is_featured = ${query.featured}`,
          ...listingConditions(query),
          query.exclude.length > 0 ? sql.fragment`t.id <> ALL(${sql.array(query.exclude, 'int4')})` : null,
          facets ? category : null,
          facets ? pricing : null,
          facets ? task : null,
        ].filter((part) => part !== null),
        sql.fragment` AND `,
      ),
  }
}
