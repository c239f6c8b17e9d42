import type { SubmissionState } from '@kitly/api/schemas'
import { ToneBadge } from '../../shell/components/status-badge'
import { SUBMISSION_STATE_LABELS } from '../lib/submission-states'

const tones: Record<SubmissionState, string> = {
  draft: 'bg-subtle text-muted',
  submitted: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  in_review: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  changes_requested: 'bg-violet-50 text-violet-800 dark:bg-violet-500/10 dark:text-violet-300',
  approved: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  rejected: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300',
}

/** Where a submission stands, as a coloured label (the words carry it; the colour only helps scanning). */
export function SubmissionStateBadge({ state }: { state: SubmissionState }) {
  return <ToneBadge tone={tones[state]}>{SUBMISSION_STATE_LABELS[state]}</ToneBadge>
}
