/**
 * The newsletter with double opt-in, over a real SMTP server: the confirmation mail (recipient, subject,
 * link, List-Unsubscribe headers), confirming, one-click unsubscribing (page and RFC 8058 POST), and what
 * a repeat or a return does.
 */

import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { unique } from '../../../test/factories.ts'
import { linkIn, type ReceivedMail } from '../../../test/mail-server.ts'
import { browser } from '../../../test/session.ts'
import { CHECK_INBOX, CONFIRMATION_LINK_INVALID, UNSUBSCRIBE_LINK_INVALID } from './index.ts'

const { app, mailsTo } = await withMailServer()

// Each call from a browser of its own (its own client address), so the per-IP limit stays out of the way.
const subscribe = (payload: object) => browser(app).post('/api/newsletter', payload)
const post = (url: string, payload?: object) => browser(app).post(url, payload)

const Subscriber = z.object({
  email: z.string(),
  source: z.string().nullable(),
  confirmed: z.boolean(),
  unsubscribed: z.boolean(),
})
const subscriber = (email: string) =>
  app.db.maybeOne(sql.type(Subscriber)`
    SELECT email, source, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed
    FROM newsletter_subscribers WHERE lower(email) = lower(${email})`)

const tokenOf = (mail: ReceivedMail | undefined, pathname: string) =>
  linkIn(mail as ReceivedMail, pathname).searchParams.get('token') as string

describe('POST /api/newsletter', () => {
  it('records the address as pending and mails a confirmation link with an unsubscribe link and headers', async () => {
    const email = `${unique('ada')}@Example.com`
    const response = await subscribe({ email, source: 'blog' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, message: CHECK_INBOX })
    expect(await subscriber(email)).toEqual({ email, source: 'blog', confirmed: false, unsubscribed: false })

    const [mail] = await mailsTo(email)
    expect(mail?.to).toEqual([email.toLowerCase()])
    expect(mail?.subject).toBe('Confirm your Kitly newsletter subscription')
    expect(tokenOf(mail, '/newsletter/confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const unsubscribePage = linkIn(mail as ReceivedMail, '/newsletter/unsubscribe')
    expect(mail?.html).toContain(`href="${unsubscribePage.toString()}"`)
    const oneClick = new URL(/^<(.+)>$/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? 'http://x')
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe')
    expect(oneClick.searchParams.get('token')).toBe(unsubscribePage.searchParams.get('token'))
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  })

  it('answers a repeat the same, stores one row, and re-sends the link to a pending address at most every 5 minutes', async () => {
    const email = `${unique('bo')}@example.com`
    await subscribe({ email })
    const again = await subscribe({ email: ` ${email.toUpperCase()} ` })
    expect(again.json()).toEqual({ ok: true, message: CHECK_INBOX })
    expect(await mailsTo(email)).toHaveLength(1)
    const rows = await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = lower(${email})`)
    expect(rows).toBe(1)

    await app.db.query(sql.typeAlias('void')`
      UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '6 minutes' WHERE lower(email) = lower(${email})`)
    await subscribe({ email })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    // Only the newest link confirms.
    expect(
      (await post('/api/newsletter/confirm', { token: tokenOf(mails[0], '/newsletter/confirm') })).statusCode,
    ).toBe(400)
    expect(
      (await post('/api/newsletter/confirm', { token: tokenOf(mails[1], '/newsletter/confirm') })).statusCode,
    ).toBe(200)
  })

  it('confirms with the link (again is fine); a confirmed address gets no more mail when entered again', async () => {
    const email = `${unique('cy')}@example.com`
    await subscribe({ email })
    const token = tokenOf((await mailsTo(email))[0], '/newsletter/confirm')
    const confirmed = await post('/api/newsletter/confirm', { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ ok: true })
    expect((await subscriber(email))?.confirmed).toBe(true)
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200)

    await subscribe({ email })
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('refuses a made-up or expired confirmation link', async () => {
    const made_up = await post('/api/newsletter/confirm', { token: 'C'.repeat(43) })
    expect(made_up.statusCode).toBe(400)
    expect(made_up.json().error).toBe(CONFIRMATION_LINK_INVALID)

    const email = `${unique('dee')}@example.com`
    await subscribe({ email })
    const token = tokenOf((await mailsTo(email))[0], '/newsletter/confirm')
    await app.db.query(sql.typeAlias('void')`
      UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '8 days' WHERE lower(email) = lower(${email})`)
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(400)
    expect((await subscriber(email))?.confirmed).toBe(false)
  })

  it('unsubscribes in one click from the page and from a mail client (RFC 8058 form POST)', async () => {
    const fromPage = `${unique('ed')}@example.com`
    await subscribe({ email: fromPage })
    const [pageMail] = await mailsTo(fromPage)
    await post('/api/newsletter/confirm', { token: tokenOf(pageMail, '/newsletter/confirm') })
    const page = await post('/api/newsletter/unsubscribe', { token: tokenOf(pageMail, '/newsletter/unsubscribe') })
    expect(page.statusCode).toBe(200)
    expect(await subscriber(fromPage)).toMatchObject({ unsubscribed: true })

    const fromClient = `${unique('flo')}@example.com`
    await subscribe({ email: fromClient })
    const [clientMail] = await mailsTo(fromClient)
    const oneClick = /^<(.+)>$/.exec(clientMail?.headers.get('list-unsubscribe') ?? '')?.[1] as string
    // A mail provider's server posts the form, with no Origin and no cookie.
    const response = await browser(app, { origin: null }).inject({
      method: 'POST',
      url: new URL(oneClick).pathname + new URL(oneClick).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    expect(await subscriber(fromClient)).toMatchObject({ unsubscribed: true })
    // Its confirmation link is void now.
    expect(
      (await post('/api/newsletter/confirm', { token: tokenOf(clientMail, '/newsletter/confirm') })).statusCode,
    ).toBe(400)
  })

  it('refuses an unknown unsubscribe link', async () => {
    const response = await post('/api/newsletter/unsubscribe', { token: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(UNSUBSCRIBE_LINK_INVALID)
  })

  it('brings back an address that had unsubscribed as pending, with a new confirmation mail', async () => {
    const email = `${unique('gus')}@example.com`
    await subscribe({ email })
    const [first] = await mailsTo(email)
    await post('/api/newsletter/confirm', { token: tokenOf(first, '/newsletter/confirm') })
    await post('/api/newsletter/unsubscribe', { token: tokenOf(first, '/newsletter/unsubscribe') })
    // Past the 5 minutes between confirmation mails.
    await app.db.query(sql.typeAlias('void')`
      UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '6 minutes' WHERE lower(email) = lower(${email})`)
    await subscribe({ email: email.toUpperCase() })
    expect(await subscriber(email)).toMatchObject({ confirmed: false, unsubscribed: false })
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it.each([
    ['no email', {}, 'Invalid request body: email: Please enter your email address'],
    ['a blank email', { email: '  ' }, 'Invalid request body: email: Please enter your email address'],
    ['a malformed email', { email: 'not-an-email' }, 'Invalid request body: email: Please enter a valid email address'],
    [
      'a long source',
      { email: 'cy@example.com', source: 'x'.repeat(101) },
      'Invalid request body: source: source must be at most 100 characters',
    ],
  ])('rejects %s with a 400 that says why, and stores nothing', async (_case, payload, error) => {
    const count = () =>
      app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM newsletter_subscribers`)
    const before = await count()
    const response = await subscribe(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
    expect(await count()).toBe(before)
  })
})
