/**
 * /api/admin/link-health: the queue of tools whose link needs a look, and the admins' actions on it (use the final
 * URL, mark discontinued or listed again, check now), each audited; and what the public then sees.
 */
import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminTestContext, expectAdminOnly, lastAuditEntry } from '../../../../test/admin-test-kit.ts'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createTool, createUser } from '../../../../test/factories.ts'
import { imageHeader } from '../../../../test/image-headers.ts'
import {
  answer,
  htmlPage,
  type LinkSites,
  redirectTo,
  servedFile,
  startLinkSites,
} from '../../../../test/link-sites.ts'
import { browserAs } from '../../../../test/session.ts'

let context: AdminTestContext
let sites: LinkSites
beforeAll(async () => {
  sites = await startLinkSites()
  // The sites listen on 127.0.0.1, which the checker refuses unless told otherwise (tests only).
  const app = await buildTestApp({ LINK_CHECK_ALLOW_PRIVATE_ADDRESSES: 'true', LINK_CHECK_TIMEOUT_MS: '1000' })
  const admin = await createAdmin(app.db)
  context = { app, admin, user: await createUser(app.db), asAdmin: await browserAs(app, admin) }
})
afterAll(async () => {
  await context.app.close()
  await sites.close()
})

type Health = { status: string; final_url?: string | null; problem?: string | null; failed_days?: number }

/** A tool whose last check found `health` (at `checkedAt`, default now). */
async function toolWithHealth(health: Health, fields: { name?: string; websiteUrl?: string } = {}) {
  const tool = await createTool(context.app.db, fields)
  await context.app.db.query(sql.typeAlias('void')`
    INSERT INTO tool_link_health (tool_id, checked_at, ok_at, status, final_url, problem, failed_days)
    VALUES (${tool.id}, now(), ${health.status === 'ok' || health.status === 'redirected' ? sql.fragment`now()` : null},
            ${health.status}, ${health.final_url ?? null}, ${health.problem ?? null}, ${health.failed_days ?? 0})`)
  return tool
}

const ToolRow = z.object({ website_url: z.string(), discontinued_at: z.string().nullable() })
const toolRow = (id: number) =>
  context.app.db.one(sql.type(ToolRow)`SELECT website_url, discontinued_at FROM tools WHERE id = ${id}`)
const LinkRow = z.object({ status: z.string(), final_url: z.string().nullable() })
const linkRow = (id: number) =>
  context.app.db.maybeOne(sql.type(LinkRow)`SELECT status, final_url FROM tool_link_health WHERE tool_id = ${id}`)

const queue = async (query = '') => {
  const response = await context.asAdmin.get(`/api/admin/link-health${query}`)
  expect(response.statusCode).toBe(200)
  return response.json() as { total: number; tools: { tool_id: number; link_status: string | null }[] }
}

