import { LoadError } from '@/components/ui/load-error'
import { Modal } from '@/components/ui/modal'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles } from '@/components/ui/styles'
import { formatShortDateTime } from '@/lib/format'
import { type ImportJob, isActiveJob, useImportJob } from '../../shell/api/import-jobs'
import { ImportJobProgress } from '../../shell/components/import-job-progress'
import { RowErrorList } from '../../shell/components/row-error-list'
import { IMPORT_KIND_LABELS } from '../lib/import-labels'
import { ImportStatusBadge } from './import-status-badge'

type ImportJobDialogProps = { jobId: number | null; onClose: () => void }

/** One import job: who started it and when, how it ended (or how far it is), and the rows it rejected. */
export function ImportJobDialog({ jobId, onClose }: ImportJobDialogProps) {
  return (
    <Modal open={jobId !== null} onClose={onClose} size="wide" title="Import details">
      {jobId !== null && <JobDetails jobId={jobId} onClose={onClose} />}
    </Modal>
  )
}

function JobDetails({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { data: job, error, mutate } = useImportJob(jobId)
  if (error) return <LoadError headingLevel={3} what="the import" onRetry={() => void mutate()} />
  if (!job) return <Skeleton className="h-40 w-full" />
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">File</dt>
        <dd className="font-medium break-all text-fg">{job.file_name}</dd>
        <dt className="text-muted">Kind</dt>
        <dd className="text-fg">{IMPORT_KIND_LABELS[job.kind]}</dd>
        <dt className="text-muted">Started by</dt>
        <dd className="text-fg">
          {job.created_by_name ?? 'A former admin'}, {formatShortDateTime(job.created_at)}
        </dd>
        <dt className="text-muted">Status</dt>
        <dd>
          <ImportStatusBadge status={job.status} />
        </dd>
      </dl>
      {isActiveJob(job) ? <ImportJobProgress job={job} /> : <JobOutcome job={job} />}
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  )
}

function JobOutcome({ job }: { job: ImportJob }) {
  if (job.error !== null) return <p className="text-sm text-red-700 dark:text-red-300">{job.error}</p>
  if (job.result === null) return null
  return (
    <>
      <p className="text-sm font-medium text-fg">{job.result.message}</p>
      {job.kind === 'tools' && job.result.createdCategories.length > 0 && (
        <p className="text-sm text-muted">New categories: {job.result.createdCategories.join(', ')}</p>
      )}
      <RowErrorList errors={job.result.errors} />
    </>
  )
}
