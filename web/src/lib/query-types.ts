import { QUERY_TYPE_LABELS, QUERY_TYPES as QUERY_TYPE_VALUES } from '@kitly/api/field-rules'

/** The contact form's query types with their labels, the API's: one list for the form and the admin inbox. */
export const QUERY_TYPES = QUERY_TYPE_VALUES.map((value) => ({ value, label: QUERY_TYPE_LABELS[value] }))

/** A stored query type's label, or the stored value itself when it is not one of ours. */
export const queryTypeLabel = (value: string): string =>
  QUERY_TYPES.find((type) => type.value === value)?.label ?? value
