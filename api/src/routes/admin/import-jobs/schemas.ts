/** Shapes of /api/admin/import-jobs: the admin bulk uploads, each run as a job the back office polls. */
import { z } from 'zod'
import { listOf } from '../../../lib/http-errors.ts'
import { limitParam, offsetParam } from '../../../lib/query-params.ts'
import { ReviewImportResult, ToolImportResult } from '../import/schemas.ts'

export const IMPORT_KINDS = ['tools', 'reviews', 'tutorials'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'needs_override'] as const
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number]
/** The statuses of a job still at work: the back office polls until it leaves them. */
export const ACTIVE_IMPORT_STATUSES: readonly ImportJobStatus[] = ['queued', 'running']
export const IMPORT_STAGES = ['reading', 'checking', 'writing'] as const
export type ImportStage = (typeof IMPORT_STAGES)[number]

export const ListImportJobsQuery = z.object({
  kind: z.enum(IMPORT_KINDS, `kind must be one of ${IMPORT_KINDS.join(', ')}`).optional(),
  limit: limitParam(20, 100),
  offset: offsetParam,
})
export type ListImportJobsQuery = z.infer<typeof ListImportJobsQuery>

/** A job as the list shows it: what, who, when, how far, and the counts once it ended. */
export const ImportJobSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  file_bytes: z.number(),
  override_duplicates: z.boolean(),
  status: z.enum(IMPORT_JOB_STATUSES),
  stage: z.enum(IMPORT_STAGES).nullable(),
  bytes_read: z.number(),
  parsed_rows: z.number(),
  validated_rows: z.number(),
  written_rows: z.number(),
  /** The result's counts (null until the job ends, and for a failed job). */
  success_count: z.number().nullable(),
  updated_count: z.number().nullable(),
  skipped_count: z.number().nullable(),
  error_count: z.number().nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
})
export type ImportJobSummary = z.infer<typeof ImportJobSummarySchema>

export const ImportJobListSchema = z.object({ total: z.number(), jobs: listOf(ImportJobSummarySchema) })
export type ImportJobList = z.infer<typeof ImportJobListSchema>

/** A job with its whole result: for tools, the upload's answer (duplicates included); otherwise the sheet import's. */
export const ImportJobSchema = z.discriminatedUnion('kind', [
  ImportJobSummarySchema.extend({ kind: z.literal('tools'), result: ToolImportResult.nullable() }),
  ImportJobSummarySchema.extend({ kind: z.enum(['reviews', 'tutorials']), result: ReviewImportResult.nullable() }),
])
export type ImportJob = z.infer<typeof ImportJobSchema>
