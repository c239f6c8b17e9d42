/** SQL of the link checker: which tools to check, and what each check found (tool_link_health, migration 0065). */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { LINK_STATUSES, type LinkHealth } from './link-status.ts'

export const CheckedTool = z.object({ id: z.number(), website_url: z.string() })
export type CheckedTool = z.infer<typeof CheckedTool>

/** Every tool the site lists (active, not discontinued), the longest unchecked first. */
export function listToolsToCheck(db: DatabaseConnection) {
  return db.any(sql.type(CheckedTool)`
    SELECT t.id, t.website_url FROM tools t LEFT JOIN tool_link_health h ON h.tool_id = t.id
    WHERE t.status = 'active' AND t.discontinued_at IS NULL
    ORDER BY h.checked_at NULLS FIRST, t.id`)
}

/** One tool to check, whatever its state (an admin's "Check now"); null when there is no such tool. */
export function findToolToCheck(db: DatabaseConnection, toolId: number) {
  return db.maybeOne(sql.type(CheckedTool)`SELECT id, website_url FROM tools WHERE id = ${toolId}`)
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
