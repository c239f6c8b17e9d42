/** The contact form's query types with their labels (public-site.md §9, admin.md §9): one list for both sides. */
export const QUERY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'tool_submission', label: 'Tool Submission' },
  { value: 'bug_report', label: 'Bug Report' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Support' },
] as const

export type QueryType = (typeof QUERY_TYPES)[number]['value']

/** A stored query type's label, or the stored value itself when it is not one of ours. */
export const queryTypeLabel = (value: string): string =>
  QUERY_TYPES.find((type) => type.value === value)?.label ?? value
