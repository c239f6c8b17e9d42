import { REPORT_REASON_LABELS, REPORT_REASONS as REPORT_REASON_VALUES, type ReportReason } from '@kitly/api/field-rules'

export { REPORT_NOTE_MAX, REPORT_NOTE_REQUIRED, type ReportReason } from '@kitly/api/field-rules'

/** The reasons a visitor may report a tool listing for, with their labels: the API's, for the dialog and the queue. */
export const REPORT_REASONS = REPORT_REASON_VALUES.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))

/** A reason's label, for lists that show reasons one by one. */
export const reportReasonLabel = (reason: ReportReason) => REPORT_REASON_LABELS[reason] ?? reason
