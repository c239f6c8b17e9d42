/**
 * A tool an admin marks discontinued, as every public surface shows it on the seed catalog: counts leave it out,
 * bundles and task pages drop it, llms.txt and llms-full.txt list it as no tool to use, its Markdown page says it is
 * gone and names its alternatives, the catalog export keeps it dated, the feeds announce it as discontinued, and
 * the MCP server never offers it while get_tool says what happened. Its reviews, saves and follows stay, but it takes
 * no new ones (409), and a saved list's card carries its discontinued_at.
 */

import { sql } from '@kitly/db'
import { forgetTaskData } from '@kitly/search/recommender'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { FastifyInstance } from 'fastify'
import Parser from 'rss-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DISCONTINUED_REFUSALS } from '../src/content/discontinued-tools.ts'
import { CatalogPage } from '../src/routes/machine-readable/schemas.ts'
import { buildCatalogApp } from './catalog-app.ts'
import { createAdmin, createReview, createTool, createUser } from './factories.ts'
import { browser, freshClientIp, injectAs, signInAs } from './session.ts'

const PUBLIC_URL = 'https://kitly.example'
let app: FastifyInstance
let client: Client
let admin: { id: number }
/** The discontinued tool: one in a bundle, doing a reviewed task. */
let gone: { id: number; slug: string; name: string; bundle: string; task: string }
let catalogEtagBefore: string
const Count = z.object({ count: z.number() })

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })
const listedCount = () =>
  app.db.oneFirst(sql.type(Count)`
    SELECT count(*)::int AS count FROM tools WHERE status = 'active' AND discontinued_at IS NULL`)
/** The catalog page that holds the tool. */
const catalogPageWith = (id: number, headers: Record<string, string> = {}) =>
  get(`/api/catalog.json?after=${id - 1}&limit=1`, headers)

