/** Disjunctive facet counts: each facet counted without its own filter, so its other values stay choosable. */
import type { SqlToken } from 'slonik'
import { sql } from '../../sql.ts'
import type { ToolFilters } from './filters.ts'

/**
 * Counts per category (without the category filter) and per pricing value (without the pricing filter) over the
 * `facet_sample` CTE, scaled to the estimated matches. The narrow statement's sample is every match: exact as it is.
 */
export function facetCounts(
  { category, pricing }: Pick<ToolFilters, 'category' | 'pricing'>,
  narrow: boolean,
): SqlToken {
  const factor = narrow ? sql.fragment`1` : sql.fragment`(SELECT estimated / sampled FROM facet_estimate)`
  return sql.fragment`(
    SELECT json_build_object(
      'categories', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'count', s.count)
                                              ORDER BY s.count DESC, c.name), '[]')
                     FROM (SELECT t.category_id, round(count(*) * ${factor})::int AS count
                           FROM facet_sample t WHERE ${pricing} GROUP BY t.category_id) s
                     JOIN categories c ON c.id = s.category_id),
      'pricing', json_build_object(
        'free', round(count(*) FILTER (WHERE t.pricing_model IS DISTINCT FROM 'Paid' AND ${category})
                      * ${factor})::int,
        'paid', round(count(*) FILTER (WHERE t.pricing_model = 'Paid' AND ${category}) * ${factor})::int))
    FROM facet_sample t)`
}
