import { apiFetch } from '@/lib/api-client'
import type { ReportReason } from '@/lib/report-reasons'

export type ToolReport = { reason: ReportReason; note: string }

/**
 * POST /api/tools/{slug}/reports: a visitor's report of a problem with the listing.
 * @throws ApiError 400 with per-field `details`, 404 for a tool gone meanwhile, 429 when already reported today.
 */
export const reportTool = (slug: string, report: ToolReport) =>
  apiFetch(`/api/tools/${encodeURIComponent(slug)}/reports`, {
    method: 'POST',
    body: { reason: report.reason, ...(report.note.trim() ? { note: report.note.trim() } : {}) },
  })
