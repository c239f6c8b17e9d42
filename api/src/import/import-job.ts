/**
 * Runs one import job: reads its saved upload through the importer of its kind, saving the progress a few times a
 * second, then its result (audited, as the synchronous upload was) or why it failed. The importers write all
 * accepted rows in one transaction, so a failed job has written nothing.
 */
import type { DatabasePool } from '@kitly/db'
import type { FastifyBaseLogger } from 'fastify'
import { HttpError } from '../lib/http-errors.ts'
import { throttled } from '../lib/throttled.ts'
import { recordAudit } from '../routes/admin/audit/queries.ts'
import type { ReviewImportResult, ToolImportResult } from '../routes/admin/import/schemas.ts'
import {
  beatImportJob,
  failImportJob,
  finishImportJob,
  markImportJobRunning,
  saveImportJobProgress,
} from '../routes/admin/import-jobs/queries.ts'
import type { ImportKind } from '../routes/admin/import-jobs/schemas.ts'
import { type ImportProgress, ProgressCounter } from './progress.ts'
import { importReviews } from './review-import.ts'
import { readCounted, type SavedUpload } from './saved-upload.ts'
import { readSheet, type SheetRow } from './sheet.ts'
import { importTools } from './tool-import.ts'
import { importTutorials } from './tutorial-import.ts'

/** How often a running job's progress is saved: often enough for a bar that moves, rarely enough to cost nothing. */
const PROGRESS_SAVE_MS = 250
/**
 * How often a running job says it is alive, progress or not (a long transaction's commit reports none). A job
 * silent for IMPORT_JOB_STALE_MS is taken for one whose server stopped: that leaves room for many missed beats.
 */
export const IMPORT_JOB_HEARTBEAT_MS = 10_000
export const IMPORT_JOB_STALE_MS = 120_000
export const UNEXPECTED_FAILURE = 'The import stopped on an unexpected error; nothing was written. Try again.'

export type ImportJobRun = {
  id: number
  kind: ImportKind
  upload: SavedUpload
  override: boolean
  createdBy: number
}

type Importer = (
  db: DatabasePool,
  rows: AsyncIterable<SheetRow>,
  options: { override: boolean; progress: ProgressCounter },
) => Promise<ToolImportResult | ReviewImportResult>

const IMPORTERS: Record<ImportKind, Importer> = {
  tools: (db, rows, options) => importTools(db.configuration.connectionUri, rows, options),
  reviews: (db, rows, { progress }) => importReviews(db, rows, progress),
  tutorials: (db, rows, { progress }) => importTutorials(db, rows, progress),
}

/** What the audit log records of a finished import, per kind (the same entries as before imports were jobs). */
function auditEntry(job: ImportJobRun, result: ToolImportResult | ReviewImportResult) {
  const what = { tools: 'tool', reviews: 'review', tutorials: 'tutorial' }[job.kind]
  const { successCount, errorCount } = result
  const counts =
    'requiresOverride' in result
      ? { successCount, updatedCount: result.updatedCount, errorCount, createdCategories: result.createdCategories }
      : { successCount, skippedCount: result.skippedCount, errorCount }
  return { action: `${what}.bulk_import`, entityType: what, entityId: null, details: { ...counts, jobId: job.id } }
}

/** Beats for the job `id` every `intervalMs` until the answered stop is called. */
export function keepImportJobAlive(db: DatabasePool, id: number, log: FastifyBaseLogger, intervalMs: number) {
  const timer = setInterval(() => {
    beatImportJob(db, id).catch((error) => log.warn({ error, jobId: id }, 'import job heartbeat not saved'))
  }, intervalMs)
  return () => clearInterval(timer)
}

/** Runs `job` to its end; never throws (whatever went wrong is the job's error). */
export async function runImportJob(db: DatabasePool, job: ImportJobRun, log: FastifyBaseLogger): Promise<void> {
  const stopBeating = keepImportJobAlive(db, job.id, log, IMPORT_JOB_HEARTBEAT_MS)
  let bytesRead = 0
  let latest: Readonly<ImportProgress> | null = null
  const saveProgress = throttled(async () => {
    if (latest)
      await saveImportJobProgress(db, job.id, latest, bytesRead).catch((error) =>
        log.warn({ error }, 'import progress not saved'),
      )
  }, PROGRESS_SAVE_MS)
  const progress = new ProgressCounter((current) => {
    latest = current
    saveProgress.touch()
  })
  try {
    await markImportJobRunning(db, job.id)
    const file = readCounted(job.upload.path, (read) => {
      bytesRead = read
      saveProgress.touch()
    })
    const result = await IMPORTERS[job.kind](db, readSheet(file, job.upload.format), {
      override: job.override,
      progress,
    })
    await saveProgress.flush()
    await db.transaction(async (tx) => {
      await finishImportJob(tx, job.id, result)
      if (!('requiresOverride' in result && result.requiresOverride)) {
        await recordAudit(tx, job.createdBy, auditEntry(job, result))
      }
    })
  } catch (error) {
    await saveProgress.flush()
    if (!(error instanceof HttpError)) log.error({ error, jobId: job.id }, 'import job failed')
    await failImportJob(db, job.id, error instanceof HttpError ? error.message : UNEXPECTED_FAILURE).catch((failure) =>
      log.error({ error: failure, jobId: job.id }, 'import job failure not saved'),
    )
  } finally {
    stopBeating()
    await job.upload.remove()
  }
}
