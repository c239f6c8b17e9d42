import type { SubmissionState } from '@kitly/api/field-rules'
import { EDITABLE_STATES } from '@kitly/api/schemas'

/** Each state in the maker's words, and the badge's colours. */
export const STATE_BADGES: Record<SubmissionState, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'bg-subtle text-muted' },
  submitted: { label: 'Waiting for review', tone: 'bg-sky-50 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200' },
  in_review: { label: 'In review', tone: 'bg-violet-50 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200' },
  changes_requested: {
    label: 'Changes requested',
    tone: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
  },
  approved: { label: 'Approved', tone: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200' },
  rejected: { label: 'Not accepted', tone: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200' },
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}

/** "Next in line" for the first, then "3rd in line". */
export const queuePlace = (position: number) => (position === 1 ? 'Next in line' : `${ordinal(position)} in line`)

/** The states the maker may edit in: the API's own rule (a draft, or one sent back for changes). */
export const isEditable = (state: SubmissionState) => EDITABLE_STATES.includes(state)
