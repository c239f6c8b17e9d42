/**
 * SQL of the link checker: which tools to check, what each check found (tool_link_health, migration 0065), and the
 * logos it collects (migration 0071).
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { LINK_STATUSES, type LinkHealth } from './link-status.ts'

export const CheckedTool = z.object({ id: z.number(), website_url: z.string() })
export type CheckedTool = z.infer<typeof CheckedTool>

/** A tool to check with what decides whether to look for a logo on its site. */
export const ToolToCheck = CheckedTool.extend({
  logo_url: z.string().nullable(),
  logo_tried_at: z.string().nullable(),
  logo_problem: z.string().nullable(),
})
export type ToolToCheck = z.infer<typeof ToolToCheck>

/** Every tool the site lists (active, not discontinued), the longest unchecked first. */
export function listToolsToCheck(db: DatabaseConnection) {
  return db.any(sql.type(ToolToCheck)`
    SELECT t.id, t.website_url, t.logo_url, h.logo_tried_at, h.logo_problem
    FROM tools t LEFT JOIN tool_link_health h ON h.tool_id = t.id
    WHERE t.status = 'active' AND t.discontinued_at IS NULL
    ORDER BY h.checked_at NULLS FIRST, t.id`)
}

/** One tool to check, whatever its state (an admin's "Check now"); null when there is no such tool. */
export function findToolToCheck(db: DatabaseConnection, toolId: number) {
  return db.maybeOne(sql.type(ToolToCheck)`
    SELECT t.id, t.website_url, t.logo_url, h.logo_tried_at, h.logo_problem
    FROM tools t LEFT JOIN tool_link_health h ON h.tool_id = t.id
    WHERE t.id = ${toolId}`)
}

const PreviousHealth = z.object({
  ok_at: z.string().nullable(),
  failed_days: z.number(),
  last_failed_on: z.string().nullable(),
})

export function findPreviousHealth(db: DatabaseConnection, toolId: number) {
  return db.maybeOne(sql.type(PreviousHealth)`
    SELECT ok_at, failed_days, to_char(last_failed_on, 'YYYY-MM-DD') AS last_failed_on
    FROM tool_link_health WHERE tool_id = ${toolId}`)
}

export const LinkHealthRow = z.object({
  tool_id: z.number(),
  checked_at: z.string(),
  ok_at: z.string().nullable(),
  status: z.enum(LINK_STATUSES),
  final_url: z.string().nullable(),
  http_status: z.number().nullable(),
  problem: z.string().nullable(),
  failed_days: z.number(),
})

export function saveLinkHealth(db: DatabaseConnection, toolId: number, health: LinkHealth) {
  return db.one(sql.type(LinkHealthRow)`
    INSERT INTO tool_link_health AS h
      (tool_id, checked_at, ok_at, status, final_url, http_status, problem, failed_days, last_failed_on)
    VALUES (${toolId}, ${health.checked_at}, ${health.ok_at}, ${health.status},
            ${health.final_url}, ${health.http_status}, ${health.problem}, ${health.failed_days},
            ${health.last_failed_on})
    ON CONFLICT (tool_id) DO UPDATE SET
      checked_at = EXCLUDED.checked_at, ok_at = EXCLUDED.ok_at, status = EXCLUDED.status,
      final_url = EXCLUDED.final_url, http_status = EXCLUDED.http_status, problem = EXCLUDED.problem,
      failed_days = EXCLUDED.failed_days, last_failed_on = EXCLUDED.last_failed_on
    RETURNING tool_id, checked_at, ok_at, status, final_url, http_status, problem, failed_days`)
}

/** Notes a look for the tool's logo at `triedAt` (after its check saved its health row) and what kept it from one. */
export async function saveLogoAttempt(db: DatabaseConnection, toolId: number, triedAt: Date, problem: string | null) {
  await db.query(sql.typeAlias('void')`
    UPDATE tool_link_health SET logo_tried_at = ${triedAt.toISOString()}, logo_problem = ${problem}
    WHERE tool_id = ${toolId}`)
}

/**
 * Makes `url` the tool's logo unless it has one by now (an admin may have set one while its site was asked): a plain
 * update of the column, as the admin form's, so the search triggers queue the tool for the index. Answers whether
 * it took.
 */
export async function setCollectedLogo(db: DatabaseConnection, toolId: number, url: string): Promise<boolean> {
  const updated = await db.maybeOneFirst(sql.typeAlias('id')`
    UPDATE tools SET logo_url = ${url} WHERE id = ${toolId} AND logo_url IS NULL RETURNING id`)
  return updated !== null
}
