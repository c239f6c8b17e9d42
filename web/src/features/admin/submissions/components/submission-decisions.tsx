import {
  SUBMISSION_MESSAGE_MAX,
  type SubmissionAction,
  type SubmissionRejectReason,
  type SubmissionState,
} from '@kitly/api/schemas'
import { Check, Eye, type LucideIcon, MessageSquareReply, X } from 'lucide-react'
import { useState } from 'react'
import { Field, invalidStyles, TextAreaField } from '@/components/ui/field'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { type AdminSubmission, submissionDecisions, useRefreshSubmissions } from '../api/admin-submissions'
import { allows, REJECT_REASON_OPTIONS, submissionName } from '../lib/submission-states'
import { DecisionDialog } from './decision-dialog'

/** Why no decision is left to take, for the states where none is. */
const settled: Partial<Record<SubmissionState, string>> = {
  draft: 'The maker has not sent this submission yet.',
  changes_requested: 'Waiting for the maker’s changes: it comes back to the queue when they send it again.',
  approved: 'Approved: nothing left to decide.',
  rejected: 'Rejected: nothing left to decide.',
}

/** The decisions an admin can take on a submission; those its state does not allow are disabled. */
export function SubmissionDecisions({ submission }: { submission: AdminSubmission }) {
  const refreshSubmissions = useRefreshSubmissions()
  const [busy, setBusy] = useState<SubmissionAction | null>(null)
  const [dialog, setDialog] = useState<'request_changes' | 'reject' | null>(null)
  const [message, setMessage] = useState('')
  const [reason, setReason] = useState<SubmissionRejectReason>('spam')
  const [text, setText] = useState('')
  const name = submissionName(submission)
  const can = (action: SubmissionAction) => busy === null && allows(action, submission.state)

  async function decideAt(action: 'review' | 'approve', success: string) {
    setBusy(action)
    try {
      await submissionDecisions[action](submission.id)
      toast.success(success)
      await refreshSubmissions()
    } catch (cause) {
      toastFailure(cause, (refusal) => refusal, 'Network error. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  /** A dialog's decision: thrown refusals stay in the dialog; success closes it. */
  async function decideInDialog(send: () => Promise<unknown>, success: string) {
    await send()
    setDialog(null)
    toast.success(success)
    await refreshSubmissions()
  }

  const buttons: readonly {
    action: SubmissionAction
    label: string
    busyLabel?: string
    icon: LucideIcon
    className: string
    onClick: () => void
  }[] = [
    {
      action: 'review',
      label: 'Start review',
      busyLabel: 'Starting review…',
      icon: Eye,
      className: buttonStyles.secondary,
      onClick: () => void decideAt('review', `${name} is now in review`),
    },
    {
      action: 'approve',
      label: 'Approve',
      busyLabel: 'Approving…',
      icon: Check,
      className: buttonStyles.primary,
      onClick: () => void decideAt('approve', `${name} is approved and ${submission.edit_of ? 'applied' : 'listed'}`),
    },
    {
      action: 'request_changes',
      label: 'Request changes',
      icon: MessageSquareReply,
      className: buttonStyles.secondary,
      onClick: () => setDialog('request_changes'),
    },
    {
      action: 'reject',
      label: 'Reject',
      icon: X,
      className: `${buttonStyles.secondary} hover:text-red-600`,
      onClick: () => setDialog('reject'),
    },
  ]

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {buttons.map(({ action, label, busyLabel, icon: Icon, className, onClick }) => (
          <button key={action} type="button" className={className} disabled={!can(action)} onClick={onClick}>
            <Icon aria-hidden="true" />
            {busy === action ? busyLabel : label}
          </button>
        ))}
      </div>
      {settled[submission.state] && <p className="mt-3 text-sm text-muted">{settled[submission.state]}</p>}

      <DecisionDialog
        open={dialog === 'request_changes'}
        title="Request changes"
        description={`${name} goes back to its maker, who is emailed your message and can send it again.`}
        submitLabel="Send to the maker"
        onClose={() => setDialog(null)}
        onSubmit={() =>
          decideInDialog(
            () => submissionDecisions.requestChanges(submission.id, message),
            `${name} is sent back to its maker`,
          )
        }
      >
        <TextAreaField
          label="What should the maker change?"
          required
          rows={5}
          maxLength={SUBMISSION_MESSAGE_MAX}
          data-autofocus
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </DecisionDialog>

      <DecisionDialog
        open={dialog === 'reject'}
        title="Reject submission"
        description={`${name} is rejected for good; its maker is emailed the reason.`}
        submitLabel="Reject submission"
        onClose={() => setDialog(null)}
        onSubmit={() =>
          decideInDialog(
            () => submissionDecisions.reject(submission.id, { reason, text: text.trim() || undefined }),
            `${name} is rejected`,
          )
        }
      >
        <Field label="Reason">
          {(control) => (
            <select
              {...control}
              data-autofocus
              className={`${inputStyles} ${invalidStyles} h-10`}
              value={reason}
              onChange={(event) => setReason(event.target.value as SubmissionRejectReason)}
            >
              {REJECT_REASON_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextAreaField
          label="Note to the maker (optional)"
          rows={4}
          maxLength={SUBMISSION_MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </DecisionDialog>
    </>
  )
}
