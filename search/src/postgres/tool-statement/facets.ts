/** Disjunctive facet counts: each facet counted without its own filter, so its other values stay choosable. */
import type { SqlToken } from 'slonik'
import { MAX_TASK_FACETS } from '../../engine.ts'
import { sql } from '../../sql.ts'
import type { ToolFilters } from './filters.ts'

/**
 * Counts per category, per pricing value and per task, each without its own filter, over the `facet_sample` CTE,
 * scaled to the estimated matches. The narrow statement's sample is every match: exact as it is.
 */
export function facetCounts(
  { category, pricing, task }: Pick<ToolFilters, 'category' | 'pricing' | 'task'>,
  narrow: boolean,
): SqlToken {
  const factor = narrow ? sql.fragment`1` : sql.fragment`(SELECT estimated / sampled FROM facet_estimate)`
  return sql.fragment`(
    SELECT json_build_object(
      'categories', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'count', s.count)
                                              ORDER BY s.count DESC, c.name), '[]')
                     FROM (SELECT t.category_id, round(count(*) * ${factor})::int AS count
                           FROM facet_sample t WHERE ${pricing} AND ${task} GROUP BY t.category_id) s
                     JOIN categories c ON c.id = s.category_id),
      'pricing', json_build_object(
        'free', round(count(*) FILTER (WHERE t.pricing_model IS DISTINCT FROM 'Paid' AND ${category} AND ${task})
                      * ${factor})::int,
        'paid', round(count(*) FILTER (WHERE t.pricing_model = 'Paid' AND ${category} AND ${task})
                      * ${factor})::int),
      'tasks', (SELECT coalesce(json_agg(json_build_object('slug', ta.slug, 'name', ta.name, 'count', s.count)
                                         ORDER BY s.count DESC, ta.name), '[]')
                FROM (SELECT tt.task_id, round(count(*) * ${factor})::int AS count
                      FROM facet_sample t JOIN tool_tasks tt ON tt.tool_id = t.id AND tt.reviewed
                      WHERE ${category} AND ${pricing}
                      GROUP BY tt.task_id ORDER BY count(*) DESC, tt.task_id LIMIT ${MAX_TASK_FACETS}) s
                JOIN tasks ta ON ta.id = s.task_id))
    FROM facet_sample t)`
}