describe('/api/admin/link-health', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/link-health', [
      ['GET', ''],
      ['POST', '/1/use-final-url'],
      ['POST', '/1/discontinue'],
      ['POST', '/1/restore'],
      ['POST', '/1/check'],
    ])
  })

  it('lists the dead, failing and redirected links, worst first, and leaves OK ones out', async () => {
    const fine = await toolWithHealth({ status: 'ok' }, { name: 'Queue Fine' })
    const moved = await toolWithHealth({ status: 'redirected', final_url: 'https://moved.example/' })
    const down = await toolWithHealth({ status: 'failing', problem: 'answered 503', failed_days: 1 })
    const dead = await toolWithHealth({ status: 'dead', problem: 'answered 404', failed_days: 3 })

    const ids = (await queue()).tools.map((entry) => entry.tool_id)
    expect(ids.indexOf(dead.id)).toBeLessThan(ids.indexOf(down.id))
    expect(ids.indexOf(down.id)).toBeLessThan(ids.indexOf(moved.id))
    expect(ids).not.toContain(fine.id)
    expect((await queue('?queue=dead')).tools).toEqual([
      expect.objectContaining({ tool_id: dead.id, link_status: 'dead', problem: 'answered 404', failed_days: 3 }),
    ])
    expect((await queue(`?queue=redirected&q=${encodeURIComponent(moved.slug)}`)).tools).toEqual([
      expect.objectContaining({ tool_id: moved.id, final_url: 'https://moved.example/' }),
    ])
  })

  it('refuses an unknown queue with a 400 naming the choices', async () => {
    const response = await context.asAdmin.get('/api/admin/link-health?queue=broken')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(
      /queue must be one of attention, redirected, failing, dead, no_logo, discontinued/,
    )
  })

  it('uses the final URL of a redirect as the website, audited, and then counts the link OK', async () => {
    const tool = await toolWithHealth(
      { status: 'redirected', final_url: 'https://new-home.example/' },
      { websiteUrl: 'https://old-home.example/' },
    )
    const response = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/use-final-url`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      tool: { tool_id: tool.id, website_url: 'https://new-home.example/', link_status: 'ok', final_url: null },
      message: `"${tool.name}" now links to https://new-home.example/`,
    })
    expect(await toolRow(tool.id)).toMatchObject({ website_url: 'https://new-home.example/' })
    expect(await linkRow(tool.id)).toEqual({ status: 'ok', final_url: null })
    expect(await lastAuditEntry(context.app)).toEqual({
      actor_id: context.admin.id,
      action: 'tool.use_final_url',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { from: 'https://old-home.example/', to: 'https://new-home.example/' },
    })
  })

  it('answers 409 for a final URL when the last check found no redirect, and 404 for no tool', async () => {
    const tool = await toolWithHealth({ status: 'failing' }, { websiteUrl: 'https://stays.example/' })
    const response = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/use-final-url`, {})
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toBe('The last check found no redirect: there is no final URL to use.')
    expect(await toolRow(tool.id)).toMatchObject({ website_url: 'https://stays.example/' })
    expect((await context.asAdmin.post('/api/admin/link-health/999999/use-final-url', {})).statusCode).toBe(404)
  })

  it('marks a tool discontinued: it leaves search, keeps its page with the mark, is listed as discontinued', async () => {
    const tool = await toolWithHealth({ status: 'dead' }, { name: 'Sunsetly Notes' })
    const before = await context.app.inject({ url: '/api/tools?search=sunsetly' })
    expect(before.json().map((hit: { id: number }) => hit.id)).toEqual([tool.id])

    const response = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/discontinue`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe(
      '"Sunsetly Notes" is discontinued: it left search and listings, and its page says so',
    )
    expect((await toolRow(tool.id)).discontinued_at).not.toBeNull()
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool.discontinue',
      entity_id: String(tool.id),
      details: { name: 'Sunsetly Notes' },
    })

    const search = await context.app.inject({ url: '/api/tools?search=sunsetly' })
    expect(search.json()).toEqual([])
    expect(search.headers['x-total-count']).toBe('0')
    const page = await context.app.inject({ url: `/api/tools/${tool.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.json().discontinued_at).toEqual(expect.any(String))
    const listed = await context.app.inject({ url: '/api/tools/discontinued' })
    expect(listed.json().map((entry: { slug: string }) => entry.slug)).toContain(tool.slug)
    expect((await queue('?queue=discontinued')).tools.map((entry) => entry.tool_id)).toContain(tool.id)
    // Discontinued tools leave the other tabs.
    expect((await queue()).tools.map((entry) => entry.tool_id)).not.toContain(tool.id)

    const again = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/discontinue`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('"Sunsetly Notes" is already discontinued.')
  })

  it('lists a discontinued tool again, audited, back in search', async () => {
    const tool = await createTool(context.app.db, { name: 'Phoenixa Returns' })
    await context.asAdmin.post(`/api/admin/link-health/${tool.id}/discontinue`, {})
    const response = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/restore`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      tool: { discontinued_at: null },
      message: '"Phoenixa Returns" is listed again',
    })
    expect(await toolRow(tool.id)).toMatchObject({ discontinued_at: null })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.restore', entity_id: String(tool.id) })
    const search = await context.app.inject({ url: '/api/tools?search=phoenixa' })
    expect(search.json().map((hit: { id: number }) => hit.id)).toEqual([tool.id])
    expect((await context.asAdmin.post(`/api/admin/link-health/${tool.id}/restore`, {})).statusCode).toBe(409)
  })

  it("checks one tool's link now, records it, audits it, and the tool page shows the date", async () => {
    sites.on('/check-now', redirectTo('/check-now/home'))
    sites.on('/check-now/home', answer(200))
    const tool = await createTool(context.app.db, { websiteUrl: `${sites.origin}/check-now` })
    expect((await context.app.inject({ url: `/api/tools/${tool.slug}` })).json().link_checked_at).toBeNull()

    const response = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/check`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      tool: { tool_id: tool.id, link_status: 'redirected', final_url: `${sites.origin}/check-now/home` },
      // Its site has no icon either.
      message: `"${tool.name}": the link works and redirects to ${sites.origin}/check-now/home; no logo from its site: ${sites.origin}/favicon.ico answered 404.`,
    })
    expect(await linkRow(tool.id)).toEqual({ status: 'redirected', final_url: `${sites.origin}/check-now/home` })
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool.check_link',
      entity_id: String(tool.id),
      details: { url: `${sites.origin}/check-now`, status: 'redirected' },
    })
    expect(sites.seen.at(-1)?.userAgent).toMatch(/^KitlyLinkChecker\/1\.0 \(\+http:\/\/localhost:\d+\)$/)
    const page = (await context.app.inject({ url: `/api/tools/${tool.slug}` })).json()
    expect(page.link_checked_at).toEqual(expect.any(String))

    sites.on('/check-now', answer(500))
    const failed = await context.asAdmin.post(`/api/admin/link-health/${tool.id}/check`, {})
    expect(failed.json()).toMatchObject({ tool: { link_status: 'failing', failed_days: 1 } })
    // A failing link shows no "Link checked" date.
    expect((await context.app.inject({ url: `/api/tools/${tool.slug}` })).json().link_checked_at).toBeNull()
  })

  it("collects a logo-less tool's site icon on Check now, and lists the tools whose site gave none", async () => {
    sites.on('/iconless', htmlPage(''))
    const iconless = await createTool(context.app.db, { websiteUrl: `${sites.origin}/iconless` })
    const checked = await context.asAdmin.post(`/api/admin/link-health/${iconless.id}/check`, {})
    expect(checked.json()).toMatchObject({
      tool: { tool_id: iconless.id, link_status: 'ok', logo_problem: expect.stringContaining('/favicon.ico') },
      message: expect.stringMatching(new RegExp(`^"${iconless.name}": the link works; no logo from its site: .+`)),
    })
    const noLogo = await queue(`?queue=no_logo&q=${encodeURIComponent(iconless.slug)}`)
    expect(noLogo.tools).toEqual([expect.objectContaining({ tool_id: iconless.id, link_status: 'ok' })])
    expect((await queue(`?q=${encodeURIComponent(iconless.slug)}`)).total).toBe(0)

    // The site gets an icon: the admin's next check takes it at once, without the scheduled check's week of waiting.
    sites.on('/iconless', htmlPage('<link rel="apple-touch-icon" href="/iconless-touch.png">'))
    sites.on('/iconless-touch.png', servedFile(imageHeader.png(180, 180), 'image/png'))
    const collected = await context.asAdmin.post(`/api/admin/link-health/${iconless.id}/check`, {})
    expect(collected.json()).toMatchObject({
      tool: { logo_problem: null },
      message: `"${iconless.name}": the link works; its site's icon is now its logo`,
    })
    const { logo_url } = (await context.app.inject({ url: `/api/tools/${iconless.slug}` })).json()
    expect(logo_url).toMatch(/^\/uploads\/logos\/[\w-]+\.png$/)
    expect((await context.app.inject({ url: logo_url })).statusCode).toBe(200)
    expect((await queue(`?queue=no_logo&q=${encodeURIComponent(iconless.slug)}`)).total).toBe(0)

    // A tool with a logo is not asked for one.
    const before = sites.seen.length
    const again = await context.asAdmin.post(`/api/admin/link-health/${iconless.id}/check`, {})
    expect(again.json().message).toBe(`"${iconless.name}": the link works`)
    expect(sites.seen.slice(before).map((seen) => seen.path)).toEqual(['/iconless'])
  })

  it('refuses an id that is not a number with a 400', async () => {
    const response = await context.asAdmin.post('/api/admin/link-health/abc/check', {})
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/tool_id must be a number/)
  })
})
