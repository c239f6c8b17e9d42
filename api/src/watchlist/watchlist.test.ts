/**
 * The watchlist end to end: saving follows, a change of a followed tool's plans, pricing model or status is recorded
 * by triggers, and the digest job mails each follower one digest a day at most, through the local SMTP server.
 */
import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../test/app-with-mail.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createAdmin, createTool, createUser, type TestUser } from '../../test/factories.ts'
import { linkIn, type ReceivedMail } from '../../test/mail-server.ts'
import { browserAs, injectAs } from '../../test/session.ts'
import { sendWatchDigests } from './send-digests.ts'

const { app, mailsTo } = await withMailServer()
const admin = await createAdmin(app.db)
const asAdmin = await browserAs(app, admin)

const DAY_MS = 86_400_000
/** The job's clock: each test moves it on by whole days, so a digest sent "yesterday" is a day old. */
let clock = Date.now()
const runDigests = (daysLater = 0) => {
  clock += daysLater * DAY_MS
  return sendWatchDigests(app.db, new Date(clock))
}

/** A Team plan billed yearly per seat, at `price`. */
const teamPlan = (price: number) => ({
  name: 'Team',
  billing_period: 'year',
  price,
  currency: 'USD',
  is_free_tier: false,
  unit: 'seat',
  included_amount: 5,
  overage_price: 40,
  source_url: 'https://example.com/pricing/team',
  as_of: '2026-10-15',
})
const setPrice = async (toolId: number, price: number) => {
  const response = await asAdmin.put(`/api/admin/tools/${toolId}/plans`, { plans: [teamPlan(price)] })
  expect(response.statusCode).toBe(200)
}

