/**
 * PUT /api/users/listings/{slug}: a verified maker's edit of their listing (cosmetic fields at once, facts as
 * an edit request), and the admins' decisions on such a request in /api/admin/submissions.
 */
import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { lastAuditEntry } from '../../../test/admin-test-kit.ts'
import { withMailServer } from '../../../test/app-with-mail.ts'
import { createAdmin, createTool, createUser, setToolMaker, type TestUser } from '../../../test/factories.ts'
import { type Browser, browserAs } from '../../../test/session.ts'
import { SOURCE_URL_REQUIRED } from './schemas.ts'

const { app, mailsTo } = await withMailServer()
const asAdmin = await browserAs(app, await createAdmin(app.db))
const SOURCE = 'https://maker.example.com/pricing'

/** A listed tool (Freemium, 10 free credits) with its verified maker, signed in. */
async function listing(name = 'Plain Listing') {
  const maker = await createUser(app.db)
  const tool = await createTool(app.db, { name, pricingModel: 'Freemium' })
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET free_credit_info = '10 credits' WHERE id = ${tool.id}`)
  await setToolMaker(app.db, tool.id, maker.id)
  return { maker, tool, asMaker: await browserAs(app, maker), url: `/api/users/listings/${tool.slug}` }
}

/** The maker proposes Paid pricing; answers the edit request's id. */
async function proposePaid(asMaker: Browser, url: string, fields: Record<string, unknown> = {}) {
  const response = await asMaker.put(url, { pricing_model: 'Paid', source_url: SOURCE, ...fields })
  expect(response.statusCode).toBe(200)
  return response.json<{ edit_request: { id: number } }>().edit_request.id
}

const toolFacts = (id: number) =>
  app.db.one(sql.unsafe`SELECT pricing_model, free_credit_info, short_description FROM tools WHERE id = ${id}`)

const lastMailTo = async (maker: TestUser) => (await mailsTo(maker.email)).at(-1)

describe('PUT /api/users/listings/{slug}', () => {
  it('applies the cosmetic fields at once, searchable, audited with the maker as actor', async () => {
    const { maker, tool, asMaker, url } = await listing()
    const response = await asMaker.put(url, {
      short_description: 'Drafts zanzibrook reports overnight.',
      description: '',
      tags: 'reports, drafts',
      video_url: 'https://video.example.com/demo',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      slug: tool.slug,
      short_description: 'Drafts zanzibrook reports overnight.',
      tags: ['reports', 'drafts'],
      video_url: 'https://video.example.com/demo',
      pricing_model: 'Freemium',
      edit_request: null,
    })
    const search = (await app.inject({ url: '/api/search?q=zanzibrook' })).json()
    expect(search.hits.map((hit: { id: number }) => hit.id)).toEqual([tool.id])
    expect(await lastAuditEntry(app)).toMatchObject({
      actor_id: maker.id,
      action: 'listing.edit',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { fields: ['short_description', 'description', 'video_url', 'tags'], edit_request_id: null },
    })
  })

  it('queues changed facts as an edit request with a source, leaving the tool as it is, and mails the maker', async () => {
    const { maker, tool, asMaker, url } = await listing('Fact Keeper')
    const missing = await asMaker.put(url, { pricing_model: 'Paid', short_description: 'Changed too.' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ error: SOURCE_URL_REQUIRED, details: [{ field: 'source_url' }] })
    expect(await toolFacts(tool.id)).toMatchObject({ short_description: 'Fact Keeper does things.' })
    const badSource = await asMaker.put(url, { pricing_model: 'Paid', source_url: 'ftp://x.example.com' })
    expect(badSource.json().error).toBe('Source URL must be a valid URL (http:// or https://)')

    const response = await asMaker.put(url, { pricing_model: 'Paid', free_credit_info: '', source_url: SOURCE })
    expect(response.json()).toMatchObject({
      pricing_model: 'Freemium',
      edit_request: { state: 'submitted', pricing_model: 'Paid', free_credit_info: null, source_url: SOURCE },
    })
    expect(await toolFacts(tool.id)).toMatchObject({ pricing_model: 'Freemium', free_credit_info: '10 credits' })
    expect((await lastMailTo(maker))?.subject).toBe('We received your changes to Fact Keeper')
    // The same facts again are no change: nothing to source, nothing queued.
    const same = await asMaker.put(url, { pricing_model: 'Freemium', free_credit_info: '10 credits' })
    expect(same.statusCode).toBe(200)
  })

  it('replaces the open edit request instead of queueing another, and keeps edits out of new-tool submissions', async () => {
    const { tool, asMaker, url } = await listing()
    const first = await proposePaid(asMaker, url)
    await asAdmin.post(`/api/admin/submissions/${first}/request-changes`, { message: 'Which plan?' })
    const second = await proposePaid(asMaker, url, { free_credit_info: 'None' })
    expect(second).toBe(first)
    const open = await app.db.any(
      sql.unsafe`SELECT state, free_credit_info FROM tool_submissions WHERE edit_of = ${tool.id}`,
    )
    expect(open).toEqual([{ state: 'submitted', free_credit_info: 'None' }])
    expect((await asMaker.get('/api/users/submissions')).json()).toEqual([])
    expect((await asMaker.get(`/api/submissions/${first}`)).statusCode).toBe(404)
    const listings = (await asMaker.get('/api/users/listings')).json()
    expect(listings[0].edit_request).toMatchObject({ id: first, state: 'submitted' })
  })

  it("answers 404 to anyone but the tool's maker, and 401 before validation when signed out", async () => {
    const { url } = await listing()
    const stranger = await browserAs(app, await createUser(app.db))
    const refused = await stranger.put(url, { short_description: 'Mine now.' })
    expect(refused.statusCode).toBe(404)
    expect((await asAdmin.put(url, { short_description: 'Mine now.' })).statusCode).toBe(404)
    const signedOut = await app.inject({ method: 'PUT', url, payload: { tags: 5 } })
    expect(signedOut.statusCode).toBe(401)
  })

  it('refuses a blank short description with the form message', async () => {
    const { asMaker, url } = await listing()
    const response = await asMaker.put(url, { short_description: ' ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Short description is required')
  })
})

describe('an edit request in the admin queue', () => {
  it('shows the current facts beside the proposed ones, marked as an edit of the tool', async () => {
    const { tool, asMaker, url } = await listing('Diffable Tool')
    const id = await proposePaid(asMaker, url)
    const detail = (await asAdmin.get(`/api/admin/submissions/${id}`)).json()
    expect(detail).toMatchObject({
      name: 'Diffable Tool',
      edit_of: tool.id,
      edit_of_slug: tool.slug,
      source_url: SOURCE,
      pricing_model: 'Paid',
      free_credit_info: '10 credits',
      current_tool: { slug: tool.slug, pricing_model: 'Freemium', free_credit_info: '10 credits' },
      possible_duplicates: { by_domain: [], by_name: [] },
    })
    const list = (await asAdmin.get('/api/admin/submissions?q=diffable')).json()
    expect(list.submissions).toMatchObject([{ id, edit_of_slug: tool.slug }])
  })

  it('approves: gives the tool the facts, searchable, audited, mailed', async () => {
    const { maker, tool, asMaker, url } = await listing('Approvable Tool')
    const id = await proposePaid(asMaker, url, { free_credit_info: 'A 7-day trial' })
    const response = await asAdmin.post(`/api/admin/submissions/${id}/approve`)
    expect(response.json()).toMatchObject({ state: 'approved', tool_id: null, edit_of: tool.id })
    expect(await toolFacts(tool.id)).toMatchObject({ pricing_model: 'Paid', free_credit_info: 'A 7-day trial' })
    const search = (await app.inject({ url: '/api/search?q=approvable&pricing=paid' })).json()
    expect(search.hits.map((hit: { id: number }) => hit.id)).toEqual([tool.id])
    expect(await lastAuditEntry(app)).toMatchObject({
      action: 'submission.approve',
      details: { tool_id: tool.id, edit: true },
    })
    const mail = await lastMailTo(maker)
    expect(mail?.subject).toBe('Your changes to Approvable Tool are live')
    expect(mail?.text).toContain(`/tools/${tool.slug}`)
    expect((await asMaker.get(url)).json().edit_request).toMatchObject({ id, state: 'approved' })
  })

  it('rejects: leaves the tool unchanged and mails the reason', async () => {
    const { maker, tool, asMaker, url } = await listing('Rejectable Tool')
    const id = await proposePaid(asMaker, url)
    const response = await asAdmin.post(`/api/admin/submissions/${id}/reject`, {
      reason: 'other',
      text: 'Page says free.',
    })
    expect(response.json()).toMatchObject({ state: 'rejected' })
    expect(await toolFacts(tool.id)).toMatchObject({ pricing_model: 'Freemium', free_credit_info: '10 credits' })
    const mail = await lastMailTo(maker)
    expect(mail?.subject).toBe('Your changes to Rejectable Tool were not accepted')
    expect(mail?.text).toContain('Page says free.')
  })
})
