import { zstdDecompressSync } from 'node:zlib'
import { sql } from '@kitly/db'
import { readCatalog } from '@kitly/db/seed'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'

let app: FastifyInstance
const catalogSize = readCatalog().tools.length

beforeAll(async () => {
  app = await buildCatalogApp()
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET is_featured = true WHERE slug IN ('chatgpt', 'canva', 'runway', 'claude', 'gamma', 'cursor', 'jasper')`)
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'jasper'`)
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET use_cases = '{Drafting an email reply}', platforms = '{web,ios,android}', has_api = true,
                     company = 'OpenAI'
    WHERE slug = 'chatgpt'`)
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET platforms = '{self-hosted,api}', open_source = true, license = 'MIT', has_api = false
    WHERE slug = 'stable-diffusion'`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO reviews (tool_id, user_name, rating, content, created_at)
    SELECT tools.id, r.reviewer, r.stars, 'Review text', now() - make_interval(days => r.stars)
    FROM tools, (VALUES ('Ada', 5), ('Bo', 4), ('Cy', 4)) AS r(reviewer, stars) WHERE slug = 'canva'`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO tool_tutorials (tool_id, title, position) SELECT tools.id, t.title, t.position
    FROM tools, (VALUES ('Second', 2), ('First', 1)) AS t(title, position) WHERE slug = 'runway'`)
})
afterAll(() => app.close())

const get = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/tools', () => {
  it('lists active tools with the total in X-Total-Count and list fields as arrays', async () => {
    const response = await get('/api/tools')
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-total-count']).toBe(String(catalogSize - 1))
    const tools = response.json()
    expect(tools).toHaveLength(48)
    for (const tool of tools) {
      expect(Array.isArray(tool.tags) && Array.isArray(tool.features) && Array.isArray(tool.screenshots)).toBe(true)
      expect(tool.category_slug).toEqual(expect.any(String))
    }
    expect(tools.map((tool: { slug: string }) => tool.slug)).not.toContain('jasper')
  })

  it('searches with typo tolerance, as the directory page asks', async () => {
    const tools = (await get('/api/tools?search=midjurney')).json()
    expect(tools[0].slug).toBe('midjourney')
  })

  it('filters by category slug and pricing', async () => {
    const response = await get('/api/tools?category=seo&pricing=paid')
    const tools = response.json()
    expect(tools.length).toBeGreaterThan(0)
    for (const tool of tools) expect(tool).toMatchObject({ category_slug: 'seo', pricing_model: 'Paid', is_paid: true })
  })

  it('filters by platform, API and open source, and refuses an unknown platform naming the values', async () => {
    const slugsOf = async (url: string) => {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      return response.json().map((tool: { slug: string }) => tool.slug)
    }
    /** The active tools that the listings (and the changes above) say match, from the database itself. */
    const matching = async (condition: ReturnType<typeof sql.fragment>) =>
      app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
        SELECT slug FROM tools WHERE status = 'active' AND ${condition} ORDER BY slug`)
    const onIos = await matching(sql.fragment`'ios' = ANY(platforms)`)
    expect(onIos).toContain('chatgpt')
    expect((await slugsOf('/api/tools?platform=ios&limit=100')).toSorted()).toEqual(onIos)
    const iosApis = await matching(sql.fragment`'ios' = ANY(platforms) AND has_api`)
    expect(iosApis).toContain('chatgpt')
    expect(iosApis.length).toBeLessThan(onIos.length)
    expect((await slugsOf('/api/tools?platform=ios&has_api=true&limit=100')).toSorted()).toEqual(iosApis)
    // Not known is neither yes nor no.
    const noApiSelfHosted = await matching(sql.fragment`'self-hosted' = ANY(platforms) AND has_api = false`)
    expect(noApiSelfHosted).toContain('stable-diffusion')
    const search = (await get('/api/search?q=&platform=self-hosted&has_api=false&limit=50')).json()
    expect(search.total).toBe(noApiSelfHosted.length)
    expect(search.hits.map((hit: { slug: string }) => hit.slug).toSorted()).toEqual(noApiSelfHosted)
    const openSelfHosted = await matching(sql.fragment`open_source AND 'self-hosted' = ANY(platforms)`)
    expect((await get('/api/search?q=&open_source=true&platform=self-hosted')).json().total).toBe(openSelfHosted.length)
    const bad = await get('/api/tools?platform=xbox')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('platform must be one of web, ios, android, desktop, api, browser-extension')
    expect((await get('/api/search?open_source=maybe')).statusCode).toBe(400)
  })

  it('answers the home page: featured, 6 at most, cache-buster ignored', async () => {
    const tools = (await get(`/api/tools?featured=true&limit=6&_t=${Date.now()}`)).json()
    expect(tools).toHaveLength(6)
    for (const tool of tools) expect(tool.is_featured).toBe(true)
  })

  it('answers related tools: same category, without the current one', async () => {
    const canva = (await get('/api/tools/canva')).json()
    const related = (await get(`/api/tools?category_id=${canva.category_id}&limit=6&exclude=${canva.id}`)).json()
    expect(related).toHaveLength(6)
    for (const tool of related) expect(tool.category_id).toBe(canva.category_id)
    expect(related.map((tool: { id: number }) => tool.id)).not.toContain(canva.id)
  })

  it.each([
    ['pricing=cheap', /pricing must be 'free' or 'paid'/],
    ['limit=-1', /limit must be at least 1/],
    ['limit=101', /limit must be at most 100/],
    ['limit=ten', /limit must be a number/],
    ['offset=-5', /offset must not be negative/],
    ['featured=yes', /must be 'true' or 'false'/],
    ['exclude=1;2', /must be an id or a comma-separated list of ids/],
    ['sort=random', /sort must be one of relevance, popular, rating, newest, name/],
    [`search=${'a'.repeat(2048)}`, /search text must be at most 200 characters/],
  ])('rejects %s with a 400 that says why', async (query, message) => {
    const response = await get(`/api/tools?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(message)
  })
})

