/** Link-preview cards and maker badges, through HTTP on a real database, and the page heads that name them. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import { Resvg } from '@resvg/resvg-js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createCategory, createKit, createTool } from '../../../test/factories.ts'

const PUBLIC_URL = 'https://kitly.example'
const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-cards-dist-'))
let app: FastifyInstance

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kitly</title><meta name="description" content="default" /></head><body></body></html>',
  )
  app = await buildTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
  const category = await createCategory(app.db, { name: 'Design' })
  const tool = await createTool(app.db, {
    name: 'Canvas Pro',
    slug: 'canvas-pro',
    categoryId: category.id,
    pricingModel: 'Freemium',
    shortDescription: 'Design anything from a prompt.',
  })
  await setRating(tool.slug, 4.5, 12)
  await createTool(app.db, { name: 'Hidden', slug: 'hidden', status: 'inactive' })
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

const setRating = (slug: string, rating: number, reviews: number) =>
  app.db.query(
    sql.typeAlias('void')`UPDATE tools SET rating = ${rating}, review_count = ${reviews} WHERE slug = ${slug}`,
  )

/** The og:image and twitter:card the server writes into the tool's page. */
async function previewOf(pagePath: string) {
  const html = (await app.inject({ url: pagePath, headers: { accept: 'text/html' } })).body
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&')
  return { image: meta('og:image'), twitterCard: meta('twitter:card') }
}

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's name. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('a tool page link preview', () => {
  it('names a versioned card of the site, which is a 1200×630 PNG kept for good under that URL', async () => {
    const { image, twitterCard } = await previewOf('/tools/canvas-pro')
    expect(twitterCard).toBe('summary_large_image')
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/tools/canvas-pro\\.png\\?v=[0-9a-z]+$`))
    const url = new URL(image ?? '')
    const response = await app.inject({ url: url.pathname + url.search })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.etag).toBe(`"${url.searchParams.get('v')}"`)
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 })
  })

  it('answers 304 to a client that has the current card, and only briefly caches a card asked for by another version', async () => {
    const first = await app.inject({ url: '/og/tools/canvas-pro.png' })
    expect(first.headers['cache-control']).toBe('public, max-age=300')
    const again = await app.inject({
      url: '/og/tools/canvas-pro.png',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('gets a new URL and ETag when what the card shows changes: the rating, the site name', async () => {
    const before = await previewOf('/tools/canvas-pro')
    const etagBefore = (await app.inject({ url: '/og/tools/canvas-pro.png' })).headers.etag
    await setRating('canvas-pro', 4.6, 13)
    const afterRating = await previewOf('/tools/canvas-pro')
    expect(afterRating.image).not.toBe(before.image)
    const etagAfter = (await app.inject({ url: '/og/tools/canvas-pro.png' })).headers.etag
    expect(etagAfter).not.toBe(etagBefore)
    // The old ETag no longer matches: the client gets the new image.
    const stale = await app.inject({
      url: '/og/tools/canvas-pro.png',
      headers: { 'if-none-match': String(etagBefore) },
    })
    expect(stale.statusCode).toBe(200)
    expect(pngSize(stale.rawPayload).width).toBe(1200)

    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'AI Shelf'`)
    try {
      expect((await previewOf('/tools/canvas-pro')).image).not.toBe(afterRating.image)
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Kitly'`)
    }
  })

  it('answers 404 for an unknown or unpublished tool, naming nothing of it', async () => {
    for (const slug of ['no-such-tool', 'hidden']) {
      const response = await app.inject({ url: `/og/tools/${slug}.png` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Tool not found' })
    }
  })
})

/** resvg parses the SVG as XML (a stray `<` or `&` fails it) and draws it at the badge's own size. */
function expectWellFormedSvg(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="28"/)
  const drawn = new Resvg(svg, { font: { loadSystemFonts: false } }).render()
  expect(drawn.height).toBe(28)
  expect(drawn.width).toBe(Number(svg.match(/width="(\d+)"/)?.[1]))
}

