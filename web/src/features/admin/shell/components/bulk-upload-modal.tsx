import { Download, FileSpreadsheet, LoaderCircle, TriangleAlert } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Field, FormError } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { saveCsv } from '../save-csv'

const ACCEPTED = '.csv,.xlsx,.xls'

export type RowError = { row: number; message: string }
export type ImportResult = { errors: RowError[] }

type BulkUploadModalProps<R extends ImportResult> = {
  open: boolean
  title: string
  description: string
  onClose: () => void
  /** The API's empty file with the import's columns, saved as `fileName`. */
  template: { load: () => Promise<Blob>; fileName: string }
  /** Sends the file; `override` once the admin confirmed the warning of `warning`. */
  upload: (file: File, override: boolean) => Promise<R>
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
  | { state: 'uploading' }
  | { state: 'confirm'; warning: ReactNode }
  | { state: 'done'; result: R }

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
    setStep({ state: 'uploading' })
    try {
      const result = await props.upload(file, override)
      const warning = override ? null : (props.warning?.(result) ?? null)
      if (warning) {
        setStep({ state: 'confirm', warning })
        return
      }
      setStep({ state: 'done', result })
      if (props.imported?.(result) === false) toast.error(props.summary(result))
      else toast.success(props.summary(result))
      props.onImported(result)
    } catch (error) {
      setStep({ state: 'choose' })
      setUploadError(error instanceof ApiError ? `Upload failed: ${error.message}` : 'Upload failed. Please try again.')
    }
  }

  if (step.state === 'done') {
    const { result } = step
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm font-medium text-fg">
          {props.summary(result)}
        </p>
        {props.details?.(result)}
        {result.errors.length > 0 && (
          <section aria-label="Row errors">
            <h3 className="text-sm font-semibold text-red-700 dark:text-red-300">Rows not imported</h3>
            <ul className="mt-2 max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line text-sm">
              {result.errors.map((error) => (
                <li key={`${error.row}-${error.message}`} className="px-3 py-2">
                  <span className="font-medium">Row {error.row}:</span> {error.message}
                </li>
              ))}
            </ul>
          </section>
        )}
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

  const uploading = step.state === 'uploading'
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
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Uploading and checking {file?.name}…
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={uploading}>
          <FileSpreadsheet aria-hidden="true" />
          {uploading ? 'Uploading...' : 'Upload'}
        </button>
      </div>
    </form>
  )
}
