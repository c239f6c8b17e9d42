/** Which state a submission may move to from which: the maker's edits and submit, the admins' decisions. */
import type { SubmissionState } from '../../lib/field-rules.ts'

/** The maker may change the fields of a draft, and of a submission sent back to them. */
export const EDITABLE_STATES: readonly SubmissionState[] = ['draft', 'changes_requested']
/** Waiting for a decision: the review queue. */
export const QUEUED_STATES: readonly SubmissionState[] = ['submitted', 'in_review']

/**
 * An edit request of a listing still open: a newer proposal of its maker replaces it (at most one per tool,
 * by a unique index of migrations/0044).
 */
export const OPEN_EDIT_STATES: readonly SubmissionState[] = [...QUEUED_STATES, 'changes_requested']

export type SubmissionAction = 'submit' | 'review' | 'approve' | 'request_changes' | 'reject'

export const TRANSITIONS: Record<SubmissionAction, { from: readonly SubmissionState[]; to: SubmissionState }> = {
  submit: { from: EDITABLE_STATES, to: 'submitted' },
  review: { from: ['submitted'], to: 'in_review' },
  approve: { from: QUEUED_STATES, to: 'approved' },
  request_changes: { from: QUEUED_STATES, to: 'changes_requested' },
  reject: { from: QUEUED_STATES, to: 'rejected' },
}

const STATE_WORDS: Record<SubmissionState, string> = {
  draft: 'a draft',
  submitted: 'waiting for review',
  in_review: 'in review',
  changes_requested: 'waiting for the maker’s changes',
  approved: 'already approved',
  rejected: 'rejected',
}

const ACTION_WORDS: Record<SubmissionAction, string> = {
  submit: 'submitted again',
  review: 'taken into review',
  approve: 'approved',
  request_changes: 'sent back for changes',
  reject: 'rejected',
}

/** Why `action` is refused in `state`, or null when it is allowed. */
export function transitionProblem(action: SubmissionAction, state: SubmissionState): string | null {
  if (TRANSITIONS[action].from.includes(state)) return null
  return `This submission is ${STATE_WORDS[state]}: it cannot be ${ACTION_WORDS[action]}.`
}

export const NOT_EDITABLE =
  'This submission is with the reviewers: it can be edited only as a draft or when changes are requested.'