beforeAll(async () => {
  app = await buildCatalogApp({ PUBLIC_URL })
  admin = await createAdmin(app.db)
  gone = await app.db.one(sql.type(
    z.object({ id: z.number(), slug: z.string(), name: z.string(), bundle: z.string(), task: z.string() }),
  )`
    SELECT t.id, t.slug, t.name, b.slug AS bundle, tk.slug AS task
    FROM tools t
    JOIN bundle_tools bt ON bt.tool_id = t.id JOIN bundles b ON b.id = bt.bundle_id AND b.status = 'active'
    JOIN tool_tasks tt ON tt.tool_id = t.id AND tt.reviewed JOIN tasks tk ON tk.id = tt.task_id
    WHERE t.status = 'active'
    ORDER BY t.popularity DESC, t.id, b.id, tk.id LIMIT 1`)
  // Built before the mark: the marking must drop the cached llms-full.txt.
  expect((await get('/llms-full.txt')).body).toContain(`${PUBLIC_URL}/tools/${gone.slug})`)
  catalogEtagBefore = String((await catalogPageWith(gone.id)).headers.etag)
  const marked = await injectAs(app, admin, {
    method: 'POST',
    url: `/api/admin/link-health/${gone.id}/discontinue`,
  })
  expect(marked.statusCode).toBe(200)
  // The task data (tasks and their counts) is kept a minute per instance; read it again now.
  forgetTaskData()
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  client = new Client({ name: 'kitly-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${address}/mcp`)))
}, 120_000)

afterAll(async () => {
  await client?.close()
  await app?.close()
})

describe('public counts', () => {
  it('/api/stats counts listed tools only', async () => {
    const stats = (await get('/api/stats')).json()
    expect(stats.tools).toBe(await listedCount())
    const active = await app.db.oneFirst(sql.type(Count)`
      SELECT count(*)::int AS count FROM tools WHERE status = 'active'`)
    expect(stats.tools).toBe(active - 1)
  })

  it('categories count their listed tools only', async () => {
    const categories = (await get('/api/categories')).json() as { slug: string; tool_count: number }[]
    const expected = await app.db.any(sql.type(z.object({ slug: z.string(), tool_count: z.number() }))`
      SELECT c.slug, count(t.id)::int AS tool_count FROM categories c
      LEFT JOIN tools t ON t.category_id = c.id AND t.status = 'active' AND t.discontinued_at IS NULL
      GROUP BY c.id`)
    for (const { slug, tool_count } of expected) {
      expect(categories.find((category) => category.slug === slug)?.tool_count).toBe(tool_count)
    }
  })

  it('a task counts and lists no discontinued tool', async () => {
    const tasks = (await get('/api/tasks')).json() as { slug: string; tool_count: number }[]
    const task = (await get(`/api/tasks/${gone.task}`)).json() as { tool_count: number; tools: { slug: string }[] }
    expect(task.tools.map((tool) => tool.slug)).not.toContain(gone.slug)
    expect(tasks.find((entry) => entry.slug === gone.task)?.tool_count).toBe(task.tool_count)
  })
})

describe('bundles', () => {
  it('leave the discontinued tool out of their tools, previews and counts', async () => {
    const bundle = (await get(`/api/bundles/${gone.bundle}`)).json() as {
      tool_count: number
      tools: { slug: string }[]
    }
    expect(bundle.tools.map((tool) => tool.slug)).not.toContain(gone.slug)
    expect(bundle.tool_count).toBe(bundle.tools.length)
    const summary = ((await get('/api/bundles')).json() as { slug: string; tools: { slug: string }[] }[]).find(
      (entry) => entry.slug === gone.bundle,
    )
    expect(summary?.tools.map((tool) => tool.slug)).not.toContain(gone.slug)
  })
})

describe('machine-readable Kitly', () => {
  it('/llms.txt counts listed tools only', async () => {
    expect((await get('/llms.txt')).body).toContain(`> Kitly is a directory of ${await listedCount()} AI tools in `)
  })

  it('/llms-full.txt lists the tool no more once it is marked', async () => {
    const text = (await get('/llms-full.txt')).body
    expect(text).not.toContain(`${PUBLIC_URL}/tools/${gone.slug})`)
  })

  it('its Markdown page says it is discontinued, since when, and names live alternatives', async () => {
    const markdown = (await get(`/tools/${gone.slug}.md`)).body
    const day = new Date().toISOString().slice(0, 10)
    expect(markdown).toContain(`**Discontinued** since ${day}: this tool is no longer available`)
    const alternatives = markdown.split('\n## Alternatives\n')[1] ?? ''
    expect(alternatives).toMatch(/^- \[/m)
    expect(alternatives).not.toContain(`/tools/${gone.slug}.md`)
  })

  it('a live tool’s Markdown page has no notice', async () => {
    const live = await app.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM tools WHERE status = 'active' AND discontinued_at IS NULL ORDER BY id LIMIT 1`)
    expect((await get(`/tools/${live}.md`)).body).not.toContain('Discontinued')
  })

  it('/api/catalog.json keeps the tool with its discontinued_at, on a page with a new ETag', async () => {
    const response = await catalogPageWith(gone.id, { 'if-none-match': catalogEtagBefore })
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).not.toBe(catalogEtagBefore)
    const [entry] = CatalogPage.parse(response.json()).tools
    expect(entry?.slug).toBe(gone.slug)
    expect(entry?.discontinued_at).toEqual(expect.any(String))
    const live = CatalogPage.parse((await get('/api/catalog.json?limit=5')).json()).tools
    for (const tool of live.filter((t) => t.id !== gone.id)) expect(tool.discontinued_at).toBeNull()
  })

  it('the feeds announce the tool as discontinued, as an item of its own, never as a new tool', async () => {
    const rss = await new Parser().parseString((await get('/feeds/tools.xml')).body)
    const items = rss.items.filter((item) => item.link === `${PUBLIC_URL}/tools/${gone.slug}`)
    expect(items).toHaveLength(1)
    const [item] = items
    expect(item?.title).toBe(`${gone.name} (discontinued)`)
    expect(item?.contentSnippet ?? item?.content).toMatch(/^Discontinued on \d{4}-\d{2}-\d{2}: no longer available/)
    expect(item?.guid).toMatch(new RegExp(`/tools/${gone.slug}#discontinued-\\d{4}-\\d{2}-\\d{2}$`))
    const json = (await get('/feeds/tools.json')).json() as { items: { url: string; title: string }[] }
    const jsonItems = json.items.filter((entry) => entry.url === `${PUBLIC_URL}/tools/${gone.slug}`)
    expect(jsonItems.map((entry) => entry.title)).toEqual([`${gone.name} (discontinued)`])
    // Live tools' items are as before: their name, their page as id.
    const other = rss.items.find((entry) => entry.link !== `${PUBLIC_URL}/tools/${gone.slug}`)
    expect(other?.title).not.toContain('(discontinued)')
    expect(other?.guid).toBe(other?.link)
  })
})

/** Calls an MCP tool and reads its JSON answer. */
async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args })
  const [content] = result.content as { type: string; text: string }[]
  return JSON.parse(content?.text ?? '')
}
const slugsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"slug":\s*"([^"]+)"/g)].map(([, s]) => s ?? '')

