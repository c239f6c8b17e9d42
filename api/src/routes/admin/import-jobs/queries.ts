/** SQL of the import jobs: created by an upload, moved along by the job runner, listed in the back office. */
import { type DatabaseConnection, sql } from '@kitly/db'
import type { ImportProgress } from '../../../import/progress.ts'
import { selectPage } from '../../../lib/admin-list.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import type { ReviewImportResult, ToolImportResult } from '../import/schemas.ts'
import {
  type ImportJob,
  ImportJobSchema,
  ImportJobSummarySchema,
  type ImportKind,
  type ListImportJobsQuery,
} from './schemas.ts'

const summaryColumns = sql.fragment`
  j.id, j.kind, j.file_name, j.file_bytes::float8 AS file_bytes, j.override_duplicates, j.status, j.stage,
  j.bytes_read::float8 AS bytes_read, j.parsed_rows, j.validated_rows, j.written_rows,
  (j.result->>'successCount')::int AS success_count, (j.result->>'updatedCount')::int AS updated_count,
  (j.result->>'skippedCount')::int AS skipped_count, (j.result->>'errorCount')::int AS error_count,
  j.result->>'message' AS message, j.error, j.created_by, coalesce(u.name, u.email) AS created_by_name,
  j.created_at, j.started_at, j.finished_at`

const fromJobs = sql.fragment`FROM import_jobs j LEFT JOIN users u ON u.id = j.created_by`

/** Newest first. */
export async function listImportJobs(db: DatabaseConnection, query: ListImportJobsQuery) {
  const { rows, total } = await selectPage(db, ImportJobSummarySchema, {
    columns: summaryColumns,
    from: fromJobs,
    where: whereAll([query.kind ? sql.fragment`j.kind = ${query.kind}` : null]),
    orderBy: sql.fragment`ORDER BY j.id DESC`,
    limit: query.limit,
    offset: query.offset,
  })
  return { total, jobs: rows }
}

export function findImportJob(db: DatabaseConnection, id: number): Promise<ImportJob | null> {
  return db.maybeOne(sql.type(ImportJobSchema)`
    SELECT ${summaryColumns}, j.result ${fromJobs} WHERE j.id = ${id}`)
}

export type NewImportJob = {
  kind: ImportKind
  fileName: string
  fileBytes: number
  override: boolean
  createdBy: number
}

/** A queued job; answers it as the API shows it. */
export async function insertImportJob(db: DatabaseConnection, job: NewImportJob): Promise<ImportJob> {
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO import_jobs (kind, file_name, file_bytes, override_duplicates, created_by)
    VALUES (${job.kind}, ${job.fileName}, ${job.fileBytes}, ${job.override}, ${job.createdBy})
    RETURNING id`)
  return (await findImportJob(db, id)) as ImportJob
}

export async function markImportJobRunning(db: DatabaseConnection, id: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE import_jobs SET status = 'running', started_at = now() WHERE id = ${id}`)
}

export async function saveImportJobProgress(
  db: DatabaseConnection,
  id: number,
  progress: Readonly<ImportProgress>,
  bytesRead: number,
): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE import_jobs
    SET stage = ${progress.stage}, bytes_read = ${bytesRead}, parsed_rows = ${progress.parsed},
        validated_rows = ${progress.validated}, written_rows = ${progress.written}
    WHERE id = ${id} AND status = 'running'`)
}

/** The import's answer: `needs_override` when a tools import stopped at duplicates, else `succeeded`. */
export async function finishImportJob(
  db: DatabaseConnection,
  id: number,
  result: ToolImportResult | ReviewImportResult,
): Promise<void> {
  const status = 'requiresOverride' in result && result.requiresOverride ? 'needs_override' : 'succeeded'
  await db.query(sql.typeAlias('void')`
    UPDATE import_jobs SET status = ${status}, result = ${sql.jsonb(result)}, finished_at = now() WHERE id = ${id}`)
}

export async function failImportJob(db: DatabaseConnection, id: number, error: string): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE import_jobs SET status = 'failed', error = ${error}, finished_at = now() WHERE id = ${id}`)
}

/** The running job's heartbeat: its updated_at says its server is alive (progress saves bump it too). */
export async function beatImportJob(db: DatabaseConnection, id: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE import_jobs SET updated_at = now() WHERE id = ${id} AND status IN ('queued', 'running')`)
}

/**
 * Fails every job left queued or running whose heartbeat is older than `staleAfterMs`: its server stopped (a job
 * another server is running beats, and is left alone); answers how many there were.
 */
export async function failInterruptedImportJobs(
  db: DatabaseConnection,
  error: string,
  staleAfterMs: number,
): Promise<number> {
  const failed = await db.any(sql.typeAlias('id')`
    UPDATE import_jobs SET status = 'failed', error = ${error}, finished_at = now()
    WHERE status IN ('queued', 'running') AND updated_at < now() - make_interval(secs => ${staleAfterMs / 1000})
    RETURNING id`)
  return failed.length
}
