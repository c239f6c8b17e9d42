/**
 * Decorates the app with `importJobs`: starts an admin bulk upload's import in the background (src/import/import-job.ts)
 * and answers its job at once. Closing the app waits for the imports running. A running job beats; one whose beat
 * went stale (its server was killed or crashed) is failed at start-up and every minute after, by whichever server
 * looks first, so none stays "running" forever and several servers never fail each other's live jobs. Start-up
 * also removes upload files a stopped server left behind.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { IMPORT_JOB_STALE_MS, type ImportJobRun, runImportJob } from '../import/import-job.ts'
import { removeStaleUploads } from '../import/saved-upload.ts'
import { failInterruptedImportJobs, insertImportJob } from '../routes/admin/import-jobs/queries.ts'
import type { ImportJob } from '../routes/admin/import-jobs/schemas.ts'

export const INTERRUPTED_IMPORT =
  'The server running this import stopped before it finished, so nothing was written. Upload the file again.'

/** Upload files older than this belong to no import (one takes minutes at most). */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000
const SWEEP_INTERVAL_MS = 60_000

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
    const sweep = async () => {
      const failed = await failInterruptedImportJobs(app.db, INTERRUPTED_IMPORT, IMPORT_JOB_STALE_MS)
      if (failed > 0) app.log.warn({ failed }, 'import jobs whose server stopped marked failed')
    }
    let sweeping: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await sweep()
      const removed = await removeStaleUploads(STALE_UPLOAD_MS)
      if (removed > 0) app.log.warn({ removed }, 'upload files left by a stopped server removed')
      sweeping = setInterval(() => {
        sweep().catch((error) => app.log.warn({ error }, 'stale import jobs not swept'))
      }, SWEEP_INTERVAL_MS).unref()
    })
    // Before the database closes: the imports running finish (or fail) and record it.
    app.addHook('preClose', async () => {
      clearInterval(sweeping)
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
