/**
 * Starts the worker that sends the mail queue with the app, and stops it when the app closes. Routes queue
 * messages with `queueMail(tx, template, params)` (queue.ts) in the transaction of the change that causes
 * them, and never wait for (or fail because of) the SMTP server. Decorates the app with `mail.drain()`.
 */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailTransport } from './transport.ts'
import { type SiteAddress, startMailWorker } from './worker.ts'

export type Mailer = {
  /** Sends everything due now; the worker does this by itself on every commit and poll. */
  drain(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer
  }
}

export type MailPluginOptions = {
  databaseUrl: string
  publicUrl: string
  smtpUrl: string | undefined
  from: string
  dataDir: string
  /** The server's secret (Site.secret). */
  secret: string
}

export default fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const site: SiteAddress = { publicUrl: options.publicUrl, secret: options.secret }
    const transport = createMailTransport({ ...options, log: app.log })
    if (!options.smtpUrl)
      app.log.info({ dir: path.join(options.dataDir, 'mail') }, 'SMTP_URL is not set: mail is written to files')
    const worker = await startMailWorker({
      db: app.db,
      databaseUrl: options.databaseUrl,
      transport,
      log: app.log,
      site,
    })
    app.decorate('mail', { drain: worker.drain } satisfies Mailer)
    app.addHook('onClose', async () => {
      await worker.stop()
      transport.close()
    })
  },
  { name: 'mail', dependencies: ['database'] },
)
