/** /api/submissions and /api/users/submissions: a maker's drafts, submits, duplicates and daily limit. */
import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createTool, createUser } from '../../../test/factories.ts'
import { browser, browserAs } from '../../../test/session.ts'
import { TOOL_LISTED_DISCONTINUED } from '../../content/discontinued-tools.ts'
import { TOOL_ALREADY_LISTED } from '../../lib/field-rules.ts'
import { SUBMISSION_NOT_FOUND, TOO_MANY_SUBMISSIONS } from './index.ts'
import { SUBMISSIONS_PER_DAY } from './queries.ts'

const { app, mailsTo } = await withMailServer()

let site = 0
/** A site of its own per call, so no test's tool is another's duplicate. */
const newSite = () => `https://www.maker-${++site}-${process.pid}.dev/`
const complete = (url = newSite()) => ({ website_url: url, name: 'Frame AI', short_description: 'Makes frames.' })

const listedTool = async (url: string) => {
  const tool = await createTool(app.db)
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET website_url = ${url} WHERE id = ${tool.id}`)
  return tool
}

const discontinue = (toolId: number) =>
  app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE id = ${toolId}`)

const storedState = (id: number) =>
  app.db.oneFirst(sql.type(z.object({ state: z.string() }))`SELECT state FROM tool_submissions WHERE id = ${id}`)

describe('creating and submitting', () => {
  it('saves a draft with only the URL, keeping its registrable domain, and mails nobody', async () => {
    const user = await createUser(app.db)
    const maker = await browserAs(app, user)
    const response = await maker.post('/api/submissions', { website_url: 'app.drafty.io/start', name: '' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      state: 'draft',
      website_url: 'https://app.drafty.io/start',
      registrable_domain: 'drafty.io',
      name: null,
      queue_position: null,
      submitted_at: null,
    })
    expect(await mailsTo(user.email)).toEqual([])
  })

  it('submits at once with submit: true, answers its queue position and mails the maker', async () => {
    const user = await createUser(app.db)
    const response = await (await browserAs(app, user)).post('/api/submissions', { ...complete(), submit: true })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ state: 'submitted', name: 'Frame AI', pricing_model: 'Free' })
    expect(body.queue_position).toBeGreaterThanOrEqual(1)
    const [mail] = await mailsTo(user.email)
    expect(mail?.subject).toBe('We received your submission of Frame AI')
    expect(mail?.text).toContain('http://localhost:3000/dashboard/submissions')
  })

  it('refuses a submit without the required fields, with the tool form’s messages per field', async () => {
    const maker = await browserAs(app, await createUser(app.db))
    const response = await maker.post('/api/submissions', { website_url: newSite(), submit: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().details).toEqual([
      { field: 'name', message: 'Tool name is required' },
      { field: 'short_description', message: 'Short description is required' },
    ])
    const bad = await maker.post('/api/submissions', { website_url: 'not a url', video_url: 'ftp://x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Website URL must be a valid URL (http:// or https://)')
    const unknownTask = await maker.post('/api/submissions', { website_url: newSite(), tasks: ['no-such-task'] })
    expect(unknownTask.statusCode).toBe(400)
    expect(unknownTask.json().error).toBe('Unknown task: no-such-task')
  })

  it('answers 401 to a visitor on every route', async () => {
    const visitor = browser(app)
    for (const response of [
      await visitor.post('/api/submissions', complete()),
      await visitor.post('/api/submissions/check-url', { url: newSite() }),
      await visitor.get('/api/submissions/1'),
      await visitor.put('/api/submissions/1', complete()),
      await visitor.get('/api/users/submissions'),
    ]) {
      expect(response.statusCode).toBe(401)
    }
  })
})

