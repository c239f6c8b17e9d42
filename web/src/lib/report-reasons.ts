// The reasons a visitor may report a tool listing for (api/src/routes/tool-reports/schemas.ts REPORT_REASONS),
// as the report dialog and the admins' queue name them.

export const REPORT_REASONS = [
  { value: 'dead_link', label: 'Broken or dead link' },
  { value: 'wrong_pricing', label: 'Wrong pricing' },
  { value: 'duplicate', label: 'Duplicate listing' },
  { value: 'misleading', label: 'Misleading description' },
  { value: 'other', label: 'Something else' },
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]['value']

/** A reason's label, for lists that show reasons one by one. */
export const reportReasonLabel = (reason: ReportReason) =>
  REPORT_REASONS.find((option) => option.value === reason)?.label ?? reason

/** The API's longest note (NOTE_MAX_LENGTH). */
export const REPORT_NOTE_MAX_LENGTH = 1000
