/**
 * The mail queue and transports against a real SMTP server on loopback: delivery with the URL's
 * credentials, retries with backoff while the server is down and exactly one delivery when it is back,
 * no message sent twice by two workers, permanent refusals kept for a week, no usable link in the queue,
 * and the .eml fallback without SMTP_URL.
 */

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import { findFreePort } from '@kitly/db/free-port'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createUser, unique } from '../../test/factories.ts'
import { linkIn, REFUSED_DOMAIN, startMailServer } from '../../test/mail-server.ts'
import { browser } from '../../test/session.ts'
import { renderMail } from './layout.ts'
import { queueMail } from './queue.ts'
import { contactAcknowledgementMail } from './templates.ts'
import { createMailTransport } from './transport.ts'
import { createMailSender } from './worker.ts'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function appWith(env: Record<string, string>) {
  const app = await buildTestApp(env)
  cleanups.push(() => app.close())
  return app
}

async function mailServer(port?: number) {
  const server = await startMailServer(port)
  cleanups.push(() => server.close())
  return server
}

const OutboxRow = z.object({
  status: z.string(),
  attempts: z.number(),
  retry_in: z.number(),
  last_error: z.string().nullable(),
})
const outbox = (app: FastifyInstance) =>
  app.db.any(sql.type(OutboxRow)`
    SELECT status, attempts, round(extract(epoch FROM next_attempt_at - now()))::int AS retry_in, last_error
    FROM mail_outbox ORDER BY id`)

const queueAcknowledgement = (app: FastifyInstance, to: string) =>
  queueMail(app.db, contactAcknowledgementMail, { to, queryTypeLabel: 'General Inquiry' })

