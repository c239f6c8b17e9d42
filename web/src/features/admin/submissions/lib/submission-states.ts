import {
  SUBMISSION_REJECT_REASON_LABELS,
  type SubmissionAction,
  type SubmissionRejectReason,
  type SubmissionState,
  TRANSITIONS,
} from '@kitly/api/schemas'
import type { SubmissionFilter } from '../api/admin-submissions'

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** The queue's tabs: `waiting` (submitted or in review) first, as that is the work; `all` is every state but draft. */
export const QUEUE_TABS: readonly { value: SubmissionFilter | 'all'; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  ...(['submitted', 'in_review', 'changes_requested', 'approved', 'rejected'] as const).map((state) => ({
    value: state,
    label: SUBMISSION_STATE_LABELS[state],
  })),
  { value: 'all', label: 'All' },
]

/** Whether an admin may take `action` on a submission in `state` (the API answers 409 otherwise). */
export const allows = (action: SubmissionAction, state: SubmissionState) => TRANSITIONS[action].from.includes(state)

export const REJECT_REASON_OPTIONS = Object.entries(SUBMISSION_REJECT_REASON_LABELS).map(([value, label]) => ({
  value: value as SubmissionRejectReason,
  label,
}))

type Named = { name: string | null; registrable_domain: string; edit_of?: number | null }

/**
 * What to call a submission: its tool's name, or its site while the maker has not named it; a maker's edit
 * request of a listed tool says so, as it changes a tool rather than adding one.
 */
export function submissionName(submission: Named): string {
  const name = submission.name ?? submission.registrable_domain
  return submission.edit_of ? `Edit of ${name}` : name
}
