import type { ImportJob, ImportJobList, ImportKind, ListImportJobsQuery } from '@kitly/api/schemas'
import { ACTIVE_IMPORT_STATUSES } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch, apiUpload } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

export type { ImportJob, ImportKind }
export type ImportJobSummary = ImportJobList['jobs'][number]

const jobsPath = '/api/admin/import-jobs'
/** How often a job at work is read again: often enough for a bar that moves. */
const POLL_MS = 500

export const isActiveJob = (job: Pick<ImportJob, 'status'>) => ACTIVE_IMPORT_STATUSES.includes(job.status)

/**
 * POST /api/admin/{kind}/bulk-upload (multipart): sends the file, telling `onSent` the share sent, and answers the
 * import job it started (202). `override` updates the tools already there instead of stopping at them.
 * @throws ApiError 400 (no file, not a spreadsheet's name), 413 (too large), 415 (legacy .xls), 429
 */
export function startImport(
  kind: ImportKind,
  file: File,
  { override = false, onSent }: { override?: boolean; onSent: (share: number) => void },
): Promise<ImportJob> {
  const form = new FormData()
  if (override) form.append('overrideDuplicates', 'true')
  form.append('file', file)
  return apiUpload<ImportJob>(`/api/admin/${kind}/bulk-upload`, form, onSent)
}

/** GET /api/admin/import-jobs/{id}, read again every half second while the job is at work. */
export const useImportJob = (id: number | null) =>
  useSWR(id === null ? null : `${jobsPath}/${id}`, (key: string) => apiFetch<ImportJob>(key), {
    refreshInterval: (job) => (job && !isActiveJob(job) ? 0 : POLL_MS),
  })

/** Jobs per page of the Imports list. */
export const IMPORT_JOB_PAGE_SIZE = 20

/** GET /api/admin/import-jobs: a page of jobs, newest first; read again while any of them is at work. */
export const useImportJobs = (query: Pick<ListImportJobsQuery, 'kind' | 'offset'>) =>
  useSWR(
    withQuery(jobsPath, { kind: query.kind, limit: IMPORT_JOB_PAGE_SIZE, offset: query.offset }),
    (key: string) => apiFetch<ImportJobList>(key),
    { keepPreviousData: true, refreshInterval: (list) => (list?.jobs.some(isActiveJob) ? POLL_MS * 2 : 0) },
  )