/** A user with a verified address (digests go to verified addresses only) who saved `tools`. */
async function follower(...tools: { id: number }[]): Promise<TestUser> {
  const user = await createUser(app.db)
  await app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}`)
  for (const tool of tools) {
    const saved = await injectAs(app, user, { method: 'POST', url: `/api/users/saved-tools/${tool.id}` })
    expect(saved.statusCode).toBe(200)
  }
  return user
}

/** A tool with a Team plan at $200 a year, before anyone follows it. */
async function pricedTool(name: string) {
  const tool = await createTool(app.db, { name, pricingModel: 'Freemium' })
  await setPrice(tool.id, 200)
  return tool
}

const digestState = (userId: number) =>
  app.db.maybeOne(sql.type(z.object({ emails_on: z.boolean(), last_event_id: z.number() }))`
    SELECT emails_on, last_event_id FROM watch_digests WHERE user_id = ${userId}`)

describe('watch digests', () => {
  it('mails a follower one digest naming the old and new price, with links to the tool and its alternatives', async () => {
    const tool = await pricedTool('Quillpad')
    const user = await follower(tool)
    await setPrice(tool.id, 250)

    expect(await runDigests(1)).toBeGreaterThanOrEqual(1)
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0] as ReceivedMail
    expect(mail.subject).toBe('Quillpad changed on Kitly')
    expect(mail.text).toContain(
      'Team plan: $200 a year (5 seats included, then $40 per seat) → $250 a year (5 seats included, then $40 per seat)',
    )
    expect(mail.html).toContain(
      'Team plan: $200 a year (5 seats included, then $40 per seat) → $250 a year (5 seats included, then $40 per seat)',
    )
    expect(linkIn(mail, `/tools/${tool.slug}`).pathname).toBe(`/tools/${tool.slug}`)
    expect(linkIn(mail, `/tools/${tool.slug}/alternatives`).pathname).toBe(`/tools/${tool.slug}/alternatives`)
    expect(linkIn(mail, '/watchlist/unsubscribe').searchParams.get('token')).toMatch(/^\d+\./)
    expect(mail.headers.get('list-unsubscribe')).toMatch(/\/api\/watchlist\/unsubscribe\?token=/)
    expect(await digestState(user.id)).toMatchObject({ emails_on: true })

    // Nothing new: the next run mails nothing, even a day later.
    await runDigests(1)
    expect(await mailsTo(user.email)).toHaveLength(1)
  })

  it('sends one email a day however many changes, and the next day’s changes in the next one', async () => {
    const tool = await pricedTool('Brushwise')
    const other = await pricedTool('Clipforge')
    const user = await follower(tool, other)
    await setPrice(tool.id, 300)
    await setPrice(tool.id, 350)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET pricing_model = 'Paid' WHERE id = ${other.id}`)

    await runDigests(1)
    const [first] = await mailsTo(user.email)
    expect(first?.subject).toBe('2 tools you follow changed on Kitly')
    // Two changes of one plan read as one, from the first price to the last.
    expect(first?.text).toContain(
      'Team plan: $200 a year (5 seats included, then $40 per seat) → $350 a year (5 seats included, then $40 per seat)',
    )
    expect(first?.text).not.toContain('$300')
    expect(first?.text).toContain('Pricing model: Freemium → Paid')

    // A change the same day waits for tomorrow's digest.
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE id = ${other.id}`)
    await runDigests()
    expect(await mailsTo(user.email)).toHaveLength(1)

    await runDigests(1)
    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.subject).toBe('Clipforge changed on Kitly')
    expect(mails[1]?.text).toContain('Status: Active → Inactive')
    expect(mails[1]?.text).not.toContain('Team plan')
  })

  it('mails nothing for a tool nobody follows, one its saver unfollowed, or changes before it was saved', async () => {
    const tool = await pricedTool('Loomly')
    await setPrice(tool.id, 220)
    const saverBefore = await follower(tool)
    const unfollower = await follower(tool)
    const unfollowed = await injectAs(app, unfollower, {
      method: 'PUT',
      url: `/api/users/saved-tools/${tool.id}/following`,
      payload: { following: false },
    })
    expect(unfollowed.statusCode).toBe(200)
    expect(unfollowed.json()).toEqual({ ok: true, saved: true, following: false })
    const bystander = await follower()

    await runDigests(1)
    expect(await mailsTo(saverBefore.email)).toHaveLength(0)

    await setPrice(tool.id, 240)
    await runDigests(1)
    expect(await mailsTo(unfollower.email)).toHaveLength(0)
    expect(await mailsTo(bystander.email)).toHaveLength(0)
    expect(await mailsTo(saverBefore.email)).toHaveLength(1)
  })

  it('mails nothing to a follower who opted out in their profile', async () => {
    const tool = await pricedTool('Scribbly')
    const user = await follower(tool)
    const optOut = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/users/watchlist-settings',
      payload: { emails: false },
    })
    expect(optOut.statusCode).toBe(200)
    expect(optOut.json()).toEqual({ emails: false })
    const read = await injectAs(app, user, { method: 'GET', url: '/api/users/watchlist-settings' })
    expect(read.json()).toEqual({ emails: false })
    expect(await digestState(user.id)).toMatchObject({ emails_on: false })

    await setPrice(tool.id, 400)
    await runDigests(1)
    expect(await mailsTo(user.email)).toHaveLength(0)
  })

  it('unsubscribes in one click without signing in, and refuses a tampered link', async () => {
    const tool = await pricedTool('Voxel Studio')
    const user = await follower(tool)
    const victim = await follower(tool)
    await setPrice(tool.id, 210)
    await runDigests(1)
    const [mail] = await mailsTo(user.email)
    const token = linkIn(mail as ReceivedMail, '/watchlist/unsubscribe').searchParams.get('token') as string

    const tampered = token.replace(/^\d+/, String(victim.id))
    const refused = await app.inject({
      method: 'POST',
      url: '/api/watchlist/unsubscribe',
      payload: { token: tampered },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: 'This unsubscribe link is invalid.' })
    expect(await digestState(victim.id)).toMatchObject({ emails_on: true })

    // As a mail client's one-click button posts it: the token in the URL, a form body, no cookie.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/watchlist/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.json()).toEqual({ ok: true })
    expect(await digestState(user.id)).toMatchObject({ emails_on: false })

    await setPrice(tool.id, 230)
    await runDigests(1)
    expect(await mailsTo(user.email)).toHaveLength(1)
    expect(await mailsTo(victim.email)).toHaveLength(2)
  })

  it('refuses bad settings and following an unknown tool with a clear message', async () => {
    const user = await follower()
    const bad = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/users/watchlist-settings',
      payload: { emails: 'sometimes' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('emails must be true or false')
    const unknown = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/users/saved-tools/2147483600/following',
      payload: { following: true },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Tool not found' })
    const signedOut = await app.inject({ method: 'GET', url: '/api/users/watchlist-settings' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('does nothing while another instance holds the job’s lock', async () => {
    await app.db.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`SELECT FROM pg_advisory_xact_lock(hashtext('kitly:watch-digests'))`)
      expect(await runDigests()).toBeNull()
    })
    expect(await runDigests()).not.toBeNull()
  })

  it('runs inside the server every WATCH_DIGEST_EVERY, and not at all when it is off', async () => {
    expect(app.hasPlugin('scheduled-watch-digests')).toBe(false)
    const scheduled = await buildTestApp({ WATCH_DIGEST_EVERY: '1h' })
    try {
      expect(scheduled.hasPlugin('scheduled-watch-digests')).toBe(true)
    } finally {
      await scheduled.close()
    }
  })
})
