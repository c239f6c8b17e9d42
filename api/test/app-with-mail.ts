/**
 * For a test file about the mail the app sends: an SMTP server on loopback (mail-server.ts) and a test app
 * that delivers through it, both closed after the file's last test.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { buildTestApp } from './build-test-app.ts'
import { type MailServer, type ReceivedMail, startMailServer } from './mail-server.ts'

export type AppWithMail = {
  app: FastifyInstance
  smtp: MailServer
  /** Delivers what the app has queued, then answers every message received so far for `address`. */
  mailsTo(address: string): Promise<ReceivedMail[]>
}

/** Call it at the top of a test file (`const { app, smtp } = await withMailServer()`): it registers the cleanup. */
export async function withMailServer(env: Record<string, string> = {}): Promise<AppWithMail> {
  const smtp = await startMailServer()
  const app = await buildTestApp({ ...env, SMTP_URL: smtp.url })
  afterAll(async () => {
    await app.close()
    await smtp.close()
  })
  return {
    app,
    smtp,
    async mailsTo(address) {
      await app.mail.drain()
      return smtp.to(address)
    },
  }
}
