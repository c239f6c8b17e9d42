/** Bulk uploads in API tests: a file sent as a fresh admin, and its import job polled, as the back office does, until it ends. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { ReviewImportResult, ToolImportResult } from '../src/routes/admin/import/schemas.ts'
import { ACTIVE_IMPORT_STATUSES, type ImportJob } from '../src/routes/admin/import-jobs/schemas.ts'
import { createAdmin, multipartForm } from './factories.ts'
import { injectAs } from './session.ts'

export type UploadedFile = { name: string; content: Buffer | string; field?: string }

/** Uploads `file` (and form `fields`) as a fresh admin (the upload rate limit counts per account). */
export async function uploadAsAdmin(
  app: FastifyInstance,
  url: string,
  file: UploadedFile,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const admin = await createAdmin(app.db)
  const form = multipartForm([
    { field: file.field ?? 'file', filename: file.name, type: 'application/octet-stream', content: file.content },
    ...Object.entries(fields).map(([field, content]) => ({ field, content })),
  ])
  return injectAs(app, admin, { method: 'POST', url, ...form })
}

/** A job as tests read it: the fields of either kind's result. */
export type FinishedJob = Omit<ImportJob, 'result'> & { result: ToolImportResult & ReviewImportResult }

/** The job an upload answered (202), polled until it ends. */
export async function finishedJob(app: FastifyInstance, response: LightMyRequestResponse): Promise<FinishedJob> {
  expect(response.statusCode, response.body).toBe(202)
  const admin = await createAdmin(app.db)
  let job: FinishedJob = response.json()
  while (ACTIVE_IMPORT_STATUSES.includes(job.status)) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    job = (await injectAs(app, admin, { method: 'GET', url: `/api/admin/import-jobs/${job.id}` })).json()
  }
  return job
}
