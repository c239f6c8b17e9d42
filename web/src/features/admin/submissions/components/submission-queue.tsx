import { FileCheck, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { paths } from '@/config/paths'
import { formatShortDateTime, plural } from '@/lib/format'
import { formatTimeAgo } from '@/lib/relative-time'
import { AdminTable } from '../../shell/components/admin-table'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ListState } from '../../shell/components/list-state'
import { Pager } from '../../shell/components/pager'
import {
  bulkRejectSubmissions,
  SUBMISSION_PAGE_SIZE,
  type SubmissionFilter,
  useRefreshSubmissions,
  useSubmissionQueue,
} from '../api/admin-submissions'
import { allows, submissionName } from '../lib/submission-states'
import { SubmissionStateBadge } from './submission-state-badge'

const HEADERS = ['Select', 'Tool', 'Site', 'Maker', 'Submitted', 'State'] as const

type SubmissionQueueProps = {
  filter: SubmissionFilter | 'all'
  /** The tab's name, for the empty state ('No waiting submissions'). */
  label: string
  search: string
  /** The page shown, from 1, and the move to another. */
  page: number
  onPage: (page: number) => void
}

/** One tab of the queue: a page of submissions, oldest first, and the bulk rejection of spam among them. */
export function SubmissionQueue({ filter, label, search, page, onPage }: SubmissionQueueProps) {
  const offset = (page - 1) * SUBMISSION_PAGE_SIZE
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const { data, error, isLoading, mutate } = useSubmissionQueue({
    state: filter === 'all' ? undefined : filter,
    q: search,
    offset,
  })
  const refreshSubmissions = useRefreshSubmissions()
  const rows = data?.submissions ?? []
  const rejectable = rows.filter((submission) => allows('reject', submission.state))

  function toggle(id: number, checked: boolean) {
    const next = new Set(selected)
    if (checked) next.add(id)
    else next.delete(id)
    setSelected(next)
  }

  async function rejectSelectedAsSpam() {
    try {
      const { message } = await bulkRejectSubmissions([...selected], { reason: 'spam' })
      toast.success(message)
      setSelected(new Set())
      setConfirming(false)
      await refreshSubmissions()
    } catch (cause) {
      toastFailure(cause, (message) => message, 'Network error. Please try again.')
    }
  }

  return (
    <>
      <ListState
        what="the submissions"
        error={error}
        isLoading={isLoading}
        total={data?.total ?? 0}
        shown={rows.length}
        notFound="No more submissions"
        none={{
          icon: FileCheck,
          title: search ? 'No submissions found' : `No ${label.toLowerCase()} submissions`,
          hint: search ? 'Try other words of the tool’s name or site.' : 'Tools makers submit will appear here.',
        }}
        onRetry={() => void mutate()}
      >
        <div className="mb-3 flex flex-wrap items-center gap-3">
          {rejectable.length > 0 && (
            <label className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={rejectable.every((submission) => selected.has(submission.id))}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? rejectable.map((submission) => submission.id) : []))
                }
              />
              Select all waiting on this page
            </label>
          )}
          <p className="text-sm text-muted sm:ml-auto" aria-live="polite">
            {plural(selected.size, 'submission')} selected
          </p>
          <button
            type="button"
            className={`${buttonStyles.secondary} hover:text-red-600`}
            disabled={selected.size === 0}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            Reject selected as spam
          </button>
        </div>
        <AdminTable headers={HEADERS} minWidth="min-w-[48rem]">
          {rows.map((submission) => {
            const name = submissionName(submission)
            const sentAt = submission.submitted_at ?? submission.created_at
            return (
              <tr key={submission.id} className="hover:bg-subtle/40">
                <td className="px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600 disabled:opacity-40"
                    aria-label={`Select ${name}`}
                    disabled={!allows('reject', submission.state)}
                    checked={selected.has(submission.id)}
                    onChange={(event) => toggle(submission.id, event.target.checked)}
                  />
                </td>
                <td className="min-w-44 px-4 py-3">
                  <Link
                    to={paths.adminSubmission.href(submission.id)}
                    className="font-medium text-fg hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                  >
                    {name}
                  </Link>
                </td>
                <td className="px-4 py-3 text-muted">{submission.registrable_domain}</td>
                <td className="max-w-56 truncate px-4 py-3 text-muted" title={submission.owner_email}>
                  {submission.owner_email}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">
                  <time dateTime={sentAt} title={formatShortDateTime(sentAt)}>
                    {formatTimeAgo(sentAt)}
                  </time>
                </td>
                <td className="px-4 py-3">
                  <SubmissionStateBadge state={submission.state} />
                </td>
              </tr>
            )
          })}
        </AdminTable>
        <Pager
          pageSize={SUBMISSION_PAGE_SIZE}
          offset={offset}
          shown={rows.length}
          total={data?.total ?? 0}
          onMove={(next) => {
            setSelected(new Set())
            onPage(next / SUBMISSION_PAGE_SIZE + 1)
          }}
        />
      </ListState>
      <ConfirmDialog
        question={
          confirming
            ? `Reject ${plural(selected.size, 'submission')} as spam? Each maker is emailed that it was rejected as spam.`
            : null
        }
        confirmLabel="Reject as spam"
        busyLabel="Rejecting…"
        onConfirm={rejectSelectedAsSpam}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