describe('the mail queue over SMTP', () => {
  it('delivers a queued message with the credentials from SMTP_URL, then forgets it', async () => {
    const smtp = await mailServer()
    const app = await appWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Kitly Team <hello@kitly.test>' })
    await queueAcknowledgement(app, 'ada@example.com')
    await app.mail.drain()

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.to).toEqual(['ada@example.com'])
    expect(mail?.headers.get('from')).toBe('Kitly Team <hello@kitly.test>')
    expect(mail?.headers.get('message-id')).toMatch(/^<kitly\.\d+\.\d+@kitly\.test>$/)
    expect(mail?.subject).toBe('We received your message - Kitly')
    expect(await outbox(app)).toEqual([])
  })

  it('names the site as Settings call it when the message leaves', async () => {
    const smtp = await mailServer()
    const app = await appWith({ SMTP_URL: smtp.url })
    await queueAcknowledgement(app, 'grace@example.com')
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Toolshed'`)
    await app.mail.drain()

    const [mail] = smtp.received
    expect(mail?.subject).toBe('We received your message - Toolshed')
    expect(mail?.text).toContain('Toolshed · ')
  })

  it('retries while the SMTP server is down, with backoff, and delivers exactly once when it is back', async () => {
    const port = await findFreePort()
    const app = await appWith({ SMTP_URL: `smtp://kitly:smtp%20secret@127.0.0.1:${port}` })
    await queueAcknowledgement(app, 'grace@example.com')
    await app.mail.drain()

    const [failed] = await outbox(app)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) })
    // Not due again before its backoff (2 s after the first failure).
    expect(failed?.retry_in).toBeGreaterThan(0)
    expect(failed?.retry_in).toBeLessThanOrEqual(2)

    const smtp = await mailServer(port)
    await app.mail.drain()
    expect(smtp.received).toHaveLength(0) // still backing off

    // The backoff elapses.
    await app.db.query(sql.typeAlias('void')`UPDATE mail_outbox SET next_attempt_at = now()`)
    await app.mail.drain()
    await app.mail.drain()
    expect(smtp.to('grace@example.com')).toHaveLength(1)
    expect(await outbox(app)).toEqual([])
  })

  it('doubles the wait after each failed attempt', async () => {
    const port = await findFreePort()
    const app = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    await queueAcknowledgement(app, 'hedy@example.com')
    await app.mail.drain()
    for (let round = 0; round < 3; round++) {
      const [before] = await outbox(app)
      await app.db.query(sql.typeAlias('void')`UPDATE mail_outbox SET next_attempt_at = now()`)
      await app.mail.drain()
      const [after] = await outbox(app)
      const attempts = (before?.attempts ?? 0) + 1
      expect(after?.attempts).toBe(attempts)
      expect(after?.retry_in).toBeGreaterThan(2 ** attempts - 2)
      expect(after?.retry_in).toBeLessThanOrEqual(2 ** attempts)
    }
  })

  it('never sends one message twice, even with two workers draining the same queue', async () => {
    const smtp = await mailServer()
    const app = await appWith({ SMTP_URL: smtp.url })
    const addresses = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`)
    await app.db.transaction(async (tx) => {
      for (const address of addresses)
        await queueMail(tx, contactAcknowledgementMail, { to: address, queryTypeLabel: 'Support' })
    })
    // A second worker, as another Kitly instance would run, on the same queue.
    const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Kitly <a@b.co>', dataDir: tmpdir(), log })
    cleanups.push(async () => transport.close())
    const other = createMailSender(app.db, transport, log, {
      publicUrl: 'http://localhost:3000',
      secret: 'x'.repeat(32),
    })
    const drainOther = async () => {
      while (await other()) {}
    }
    await Promise.all([app.mail.drain(), drainOther(), app.mail.drain()])

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort())
    expect(await outbox(app)).toEqual([])
  })

  it('keeps a message the server refuses for good as failed, and does not retry it', async () => {
    const smtp = await mailServer()
    const app = await appWith({ SMTP_URL: smtp.url })
    await queueAcknowledgement(app, `nobody@${REFUSED_DOMAIN}`)
    await queueAcknowledgement(app, 'kept@example.com')
    await app.mail.drain()
    expect(smtp.to('kept@example.com')).toHaveLength(1)
    expect(await outbox(app)).toEqual([
      { status: 'failed', attempts: 1, retry_in: expect.any(Number), last_error: expect.stringMatching(/550/) },
    ])
    await app.db.query(sql.typeAlias('void')`UPDATE mail_outbox SET next_attempt_at = now()`)
    await app.mail.drain()
    expect((await outbox(app))[0]).toMatchObject({ status: 'failed', attempts: 1 })
  })
})

describe('one-time links', () => {
  const queuedRows = (app: FastifyInstance) =>
    app.db.anyFirst(sql.type(z.object({ row: z.string() }))`SELECT row_to_json(m)::text AS row FROM mail_outbox m`)
  const mintedTokens = (app: FastifyInstance) =>
    app.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT (SELECT count(*) FROM account_tokens WHERE token_hash IS NOT NULL)
           + (SELECT count(*) FROM newsletter_subscribers WHERE confirm_token_hash IS NOT NULL) AS n`)

  /** Sends what is queued once the SMTP server is up at `port`. */
  async function sendWhenUp(app: FastifyInstance, port: number) {
    const smtp = await mailServer(port)
    await app.db.query(sql.typeAlias('void')`UPDATE mail_outbox SET next_attempt_at = now()`)
    await app.mail.drain()
    await app.mail.drain()
    return smtp
  }

  it('queues no usable link and mints none for a message that fails; the link minted when it is sent works', async () => {
    const port = await findFreePort()
    const app = await appWith({ SMTP_URL: `smtp://kitly:smtp%20secret@127.0.0.1:${port}` })
    const user = await createUser(app.db)
    const newcomer = `${unique('newcomer')}@example.com`
    const reader = `${unique('reader')}@example.com`
    await browser(app).post('/api/auth/password-reset', { email: user.email })
    const signUp = { name: 'Nova', email: newcomer, mobile: '+1 555 0100', password: 'orbital mechanics' }
    expect((await browser(app).post('/api/auth/signup', signUp)).statusCode).toBe(201)
    await browser(app).post('/api/newsletter', { email: reader })
    await app.mail.drain()

    const queued = await queuedRows(app)
    expect(queued).toHaveLength(3)
    // No link, no token-like text (a link token or the newsletter's unsubscribe token).
    for (const row of queued) expect(row).not.toMatch(/token=|[A-Za-z0-9_-]{40}/)
    expect(await mintedTokens(app)).toBe(0)

    const smtp = await sendWhenUp(app, port)
    const follow = [
      ['/api/auth/password-reset/confirm', user.email, '/reset-password', { password: 'a brand new one' }],
      ['/api/auth/verify-email', newcomer, '/verify-email', {}],
      ['/api/newsletter/confirm', reader, '/newsletter/confirm', {}],
    ] as const
    for (const [route, address, page, fields] of follow) {
      const [mail] = smtp.to(address)
      const token = linkIn(mail as NonNullable<typeof mail>, page).searchParams.get('token')
      expect((await browser(app).post(route, { token, ...fields })).statusCode).toBe(200)
    }
  })

  it('drops a message whose link was revoked before it could be sent', async () => {
    const port = await findFreePort()
    const app = await appWith({ SMTP_URL: `smtp://kitly:smtp%20secret@127.0.0.1:${port}` })
    const [kept, revoked] = [await createUser(app.db), await createUser(app.db)]
    await browser(app).post('/api/auth/password-reset', { email: kept.email })
    await browser(app).post('/api/auth/password-reset', { email: revoked.email })
    await app.mail.drain()
    await app.db.query(sql.typeAlias('void')`DELETE FROM account_tokens WHERE user_id = ${revoked.id}`)

    const smtp = await sendWhenUp(app, port)
    expect(smtp.to(kept.email)).toHaveLength(1)
    expect(smtp.to(revoked.email)).toHaveLength(0)
    expect(await outbox(app)).toEqual([])
  })
})