describe('GET /api/tools/:slug and its reviews and tutorials', () => {
  it('answers one tool, and 404 for a missing or inactive one', async () => {
    const canva = await get('/api/tools/canva')
    expect(canva.statusCode).toBe(200)
    expect(canva.json()).toMatchObject({ slug: 'canva', name: 'Canva', category_slug: 'image-generation' })
    expect((await get('/api/tools/chatgpt')).json()).toMatchObject({
      use_cases: ['Drafting an email reply'],
      platforms: ['web', 'ios', 'android'],
      has_api: true,
      open_source: false,
      license: null,
      company: 'OpenAI',
    })
    for (const slug of ['no-such-tool', 'jasper']) {
      const missing = await get(`/api/tools/${slug}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ error: 'Tool not found' })
    }
  })

  it('lists reviews newest first, with a per-star summary', async () => {
    const reviews = (await get('/api/tools/canva/reviews')).json()
    expect(reviews.map((review: { rating: number }) => review.rating)).toEqual([4, 4, 5])
    expect(reviews[0]).not.toHaveProperty('user_email')
    const summary = (await get('/api/tools/canva/reviews/summary')).json()
    expect(summary).toEqual({ average: 4.33, count: 3, distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 } })
  })

  it('pages reviews, 20 by default, with a cursor to the next page until the last one', async () => {
    // 45 reviews, three at each instant (microseconds apart from the next three): pages must cut between equals.
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO reviews (tool_id, user_name, rating, content, created_at)
      SELECT tools.id, 'Reader ' || n, 1 + n % 5, 'Paged', timestamptz '2026-01-01 12:00:00.000001Z' + (n / 3) * interval '1 microsecond'
      FROM tools, generate_series(1, 45) AS n WHERE slug = 'midjourney'`)
    const newestFirst = await app.db.anyFirst(sql.type(z.object({ id: z.number() }))`
      SELECT r.id FROM reviews r JOIN tools t ON t.id = r.tool_id WHERE t.slug = 'midjourney'
      ORDER BY r.created_at DESC, r.id DESC`)

    const pages: number[][] = []
    let cursor: string | undefined
    do {
      const response = await get(`/api/tools/midjourney/reviews${cursor ? `?cursor=${cursor}` : ''}`)
      expect(response.statusCode).toBe(200)
      pages.push(response.json().map((review: { id: number }) => review.id))
      cursor = response.headers['x-next-cursor'] as string | undefined
    } while (cursor)
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5])
    expect(pages.flat()).toEqual(newestFirst)

    const all = await get('/api/tools/midjourney/reviews?limit=50')
    expect(all.json()).toHaveLength(45)
    expect(all.headers['x-next-cursor']).toBeUndefined()
    expect(all.json()[0]).toEqual({
      id: newestFirst[0],
      tool_id: expect.any(Number),
      user_name: 'Reader 45',
      rating: 1,
      title: null,
      content: 'Paged',
      is_verified: false,
      helpful_count: 0,
      created_at: expect.any(String),
      maker_reply: null,
    })
  })

  it.each([
    ['limit=51', 'limit: limit must be at most 50'],
    ['cursor=not-a-cursor', 'cursor: is not a cursor this list gave'],
    [`cursor=${Buffer.from('["2026-02-30T00:00:00.000000Z",1]').toString('base64url')}`, 'cursor: is not a cursor'],
  ])('refuses reviews?%s with a 400 naming the parameter', async (query, message) => {
    const response = await get(`/api/tools/canva/reviews?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain(message)
  })

  it('lists tutorials in their order', async () => {
    const tutorials = (await get('/api/tools/runway/tutorials')).json()
    expect(tutorials.map((tutorial: { title: string }) => tutorial.title)).toEqual(['First', 'Second'])
    expect((await get('/api/tools/no-such-tool/tutorials')).statusCode).toBe(404)
  })
})

describe('GET /api/search', () => {
  it('sends a page of results compressed in one piece, with its length, to a browser that accepts it', async () => {
    const url = '/api/search?q=ai&limit=20'
    const plain = await get(url)
    expect(plain.body.length).toBeGreaterThan(8 * 1024)
    const compressed = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(compressed.headers['content-encoding']).toBe('zstd')
    // A length rather than chunks: compressed at once, not streamed through zlib's thread pool.
    expect(compressed.headers['content-length']).toBe(String(compressed.rawPayload.length))
    expect(compressed.headers['transfer-encoding']).toBeUndefined()
    const body = JSON.parse(zstdDecompressSync(compressed.rawPayload).toString())
    expect(body.hits).toEqual(plain.json().hits)
  })

  it('answers hits, total, facets, the corrected query and the time taken', async () => {
    const response = await get('/api/search?q=stabel%20difusion&limit=5')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ correctedQuery: 'stable diffusion', tookMs: expect.any(Number) })
    expect(body.hits[0]).toMatchObject({
      slug: 'stable-diffusion',
      highlight: { name: '<mark>Stable</mark> <mark>Diffusion</mark>' },
    })
    expect(body.facets.categories[0]).toMatchObject({ slug: 'image-generation', count: expect.any(Number) })
    expect(body.facets.pricing.free + body.facets.pricing.paid).toBe(body.total)
  })

  it('rejects a bad pricing filter', async () => {
    expect((await get('/api/search?q=x&pricing=gratis')).statusCode).toBe(400)
  })

  it('narrows the directory and the tools list to a task, and counts the common tasks', async () => {
    const slugs = (hits: readonly { slug: string }[]) => hits.map((hit) => hit.slug).sort()
    const transcribers = await app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT t.slug::text FROM tools t JOIN tool_tasks tt ON tt.tool_id = t.id JOIN tasks ta ON ta.id = tt.task_id
      WHERE ta.slug = 'transcribe-audio' AND tt.reviewed AND t.status = 'active'`)
    expect(transcribers.length).toBeGreaterThan(2)

    const search = (await get('/api/search?task=transcribe-audio&limit=100')).json()
    expect(slugs(search.hits)).toEqual([...transcribers].sort())
    expect(search.facets.tasks).toContainEqual({
      slug: 'transcribe-audio',
      name: expect.any(String),
      count: transcribers.length,
    })
    const list = await get('/api/tools?task=transcribe-audio&limit=100')
    expect(list.headers['x-total-count']).toBe(String(transcribers.length))
    expect(slugs(list.json())).toEqual([...transcribers].sort())
  })
})
