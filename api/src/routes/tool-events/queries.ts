import { type DatabasePool, sql } from '@kitly/db'

/** The kinds of visitor events counted per tool: each a column of tool_daily_stats. */
export const TOOL_EVENT_KINDS = ['clicks', 'compare_adds', 'kit_inclusions'] as const
export type ToolEventKind = (typeof TOOL_EVENT_KINDS)[number]

/**
 * Adds `entries` ([slug, count], sorted by slug) to today's (UTC) figures of the active tools they name, in one
 * statement. Clicks also add to tools.click_count, the popularity that search and the admin dashboard read.
 */
export async function writeToolEvents(
  db: DatabasePool,
  kind: ToolEventKind,
  entries: readonly (readonly [string, number])[],
): Promise<void> {
  const events = sql.fragment`unnest(
    ${sql.array(
      entries.map(([slug]) => slug),
      'text',
    )}::text[],
    ${sql.array(
      entries.map(([, n]) => n),
      'int4',
    )}::int[]) AS events(slug, n)`
  const counted =
    kind === 'clicks'
      ? sql.fragment`UPDATE tools SET click_count = click_count + events.n FROM ${events}
                     WHERE tools.slug = events.slug AND tools.status = 'active' RETURNING tools.id, events.n`
      : sql.fragment`SELECT tools.id, events.n FROM ${events}
                     JOIN tools ON tools.slug = events.slug AND tools.status = 'active'`
  const column = sql.identifier([kind])
  await db.query(sql.typeAlias('void')`
    WITH counted AS (${counted})
    INSERT INTO tool_daily_stats AS stats (tool_id, day, ${column})
    SELECT id, (now() AT TIME ZONE 'UTC')::date, n FROM counted
    ON CONFLICT (tool_id, day) DO UPDATE SET ${column} = stats.${column} + excluded.${column}`)
}
