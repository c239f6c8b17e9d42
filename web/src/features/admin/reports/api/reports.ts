import type { ReportDecision, ReportGroupSchema, ReportQueueSchema, ToolDecisionSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export const REPORT_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
] as const
export type ReportState = (typeof REPORT_STATES)[number]['value']
export type { ReportDecision }
/** One tool's reports in a state. */
export type ReportGroup = z.infer<typeof ReportGroupSchema>
export type ReportQueue = z.infer<typeof ReportQueueSchema>
type ToolDecision = z.infer<typeof ToolDecisionSchema>

/** Tools per page of the queue. */
export const REPORT_PAGE_SIZE = 20

const reportsPath = '/api/admin/reports'
export const reportQueueKey = (state: ReportState, offset: number) =>
  `${reportsPath}?state=${state}&limit=${REPORT_PAGE_SIZE}&offset=${offset}`

/** GET /api/admin/reports: a page of tools with reports in `state`, the most reported first. */
export const useReportQueue = (state: ReportState, offset: number) =>
  useSWR(reportQueueKey(state, offset), (key: string) => apiFetch<ReportQueue>(key))

/** PATCH /api/admin/reports/tools/{id}: resolves or dismisses every open report of the tool. @throws ApiError 404 */
export const decideToolReports = (toolId: number, state: ReportDecision) =>
  apiFetch<ToolDecision>(`${reportsPath}/tools/${toolId}`, { method: 'PATCH', body: { state } })

/** POST /api/admin/reports/tools/{id}/deactivate: hides the tool and resolves its open reports. @throws ApiError 404 */
export const deactivateReportedTool = (toolId: number) =>
  apiFetch<ToolDecision>(`${reportsPath}/tools/${toolId}/deactivate`, { method: 'POST' })
