/**
 * Decorates the app with `importJobs`: starts an admin bulk upload's import in the background (src/import/import-job.ts)
 * and answers its job at once. Closing the app waits for the imports running; a job the process never finished
 * (it was killed or crashed) is failed at the next start, so none stays "running" forever.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ImportJobRun, runImportJob } from '../import/import-job.ts'
import { failInterruptedImportJobs, insertImportJob } from '../routes/admin/import-jobs/queries.ts'
import type { ImportJob } from '../routes/admin/import-jobs/schemas.ts'

export const INTERRUPTED_IMPORT =
  'The server restarted before this import finished, so nothing was written. Upload the file again.'

declare module 'fastify' {
  interface FastifyInstance {
    importJobs: {
      /** Queues the import of `upload` and starts it; answers the queued job. */
      start(job: Omit<ImportJobRun, 'id'>): Promise<ImportJob>
    }
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>()
    app.addHook('onReady', async () => {
      const failed = await failInterruptedImportJobs(app.db, INTERRUPTED_IMPORT)
      if (failed > 0) app.log.warn({ failed }, 'import jobs interrupted by a restart marked failed')
    })
    // Before the database closes: the imports running finish (or fail) and record it.
    app.addHook('preClose', async () => {
      await Promise.all(running)
    })
    app.decorate('importJobs', {
      async start({ kind, upload, override, createdBy }) {
        const job = await insertImportJob(app.db, {
          kind,
          fileName: upload.fileName,
          fileBytes: upload.bytes,
          override,
          createdBy,
        }).catch(async (error) => {
          await upload.remove()
          throw error
        })
        const run = runImportJob(app.db, { id: job.id, kind, upload, override, createdBy }, app.log).finally(() =>
          running.delete(run),
        )
        running.add(run)
        return job
      },
    })
  },
  { name: 'import-jobs', dependencies: ['database'] },
)
