/** SQL of visitors' tool reports. */
import { type DatabaseConnection, sql } from '@kitly/db'
import type { ReportReason } from '../../lib/field-rules.ts'
import { ToolReportCreatedSchema } from './schemas.ts'

type NewToolReport = {
  toolId: number
  reason: ReportReason
  note: string | null
  reporterId: number | null
  visitorKey: string
  day: string
}

/** Files the report; null when this visitor already reported this tool that day (the once-a-day key). */
export function insertToolReport(db: DatabaseConnection, report: NewToolReport) {
  return db.maybeOne(sql.type(ToolReportCreatedSchema)`
    INSERT INTO tool_reports (tool_id, reason, note, reporter_id, visitor_key, reported_on)
    VALUES (${report.toolId}, ${report.reason}, ${report.note}, ${report.reporterId}, ${report.visitorKey},
            ${report.day}::date)
    ON CONFLICT (tool_id, reported_on, visitor_key) DO NOTHING
    RETURNING id, reason, note, state, created_at`)
}
