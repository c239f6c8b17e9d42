import type { ReviewImportResult } from '@kitly/api/schemas'
import { Download, FileSpreadsheet, TriangleAlert } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Field, FormError } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { ProgressBar } from '@/components/ui/progress-bar'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { type ImportJob, type ImportKind, isActiveJob, startImport, useImportJob } from '../api/import-jobs'
import { saveCsv } from '../save-csv'
import { ImportJobProgress } from './import-job-progress'
import { type RowError, RowErrorList } from './row-error-list'

const ACCEPTED = '.csv,.xlsx,.xls'

export type ImportResult = { errors: RowError[] }

type BulkUploadModalProps<R extends ImportResult> = {
  open: boolean
  title: string
  description: string
  onClose: () => void
  /** The API's empty file with the import's columns, saved as `fileName`. */
  template: { load: () => Promise<Blob>; fileName: string }
  /** What the file holds: the upload's route, and so the result its job ends with (R). */
  kind: ImportKind
  /** What must be confirmed before anything is written (tools already there), or null to go on. */
  warning?: (result: R) => ReactNode | null
  confirmLabel?: string
  /** 'Success! N new tools created, …' */
  summary: (result: R) => string
  /** Whether anything was written; when not, the summary is reported as a failure. Default: yes. */
  imported?: (result: R) => boolean
  /** More to say about a finished import (new categories, ignored columns). */
  details?: (result: R) => ReactNode
  onImported: (result: R) => void
}

/**
 * The summary of an import that counts the rows it wrote (reviews, tutorials): reported as a success only when it
 * wrote some.
 */
export const countedImportSummary = (noun: 'Reviews' | 'Tutorials') => ({
  imported: (result: ReviewImportResult) => result.successCount > 0,
  summary: (result: ReviewImportResult) =>
    result.successCount > 0
      ? `${noun} uploaded successfully! ${result.message}`
      : `No ${noun.toLowerCase()} were imported. ${result.message}`,
})

/** A bulk upload: template, file, an optional confirmation, then the summary and row errors. */
export function BulkUploadModal<R extends ImportResult>(props: BulkUploadModalProps<R>) {
  return (
    <Modal open={props.open} onClose={props.onClose} size="wide" title={props.title} description={props.description}>
      {props.open && <BulkUploadForm {...props} />}
    </Modal>
  )
}

type Step<R> =
  | { state: 'choose' }
  | { state: 'sending'; share: number }
  | { state: 'importing'; jobId: number; override: boolean }
  | { state: 'confirm'; warning: ReactNode }
  | { state: 'done'; result: R }

/**
 * The file is sent (its share shown), then its import job is followed until it ends. Closing the modal leaves the
 * job running: the Imports screen lists it.
 */
function BulkUploadForm<R extends ImportResult>(props: BulkUploadModalProps<R>) {
  const { onClose, template } = props
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [step, setStep] = useState<Step<R>>({ state: 'choose' })

  async function upload(override: boolean) {
    if (!file) {
      setFileError('Please choose a .csv, .xlsx or .xls file')
      return
    }
    setUploadError(null)
    setStep({ state: 'sending', share: 0 })
    try {
      const job = await startImport(props.kind, file, {
        override,
        onSent: (share) => setStep({ state: 'sending', share }),
      })
      setStep({ state: 'importing', jobId: job.id, override })
    } catch (error) {
      setStep({ state: 'choose' })
      setUploadError(error instanceof ApiError ? `Upload failed: ${error.message}` : 'Upload failed. Please try again.')
    }
  }

  function finish(job: ImportJob, override: boolean) {
    if (job.status === 'failed' || job.result === null) {
      setStep({ state: 'choose' })
      setUploadError(`Import failed: ${job.error ?? 'please try again.'}`)
      return
    }
    // The job of an upload of `kind` ends with that kind's result.
    const result = job.result as unknown as R
    const warning = override ? null : (props.warning?.(result) ?? null)
    if (warning) {
      setStep({ state: 'confirm', warning })
      return
    }
    setStep({ state: 'done', result })
    if (props.imported?.(result) === false) toast.error(props.summary(result))
    else toast.success(props.summary(result))
    props.onImported(result)
  }

  if (step.state === 'done') {
    const { result } = step
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm font-medium text-fg">
          {props.summary(result)}
        </p>
        {props.details?.(result)}
        <RowErrorList errors={result.errors} />
        <div className="flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    )
  }

  if (step.state === 'confirm') {
    return (
      <div className="space-y-4">
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 flex-1">{step.warning}</div>
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => void upload(true)}>
            {props.confirmLabel ?? 'Continue'}
          </button>
        </div>
      </div>
    )
  }

  if (step.state === 'importing') {
    return <JobFollower jobId={step.jobId} onEnd={(job) => finish(job, step.override)} onClose={onClose} />
  }

  const sending = step.state === 'sending'
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void upload(false)
      }}
    >
      {uploadError && <FormError>{uploadError}</FormError>}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-subtle p-4 text-sm">
        <p className="text-muted">Start from the template: its columns and sample rows show the format.</p>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() =>
            void saveCsv(
              template.load,
              template.fileName,
              'Failed to download the template',
              'Error downloading the template',
            )
          }
        >
          <Download aria-hidden="true" />
          Download CSV Template
        </button>
      </div>
      <Field label="File (.csv, .xlsx, .xls)" error={fileError}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={ACCEPTED}
            data-autofocus
            className={`${inputStyles} file:mr-3 file:rounded-md file:border-0 file:bg-subtle file:px-3 file:py-1 file:text-sm file:font-medium`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setFileError(undefined)
            }}
          />
        )}
      </Field>
      {sending && (
        <div className="space-y-2">
          <p role="status" className="text-sm text-muted tabular-nums">
            Uploading {file?.name}… {Math.round(step.share * 100)}%
          </p>
          <ProgressBar label={`Uploading ${file?.name ?? 'the file'}`} percent={Math.round(step.share * 100)} />
        </div>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          <FileSpreadsheet aria-hidden="true" />
          {sending ? 'Uploading...' : 'Upload'}
        </button>
      </div>
    </form>
  )
}

type JobFollowerProps = { jobId: number; onEnd: (job: ImportJob) => void; onClose: () => void }

/** Polls the job until it ends, showing its stage; then hands it over, once. */
function JobFollower({ jobId, onEnd, onClose }: JobFollowerProps) {
  const { data: job, error } = useImportJob(jobId)
  const handedOver = useRef(false)
  useEffect(() => {
    if (job === undefined || isActiveJob(job) || handedOver.current) return
    handedOver.current = true
    onEnd(job)
  }, [job, onEnd])
  return (
    <div className="space-y-4">
      {job ? <ImportJobProgress job={job} /> : <p className="text-sm text-muted">Starting the import…</p>}
      {error && <FormError>Could not read the import's progress; it goes on. Imports lists it.</FormError>}
      <p className="text-sm text-muted">
        You may close this window: the import goes on, and{' '}
        <Link
          to={paths.adminImports.href(jobId)}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Imports
        </Link>{' '}
        shows how it ended.
      </p>
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Continue in background
        </button>
      </div>
    </div>
  )
}
