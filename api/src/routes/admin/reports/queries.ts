/** SQL of the admins' report queue: reports grouped by tool, and decisions on one report or a tool's open ones. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { REPORT_REASONS } from '../../../lib/field-rules.ts'
import {
  type ListReportsQuery,
  type ReportDecision,
  ReportEntrySchema,
  ReportGroupSchema,
  ToolReportSchema,
} from './schemas.ts'

/** How many of a tool's reports the queue shows with their notes. */
const LATEST_PER_TOOL = 5

const GroupRow = ReportGroupSchema.omit({ latest: true })
const LatestRow = ReportEntrySchema.extend({ tool_id: z.number() })
const Total = z.object({ total: z.number() })

/** One page of tools with reports in `query.state`, the most reported first, each with its latest reports. */
export async function listReportGroups(db: DatabaseConnection, query: ListReportsQuery) {
  const reasonCounts = sql.join(
    REPORT_REASONS.map((reason) => sql.fragment`${reason}::text, count(*) FILTER (WHERE r.reason = ${reason})`),
    sql.fragment`, `,
  )
  const groups = await db.any(sql.type(GroupRow)`
    SELECT r.tool_id, t.name AS tool_name, t.slug AS tool_slug, t.status AS tool_status,
           count(*)::int AS report_count, max(r.created_at) AS latest_at, json_build_object(${reasonCounts}) AS reasons
    FROM tool_reports r JOIN tools t ON t.id = r.tool_id
    WHERE r.state = ${query.state}
    GROUP BY r.tool_id, t.name, t.slug, t.status
    ORDER BY report_count DESC, latest_at DESC, r.tool_id
    LIMIT ${query.limit} OFFSET ${query.offset}`)
  const total = await db.oneFirst(sql.type(Total)`
    SELECT count(DISTINCT tool_id)::int AS total FROM tool_reports WHERE state = ${query.state}`)
  const latest = await db.any(sql.type(LatestRow)`
    SELECT tool_id, id, reason, note, created_at FROM (
      SELECT r.*, row_number() OVER (PARTITION BY r.tool_id ORDER BY r.created_at DESC, r.id DESC) AS place
      FROM tool_reports r
      WHERE r.state = ${query.state} AND r.tool_id = ANY(${sql.array(
        groups.map((group) => group.tool_id),
        'int4',
      )})
    ) ranked
    WHERE place <= ${LATEST_PER_TOOL}
    ORDER BY tool_id, created_at DESC, id DESC`)
  return {
    total,
    groups: groups.map((group) => ({
      ...group,
      latest: latest.filter((entry) => entry.tool_id === group.tool_id).map(({ tool_id: _tool, ...entry }) => entry),
    })),
  }
}

/** Closes one report (or changes a closed one's decision); null when there is no such report. */
export function decideReport(db: DatabaseConnection, id: number, state: ReportDecision, adminId: number) {
  return db.maybeOne(sql.type(ToolReportSchema)`
    UPDATE tool_reports SET state = ${state}, resolved_at = now(), resolved_by = ${adminId}
    WHERE id = ${id}
    RETURNING id, tool_id, reason, note, state, created_at, resolved_at, resolved_by`)
}

const Closed = z.object({ closed: z.number() })

/** Closes every open report of the tool at once; answers how many. */
export function decideOpenReportsOfTool(
  db: DatabaseConnection,
  toolId: number,
  state: ReportDecision,
  adminId: number,
) {
  return db.oneFirst(sql.type(Closed)`
    WITH closed AS (
      UPDATE tool_reports SET state = ${state}, resolved_at = now(), resolved_by = ${adminId}
      WHERE tool_id = ${toolId} AND state = 'open'
      RETURNING 1
    )
    SELECT count(*)::int AS closed FROM closed`)
}