describe('editing', () => {
  it('lets only the owner read and edit; others get 404', async () => {
    const owner = await browserAs(app, await createUser(app.db))
    const other = await browserAs(app, await createUser(app.db))
    const { id } = (await owner.post('/api/submissions', { website_url: newSite() })).json()
    expect((await other.get(`/api/submissions/${id}`)).statusCode).toBe(404)
    const takeover = await other.put(`/api/submissions/${id}`, complete())
    expect(takeover.statusCode).toBe(404)
    expect(takeover.json()).toEqual({ error: SUBMISSION_NOT_FOUND })
    const edited = await owner.put(`/api/submissions/${id}`, complete())
    expect(edited.json()).toMatchObject({ id, name: 'Frame AI', state: 'draft' })
    expect((await owner.get(`/api/submissions/${id}`)).json()).toMatchObject({ name: 'Frame AI' })
  })

  it('submits a draft with PUT submit: true, then refuses edits while it is queued', async () => {
    const owner = await browserAs(app, await createUser(app.db))
    const { id } = (await owner.post('/api/submissions', { website_url: newSite() })).json()
    const sent = await owner.put(`/api/submissions/${id}`, { ...complete(), submit: true })
    expect(sent.json()).toMatchObject({ state: 'submitted' })
    const again = await owner.put(`/api/submissions/${id}`, complete())
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatch(/can be edited only as a draft/)
    expect(await storedState(id)).toBe('submitted')
  })

  it('lists the maker’s own submissions, newest first', async () => {
    const user = await createUser(app.db)
    const maker = await browserAs(app, user)
    const first = (await maker.post('/api/submissions', { website_url: newSite() })).json()
    const second = (await maker.post('/api/submissions', { ...complete(), submit: true })).json()
    await (await browserAs(app, await createUser(app.db))).post('/api/submissions', { website_url: newSite() })
    const list = (await maker.get('/api/users/submissions')).json()
    expect(list.map((each: { id: number }) => each.id)).toEqual([second.id, first.id])
    expect(list[0]).toMatchObject({ state: 'submitted', reviewer_message: null })
    expect(list[0].queue_position).toBeGreaterThanOrEqual(1)
  })
})

