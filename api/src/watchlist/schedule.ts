/**
 * Runs the digest job (send-digests.ts) inside the server every WATCH_DIGEST_EVERY. Each run mails only users whose
 * last digest is a day old, so running it often only makes digests timelier, never more frequent.
 */
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { runEvery } from '../lib/run-every.ts'
import { sendWatchDigests } from './send-digests.ts'

const scheduledDigestsPlugin: FastifyPluginAsync<{ everyMs: number }> = async (app, options) => {
  const run = () =>
    sendWatchDigests(app.db).then(
      (queued) => queued && app.log.info({ queued }, 'watch digests queued'),
      (error: unknown) => app.log.error({ err: error }, 'watch digests failed'),
    )
  runEvery(app, options.everyMs, run)
}

export default fp(scheduledDigestsPlugin, { name: 'scheduled-watch-digests', dependencies: ['database', 'mail'] })