describe('the MCP server', () => {
  it('search_tools does not find the tool, even by its name', async () => {
    const answer = await call('search_tools', { query: gone.name, limit: 25 })
    expect(slugsIn(answer.tools)).not.toContain(gone.slug)
  })

  it('get_tool says it is discontinued, since when, and names alternatives', async () => {
    const answer = await call('get_tool', { slug: gone.slug })
    expect(answer.slug).toBe(gone.slug)
    expect(answer.discontinued_at).toEqual(expect.any(String))
    expect(answer.notice).toMatch(/^Discontinued since \d{4}-\d{2}-\d{2}/)
    expect(answer.alternatives.length).toBeGreaterThan(0)
    expect(slugsIn(answer.alternatives)).not.toContain(gone.slug)
  })

  it('alternatives of another tool never name it', async () => {
    const neighbour = await app.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT n.slug FROM tools n JOIN tools t ON t.category_id = n.category_id
      WHERE t.id = ${gone.id} AND n.id <> t.id AND n.status = 'active' ORDER BY n.popularity DESC LIMIT 1`)
    const answer = await call('alternatives', { slug: neighbour, limit: 10 })
    expect(slugsIn(answer.alternatives)).not.toContain(gone.slug)
  })

  it('build_kit never picks it, for a goal of its own task', async () => {
    const task = (await get(`/api/tasks/${gone.task}`)).json() as { name: string }
    const kit = await call('build_kit', { goal: task.name })
    expect(kit.steps.length).toBeGreaterThan(0)
    expect(slugsIn(kit.steps)).not.toContain(gone.slug)
  })
})

describe('what a discontinued tool still takes', () => {
  /** A tool of its own, marked discontinued as an admin does, after `before` ran on it while it was live. */
  async function discontinuedTool(before: (tool: { id: number; slug: string }) => Promise<unknown> = async () => {}) {
    const tool = await createTool(app.db)
    await before(tool)
    const marked = await injectAs(app, admin, { method: 'POST', url: `/api/admin/link-health/${tool.id}/discontinue` })
    expect(marked.statusCode).toBe(200)
    return tool
  }
  /** A browser on this app's site (its public URL is the origin of its writes), signed in as `user`. */
  async function browserAs(user: { id: number }) {
    const signedIn = browser(app, { origin: PUBLIC_URL })
    const [name = '', value = ''] = (await signInAs(app, user)).split('=')
    signedIn.jar.set(name, value)
    return signedIn
  }
  const savedRow = (userId: number, toolId: number) =>
    app.db.maybeOne(sql.type(z.object({ following: z.boolean() }))`
      SELECT following FROM saved_tools WHERE user_id = ${userId} AND tool_id = ${toolId}`)

  it('refuses a new review with a 409 saying why, and keeps the reviews written before', async () => {
    const tool = await discontinuedTool((live) => createReview(app.db, { toolId: live.id, content: 'Was great.' }))
    const response = await app.inject({
      method: 'POST',
      url: `/api/tools/${tool.slug}/reviews`,
      headers: { 'x-forwarded-for': freshClientIp() },
      payload: { tool_id: 0, user_name: 'Ada', user_email: 'ada@example.com', rating: 4, content: 'Still?' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: DISCONTINUED_REFUSALS.review })
    const reviews = (await get(`/api/tools/${tool.slug}/reviews`)).json() as { content: string }[]
    expect(reviews.map((review) => review.content)).toEqual(['Was great.'])
    expect((await get(`/api/tools/${tool.slug}`)).json()).toMatchObject({ review_count: 1 })
  })

  it('refuses a new save with a 409, while a saved one stays listed with its discontinued_at and can be removed', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(user)
    const live = await createTool(app.db)
    await me.post(`/api/users/saved-tools/${live.id}`)
    const kept = await discontinuedTool((tool) => me.post(`/api/users/saved-tools/${tool.id}`))
    const fresh = await discontinuedTool()

    const refused = await me.post(`/api/users/saved-tools/${fresh.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ error: DISCONTINUED_REFUSALS.save })
    expect(await savedRow(user.id, fresh.id)).toBeNull()

    const list = (await me.get('/api/users/saved-tools')).json() as { id: number; discontinued_at: string | null }[]
    expect(list.map((tool) => tool.id)).toEqual([kept.id, live.id])
    expect(list[0]?.discontinued_at).toEqual(expect.any(String))
    expect(new Date(list[0]?.discontinued_at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(list[1]?.discontinued_at).toBeNull()

    // Saving what is saved already stays a no-op; removing it works, and then it cannot come back.
    expect((await me.post(`/api/users/saved-tools/${kept.id}`)).statusCode).toBe(200)
    const removed = await me.delete(`/api/users/saved-tools/${kept.id}`)
    expect(removed.json()).toEqual({ ok: true, saved: false })
    expect(await savedRow(user.id, kept.id)).toBeNull()
    expect((await me.post(`/api/users/saved-tools/${kept.id}`)).statusCode).toBe(409)
  })

  it('refuses a new follow with a 409, and lets a follow made before stay or stop', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(user)
    const follow = (toolId: number, following: boolean) =>
      me.put(`/api/users/saved-tools/${toolId}/following`, { following })
    const followed = await discontinuedTool((tool) => me.post(`/api/users/saved-tools/${tool.id}`))
    const unfollowed = await discontinuedTool(async (tool) => {
      await me.post(`/api/users/saved-tools/${tool.id}`)
      await follow(tool.id, false)
    })
    const unsaved = await discontinuedTool()

    for (const tool of [unsaved, unfollowed]) {
      const refused = await follow(tool.id, true)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ error: DISCONTINUED_REFUSALS.follow })
    }
    expect(await savedRow(user.id, unsaved.id)).toBeNull()
    expect(await savedRow(user.id, unfollowed.id)).toEqual({ following: false })

    expect((await follow(followed.id, true)).json()).toEqual({ ok: true, saved: true, following: true })
    expect((await follow(followed.id, false)).json()).toEqual({ ok: true, saved: true, following: false })
    expect(await savedRow(user.id, followed.id)).toEqual({ following: false })
  })
})
