/** SQL of the admins' link health queue and its actions (tool_link_health and tools.discontinued_at). */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { containsText, selectPage } from '../../../lib/admin-list.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { LinkHealthEntrySchema, type LinkQueue, type ListLinkHealthQuery } from './schemas.ts'

const entryColumns = sql.fragment`
  t.id AS tool_id, t.name, t.slug, t.website_url, t.status AS tool_status, t.discontinued_at,
  h.status AS link_status, h.checked_at, h.ok_at, h.final_url, h.http_status, h.problem,
  coalesce(h.failed_days, 0) AS failed_days, CASE WHEN t.logo_url IS NULL THEN h.logo_problem END AS logo_problem`
const fromTools = sql.fragment`FROM tools t LEFT JOIN tool_link_health h ON h.tool_id = t.id`

function queueCondition(queue: LinkQueue) {
  if (queue === 'discontinued') return sql.fragment`t.discontinued_at IS NOT NULL`
  if (queue === 'no_logo')
    return sql.fragment`t.discontinued_at IS NULL AND t.logo_url IS NULL AND h.logo_problem IS NOT NULL`
  const statuses = queue === 'attention' ? ['redirected', 'failing', 'dead'] : [queue]
  return sql.fragment`t.discontinued_at IS NULL AND h.status = ANY(${sql.array(statuses, 'text')})`
}

const worstLinksFirst = sql.fragment`
  ORDER BY array_position(ARRAY['dead', 'failing', 'redirected'], h.status), h.checked_at DESC, t.id`
/** The tabs that are not about links, and their order. */
const otherOrders: Partial<Record<LinkQueue, typeof worstLinksFirst>> = {
  discontinued: sql.fragment`ORDER BY t.discontinued_at DESC, t.id`,
  no_logo: sql.fragment`ORDER BY h.logo_tried_at DESC, t.id`,
}

/**
 * One page of the queue: for links, the worst first (dead, failing, redirected), then the most recently checked;
 * the most recently looked at or discontinued first in the other tabs.
 */
export async function listLinkHealth(db: DatabaseConnection, query: ListLinkHealthQuery) {
  const { rows, total } = await selectPage(db, LinkHealthEntrySchema, {
    columns: entryColumns,
    from: fromTools,
    where: whereAll([
      queueCondition(query.queue),
      containsText([sql.fragment`t.name`, sql.fragment`t.website_url`], query.q),
    ]),
    orderBy: otherOrders[query.queue] ?? worstLinksFirst,
    limit: query.limit,
    offset: query.offset,
  })
  return { total, tools: rows }
}

export function findLinkHealthEntry(db: DatabaseConnection, toolId: number) {
  return db.maybeOne(sql.type(LinkHealthEntrySchema)`SELECT ${entryColumns} ${fromTools} WHERE t.id = ${toolId}`)
}

const Redirect = z.object({ website_url: z.string(), final_url: z.string() })

/**
 * The tool's website becomes where its redirects ended, and its link counts as OK there; null unless the last check
 * found a redirect.
 */
export async function useFinalUrl(tx: DatabaseConnection, toolId: number) {
  const redirect = await tx.maybeOne(sql.type(Redirect)`
    SELECT t.website_url, h.final_url FROM tools t JOIN tool_link_health h ON h.tool_id = t.id
    WHERE t.id = ${toolId} AND h.status = 'redirected'
    FOR UPDATE`)
  if (!redirect) return null
  await tx.query(sql.typeAlias('void')`UPDATE tools SET website_url = ${redirect.final_url} WHERE id = ${toolId}`)
  await tx.query(sql.typeAlias('void')`
    UPDATE tool_link_health SET status = 'ok', final_url = NULL WHERE tool_id = ${toolId}`)
  return { from: redirect.website_url, to: redirect.final_url }
}

/** Marks the tool discontinued now (true), or clears the mark (false); false when it already was so. */
export async function setDiscontinued(tx: DatabaseConnection, toolId: number, discontinued: boolean) {
  const changed = await tx.maybeOneFirst(sql.typeAlias('id')`
    UPDATE tools SET discontinued_at = ${discontinued ? sql.fragment`now()` : null}
    WHERE id = ${toolId} AND (discontinued_at IS NULL) = ${discontinued}
    RETURNING id`)
  return changed !== null
}