describe('messages refused for good', () => {
  it('are deleted a week after the refusal', async () => {
    const smtp = await mailServer()
    const app = await appWith({ SMTP_URL: smtp.url })
    await queueAcknowledgement(app, `old@${REFUSED_DOMAIN}`)
    await queueAcknowledgement(app, `recent@${REFUSED_DOMAIN}`)
    await app.mail.drain()
    expect(await outbox(app)).toHaveLength(2)
    await app.db.query(sql.typeAlias('void')`
      UPDATE mail_outbox SET failed_at = now() - interval '8 days' WHERE params->>'to' = ${`old@${REFUSED_DOMAIN}`}`)
    await app.db.query(sql.typeAlias('void')`
      UPDATE mail_outbox SET failed_at = now() - interval '6 days' WHERE params->>'to' = ${`recent@${REFUSED_DOMAIN}`}`)
    await app.mail.drain()
    const left = await app.db.anyFirst(
      sql.type(z.object({ to: z.string() }))`SELECT params->>'to' AS to FROM mail_outbox`,
    )
    expect(left).toEqual([`recent@${REFUSED_DOMAIN}`])
  })
})

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail and logs its subject and link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kitly-mail-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const app = await appWith({ DATA_DIR: dataDir })
    await queueAcknowledgement(app, 'local@example.com')
    await app.mail.drain()

    const files = await readdir(path.join(dataDir, 'mail'))
    expect(files).toEqual([expect.stringMatching(/-contact_acknowledgement-\d+\.eml$/)])
    const eml = await readFile(path.join(dataDir, 'mail', files[0] as string), 'utf8')
    expect(eml).toMatch(/^To: local@example\.com$/m)
    expect(eml).toMatch(/^Subject: We received your message - Kitly$/m)
    expect(eml).toContain('multipart/alternative')
    expect(await outbox(app)).toEqual([])
  })

  it('logs the subject and the link of each file, so a local user can follow it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kitly-mail-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const info = vi.fn()
    const log = { info, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Kitly <no-reply@localhost>', dataDir, log })
    const message = renderMail(
      { name: 'Kitly', publicUrl: 'http://localhost:3000', secret: 'x'.repeat(32) },
      {
        to: 'local@example.com',
        subject: 'Reset your Kitly password',
        blocks: [{ kind: 'action', label: 'Choose', url: 'http://localhost:3000/reset-password?token=tok' }],
      },
    )
    await transport.send({ id: 7, kind: 'password_reset', message, created_at: new Date().toISOString() })
    expect(info).toHaveBeenCalledWith(
      {
        file: expect.stringContaining(path.join(dataDir, 'mail')),
        subject: 'Reset your Kitly password',
        link: 'http://localhost:3000/reset-password?token=tok',
      },
      'mail saved as a file (SMTP_URL is not set)',
    )
  })
})