describe('the maker badge', () => {
  it('is a well-formed SVG with the site name and the live rating and review count, revalidated by ETag', async () => {
    await setRating('canvas-pro', 4.5, 12)
    const response = await app.inject({ url: '/badge/tools/canvas-pro.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    const svg = response.body
    expectWellFormedSvg(svg)
    expect(svg).toContain('Featured on Kitly')
    expect(svg).toContain('★ 4.5 · 12 reviews')

    const unchanged = await app.inject({
      url: '/badge/tools/canvas-pro.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(unchanged.statusCode).toBe(304)
    await setRating('canvas-pro', 3.9, 20)
    const rerated = await app.inject({
      url: '/badge/tools/canvas-pro.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(rerated.statusCode).toBe(200)
    expect(rerated.body).toContain('★ 3.9 · 20 reviews')
  })

  it('escapes a tool name and a site name that hold markup', async () => {
    await createTool(app.db, { name: 'Tom & "Jerry" <script>alert(1)</script>', slug: 'tom-and-jerry' })
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'A<b>&"Shelf'`)
    try {
      const svg = (await app.inject({ url: '/badge/tools/tom-and-jerry.svg' })).body
      expectWellFormedSvg(svg)
      expect(svg).not.toContain('<script>')
      expect(svg).not.toContain('<b>')
      expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(1)&lt;/script&gt;')
      expect(svg).toContain('Featured on A&lt;b&gt;&amp;&quot;Shelf')
      expect(svg).toContain('No reviews yet')
      // Every element the template writes, and nothing else: no text became markup.
      expect([...svg.matchAll(/<([a-z]+)/g)].map(([, tag]) => tag)).toEqual([
        'svg',
        'title',
        'rect',
        'rect',
        'rect',
        'g',
        'text',
        'text',
      ])
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Kitly'`)
    }
  })

  it('answers 404 for an unknown or unpublished tool', async () => {
    expect((await app.inject({ url: '/badge/tools/no-such-tool.svg' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/badge/tools/hidden.svg' })).statusCode).toBe(404)
  })

  it('is rate-limited per visitor, each route counted apart', async () => {
    const badge = () => app.inject({ url: '/badge/tools/canvas-pro.svg', remoteAddress: '203.0.113.9' })
    const card = () => app.inject({ url: '/og/tools/canvas-pro.png', remoteAddress: '203.0.113.9' })
    for (let count = 0; count < 120; count++) expect((await badge()).statusCode).toBe(200)
    const limited = await badge()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatch(/^Too many requests/)
    // Another visitor is not held back.
    expect((await app.inject({ url: '/og/tools/canvas-pro.png', remoteAddress: '203.0.113.10' })).statusCode).toBe(200)
    expect((await card()).statusCode).toBe(200)
  })
})

describe('a shared kit link preview', () => {
  it('names the kit card, a 1200×630 PNG whose URL changes with the kit’s tools', async () => {
    await createTool(app.db, { name: 'Writer One', slug: 'writer-one' })
    const id = await createKit(app.db, {
      name: 'Launch kit',
      prompt: 'Launch a podcast',
      toolSlugs: ['canvas-pro', 'writer-one'],
      shared: true,
    })
    const { image, twitterCard } = await previewOf(`/kits/${id}`)
    expect(twitterCard).toBe('summary_large_image')
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/kits/${id}\\.png\\?v=[0-9a-z]+$`))
    const url = new URL(image ?? '')
    const response = await app.inject({ url: url.pathname + url.search })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 })

    // A tool of the kit discontinued, then one leaving the directory, leaves its card too (as it leaves its page).
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE slug = 'writer-one'`)
    const withoutDiscontinued = (await previewOf(`/kits/${id}`)).image
    expect(withoutDiscontinued).not.toBe(image)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'canvas-pro'`)
    try {
      expect((await previewOf(`/kits/${id}`)).image).not.toBe(withoutDiscontinued)
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'active' WHERE slug = 'canvas-pro'`)
    }
  })

  it('names no card for a kit that is not shared, and answers 404 for its card as for an unknown kit', async () => {
    const id = await createKit(app.db, {
      name: 'Secret plan',
      prompt: 'Something private',
      toolSlugs: ['canvas-pro'],
      shared: false,
    })
    const { image, twitterCard } = await previewOf(`/kits/${id}`)
    expect(image).toBeUndefined()
    expect(twitterCard).toBe('summary')
    for (const kit of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app.inject({ url: `/og/kits/${kit}.png` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Kit not found' })
    }
  })
})

describe('a comparison link preview', () => {
  it('names the card of the public tools compared, in the link’s order, a 1200×630 PNG', async () => {
    await createTool(app.db, { name: 'Sketch Bot', slug: 'sketch-bot' })
    const { image } = await previewOf('/compare?tools=sketch-bot,hidden,canvas-pro')
    // The unpublished tool is left out, as the page leaves it out.
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/compare\\.png\\?tools=sketch-bot,canvas-pro&v=[0-9a-z]+$`))
    const url = new URL(image ?? '')
    const response = await app.inject({ url: url.pathname + url.search })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 })

    // Another order is another comparison, and another card.
    expect((await previewOf('/compare?tools=canvas-pro,sketch-bot')).image).not.toBe(image)
    // A plain compare page has no card.
    expect((await previewOf('/compare')).image).toBeUndefined()
  })

  it('answers 404 for a card naming an unknown or unpublished tool, or none', async () => {
    for (const tools of ['canvas-pro,hidden', 'canvas-pro,no-such-tool', '']) {
      const response = await app.inject({ url: `/og/compare.png?tools=${tools}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Tools not found' })
    }
  })
})