describe('duplicates by registrable domain', () => {
  it('answers 409 with the listing’s slug for the same site under www. or another subdomain', async () => {
    const tool = await listedTool('https://www.listed-one.com/home')
    const maker = await browserAs(app, await createUser(app.db))
    for (const url of ['https://listed-one.com', 'https://app.listed-one.com/x', 'http://WWW.LISTED-ONE.COM']) {
      const response = await maker.post('/api/submissions', { ...complete(url), submit: true })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        error: TOOL_ALREADY_LISTED,
        details: { tool_slug: tool.slug, discontinued: false },
      })
    }
  })

  it('says a site listed as discontinued is, and points its maker to claiming the listing', async () => {
    const gone = await listedTool('https://gone-site.ai/app')
    await discontinue(gone.id)
    const maker = await browserAs(app, await createUser(app.db))
    for (const body of [
      { website_url: 'https://www.gone-site.ai' },
      { ...complete('https://gone-site.ai'), submit: true },
    ]) {
      const response = await maker.post('/api/submissions', body)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        error: TOOL_LISTED_DISCONTINUED,
        details: { tool_slug: gone.slug, discontinued: true },
      })
    }
    expect(TOOL_LISTED_DISCONTINUED).toBe(
      'This tool is listed as discontinued. If it is yours, claim it from its page to bring it back.',
    )
    const check = (await maker.post('/api/submissions/check-url', { url: 'gone-site.ai' })).json()
    expect(check).toMatchObject({ listed: true, tool_slug: gone.slug, discontinued: true })
  })

  it('still refuses a site as already listed when a live tool is on it beside a discontinued one', async () => {
    const gone = await listedTool('https://half-gone.ai/')
    await discontinue(gone.id)
    const live = await listedTool('https://half-gone.ai/studio')
    const maker = await browserAs(app, await createUser(app.db))
    const response = await maker.post('/api/submissions', { website_url: 'https://half-gone.ai' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: TOOL_ALREADY_LISTED,
      details: { tool_slug: live.slug, discontinued: false },
    })
    const check = (await maker.post('/api/submissions/check-url', { url: 'https://half-gone.ai' })).json()
    expect(check).toMatchObject({ listed: true, tool_slug: live.slug, discontinued: false })
  })

  it('tells apart sites on a shared host (github.io) and knows public suffixes like co.uk', async () => {
    await listedTool('https://alpha-maker.github.io/tool')
    await listedTool('https://shop.bravo-maker.co.uk')
    const maker = await browserAs(app, await createUser(app.db))
    const sibling = await maker.post('/api/submissions', { website_url: 'https://beta-maker.github.io' })
    expect(sibling.statusCode).toBe(201)
    expect(sibling.json().registrable_domain).toBe('beta-maker.github.io')
    const sameSite = await maker.post('/api/submissions', { website_url: 'https://bravo-maker.co.uk' })
    expect(sameSite.statusCode).toBe(409)
    const otherUk = await maker.post('/api/submissions', { website_url: 'https://charlie-maker.co.uk' })
    expect(otherUk.statusCode).toBe(201)
  })

  it('check-url answers the domain, whether it is listed, and pre-fill from the catalog', async () => {
    const tool = await listedTool('https://checked-site.ai')
    const maker = await browserAs(app, await createUser(app.db))
    const listed = await maker.post('/api/submissions/check-url', { url: 'www.checked-site.ai/pricing' })
    expect(listed.json()).toMatchObject({
      url: 'https://www.checked-site.ai/pricing',
      registrable_domain: 'checked-site.ai',
      listed: true,
      tool_slug: tool.slug,
      discontinued: false,
      prefill: { name: tool.name },
    })
    const hidden = await createTool(app.db, { status: 'inactive' })
    await app.db.query(
      sql.typeAlias('void')`UPDATE tools SET website_url = 'https://hidden-site.ai' WHERE id = ${hidden.id}`,
    )
    const known = (await maker.post('/api/submissions/check-url', { url: 'https://hidden-site.ai' })).json()
    expect(known).toMatchObject({ listed: false, tool_slug: null, prefill: { name: hidden.name } })
    const fresh = (await maker.post('/api/submissions/check-url', { url: newSite() })).json()
    expect(fresh).toMatchObject({ listed: false, prefill: null })
    const bad = await maker.post('/api/submissions/check-url', { url: 'javascript:alert(1)' })
    expect(bad.statusCode).toBe(400)
  })

  it("names the site's home listing when several tools share the domain, whichever was listed first", async () => {
    await listedTool('https://shared-site.ai/gpts/editor')
    const home = await listedTool('https://shared-site.ai/')
    const maker = await browserAs(app, await createUser(app.db))
    const answer = (await maker.post('/api/submissions/check-url', { url: 'https://shared-site.ai' })).json()
    expect(answer).toMatchObject({ listed: true, tool_slug: home.slug })
  })
})

describe('the daily limit', () => {
  it(`takes ${SUBMISSIONS_PER_DAY} submits a day per account, counts no drafts, and answers 429 after`, async () => {
    const maker = await browserAs(app, await createUser(app.db))
    for (let draft = 0; draft < SUBMISSIONS_PER_DAY + 1; draft += 1) {
      expect((await maker.post('/api/submissions', { website_url: newSite() })).statusCode).toBe(201)
    }
    for (let sent = 0; sent < SUBMISSIONS_PER_DAY; sent += 1) {
      expect((await maker.post('/api/submissions', { ...complete(), submit: true })).statusCode).toBe(201)
    }
    const over = await maker.post('/api/submissions', { ...complete(), submit: true })
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ error: TOO_MANY_SUBMISSIONS })
    // A draft still saves, and another account is not affected.
    expect((await maker.post('/api/submissions', { website_url: newSite() })).statusCode).toBe(201)
    const other = await browserAs(app, await createUser(app.db))
    expect((await other.post('/api/submissions', { ...complete(), submit: true })).statusCode).toBe(201)
  })
})
