/** Kitly as assistants and feed readers see it, on the seed catalog: llms.txt, Markdown pages, the JSON export, feeds. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import Parser from 'rss-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { createAdmin, createTool, unique } from '../../../test/factories.ts'
import { injectAs } from '../../../test/session.ts'
import { CatalogPage } from './schemas.ts'

const PUBLIC_URL = 'https://kitly.example'
let app: FastifyInstance
let activeSlugs: Set<string>

beforeAll(async () => {
  app = await buildCatalogApp({ PUBLIC_URL })
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'gamma'`)
  activeSlugs = new Set(
    await app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`SELECT slug FROM tools WHERE status = 'active'`),
  )
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })
/** The `[text](url)` links of a Markdown document, in order. */
const links = (markdown: string) =>
  [...markdown.matchAll(/\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)/g)].map(([, text = '', url = '']) => ({ text, url }))
const section = (markdown: string, heading: string) => markdown.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? ''

describe('/llms.txt', () => {
  it('names the site, says what it holds, and links each category and task with tools', async () => {
    const response = await get('/llms.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const text = response.body
    expect(text.split('\n')[0]).toBe('# Kitly')
    expect(text).toContain(`> Kitly is a directory of ${activeSlugs.size} AI tools in `)

    const categories = await app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT DISTINCT c.slug FROM categories c JOIN tools t ON t.category_id = c.id AND t.status = 'active'`)
    const categoryLinks = links(section(text, 'Categories')).map((link) => link.url)
    expect(categoryLinks.sort()).toEqual(categories.map((slug) => `${PUBLIC_URL}/tools?category=${slug}`).sort())
    expect(links(section(text, 'Tasks'))).toContainEqual({
      text: 'Transcribe audio and video',
      url: `${PUBLIC_URL}/tasks/transcribe-audio`,
    })
    expect(links(section(text, 'Search and data')).map((link) => link.url)).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/api/catalog.json`, `${PUBLIC_URL}/feeds/tools.xml`]),
    )
  })

  it('speaks of the site by the name set in Settings', async () => {
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Toolbox [beta]'`)
    try {
      const text = (await get('/llms.txt')).body
      expect(text.split('\n')[0]).toBe('# Toolbox \\[beta\\]')
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Kitly'`)
    }
  })
})

describe('/llms-full.txt', () => {
  const toolLinks = async () =>
    links(section((await get('/llms-full.txt')).body, 'Tools'))
      .map((link) => link.url)
      .filter((url) => !url.endsWith('.md'))

  it('lists every active tool once, with its page and its Markdown page, and no inactive one', async () => {
    const text = (await get('/llms-full.txt')).body
    const pages = await toolLinks()
    expect(new Set(pages)).toEqual(new Set([...activeSlugs].map((slug) => `${PUBLIC_URL}/tools/${slug}`)))
    expect(pages).toHaveLength(activeSlugs.size)
    expect(text).toContain(`(${PUBLIC_URL}/tools/canva.md)`)
    expect(text).not.toContain(`${PUBLIC_URL}/tools/gamma)`)
  })

  it('is rebuilt as soon as an admin changes the catalog', async () => {
    await get('/llms-full.txt')
    const tool = await createTool(app.db, { slug: unique('late-tool') })
    expect(await toolLinks()).not.toContain(`${PUBLIC_URL}/tools/${tool.slug}`)
    const created = await injectAs(app, await createAdmin(app.db), {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Fresh category', slug: unique('fresh') },
    })
    expect(created.statusCode).toBe(201)
    expect(await toolLinks()).toContain(`${PUBLIC_URL}/tools/${tool.slug}`)
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE id = ${tool.id}`)
    activeSlugs.delete(tool.slug)
  })
})

describe('a tool page as Markdown', () => {
  it('gives the facts, description, features and alternatives, each alternative a Markdown page too', async () => {
    const response = await get('/tools/canva.md')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8')
    const markdown = response.body
    expect(markdown.split('\n')[0]).toBe('# Canva')
    expect(markdown).toContain(`- Listed on Kitly: ${PUBLIC_URL}/tools/canva`)
    expect(markdown).toMatch(/^- Pricing: (Free|Free plan with paid upgrades|Paid|not known)$/m)
    const alternatives = links(section(markdown, 'Alternatives'))
    expect(alternatives.length).toBeGreaterThan(0)
    for (const { url } of alternatives) {
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/tools/[a-z0-9-]+\\.md$`))
      expect((await get(url.slice(PUBLIC_URL.length))).statusCode).toBe(200)
    }
  })

  it('lists what the listing knows (platforms, API, open source, company, use cases) and nothing it does not', async () => {
    const tool = await createTool(app.db, { slug: unique('listed') })
    const facts = async () => (await get(`/tools/${tool.slug}.md`)).body
    expect(await facts()).not.toMatch(/^- (Platforms|API|Open source|Company):/m)
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET platforms = '{web,self-hosted}', has_api = false, open_source = true, license = 'MIT',
                       company = 'Listed [Labs]', use_cases = '{Drafting a reply,Sorting an inbox}'
      WHERE id = ${tool.id}`)
    const markdown = await facts()
    expect(markdown).toContain(
      '- Platforms: web, self-hosted\n- API: no\n- Open source: yes (MIT)\n- Company: Listed \\[Labs\\]',
    )
    expect(section(markdown, 'Use cases').trim()).toBe('- Drafting a reply\n- Sorting an inbox')
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE id = ${tool.id}`)
  })

  it('lists the pricing plans with their source and date, or says the pricing is not known', async () => {
    expect(section((await get('/tools/canva.md')).body, 'Pricing plans')).toBe(
      '\nPricing not known: no plan with a stated source is on record.\n',
    )
    const tool = await createTool(app.db, { slug: unique('priced') })
    const plans = [
      {
        name: 'Free',
        price: 0,
        currency: 'USD',
        billing_period: 'month',
        unit: 'image',
        included_amount: 25,
        is_free_tier: true,
        source_url: 'https://priced.example.com/pricing',
        as_of: '2026-11-02',
      },
      {
        name: 'Pro',
        price: 240,
        currency: 'EUR',
        billing_period: 'year',
        unit: 'image',
        included_amount: 1000,
        overage_price: 0.02,
        is_free_tier: false,
        source_url: 'https://priced.example.com/pricing',
        as_of: '2026-11-02',
      },
    ]
    await app.db.query(sql.typeAlias('void')`SELECT FROM set_tool_plans(${tool.id}, ${sql.jsonb(plans)})`)
    expect(section((await get(`/tools/${tool.slug}.md`)).body, 'Pricing plans')).toBe(
      [
        '',
        '- Free: Free (25 images included); as of 2026-11-02, [source](https://priced.example.com/pricing)',
        '- Pro: €240 a year (1,000 images included, then €0.02 per image); as of 2026-11-02, [source](https://priced.example.com/pricing)',
        '',
      ].join('\n'),
    )
    const catalog = CatalogPage.parse((await get(`/api/catalog.json?after=${tool.id - 1}&limit=1`)).json())
    expect(catalog.tools[0]?.plans).toMatchObject([
      { name: 'Free', price: 0, is_free_tier: true, as_of: '2026-11-02' },
      { name: 'Pro', price: 240, currency: 'EUR', overage_price: 0.02 },
    ])
    const canva = await app.db.oneFirst(
      sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = 'canva'`,
    )
    const canvaPage = CatalogPage.parse((await get(`/api/catalog.json?after=${canva - 1}&limit=1`)).json())
    expect(canvaPage.tools[0]).toMatchObject({ slug: 'canva', plans: [] })
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE id = ${tool.id}`)
  })

  it('escapes catalog text that would read as Markdown links or HTML', async () => {
    const tool = await createTool(app.db, {
      slug: unique('sly'),
      name: 'Sly [click](https://evil.example) <b>',
      shortDescription: 'Line one\n# not a heading',
    })
    const markdown = (await get(`/tools/${tool.slug}.md`)).body
    expect(markdown.split('\n')[0]).toBe('# Sly \\[click\\](https://evil.example) \\<b\\>')
    expect(markdown).toContain('> Line one \\# not a heading')
    expect(links(markdown).map((link) => link.url)).not.toContain('https://evil.example')
    await app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE id = ${tool.id}`)
  })

  it('answers 404 for an unknown or inactive tool', async () => {
    expect((await get('/tools/no-such-tool.md')).statusCode).toBe(404)
    const inactive = await get('/tools/gamma.md')
    expect(inactive.statusCode).toBe(404)
    expect(inactive.json()).toEqual({ error: 'Tool not found' })
  })
})

describe('/api/catalog.json', () => {
  it('pages through every active tool once by following next', async () => {
    const seen: string[] = []
    let url: string | null = '/api/catalog.json?limit=300'
    while (url) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      const page = CatalogPage.parse(response.json())
      seen.push(...page.tools.map((tool) => tool.slug))
      if (page.next) expect(response.headers.link).toBe(`<${page.next}>; rel="next"`)
      url = page.next ? page.next.slice(PUBLIC_URL.length) : null
    }
    expect(seen).toHaveLength(activeSlugs.size)
    expect(new Set(seen)).toEqual(activeSlugs)
  })

  it('tags each page with an ETag, answers 304 while it holds, and a new tag once the page changes', async () => {
    const first = await get('/api/catalog.json?limit=5')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await get('/api/catalog.json?limit=5', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const [firstTool] = CatalogPage.parse(first.json()).tools
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET short_description = short_description || ' Now with more.' WHERE slug = ${firstTool?.slug ?? ''}`)
    const changed = await get('/api/catalog.json?limit=5', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(CatalogPage.parse(changed.json()).tools[0]?.short_description).toMatch(/ Now with more\.$/)
  })

  it('refuses a page size past 500 with a message', async () => {
    const response = await get('/api/catalog.json?limit=1000')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('limit must be at most 500')
  })
})

describe('feeds of new and changed tools', () => {
  const parser = new Parser()

  it('lists the most recently changed tools first, as RSS 2.0 and as JSON Feed', async () => {
    await app.db.query(
      sql.typeAlias('void')`UPDATE tools SET tags = tags || '{feed-test}' WHERE slug = 'descript-overdub'`,
    )
    const rss = await get('/feeds/tools.xml')
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const feed = await parser.parseString(rss.body)
    expect(feed.title).toBe('Kitly: new and updated AI tools')
    expect(feed.items).toHaveLength(50)
    expect(feed.items[0]?.link).toBe(`${PUBLIC_URL}/tools/descript-overdub`)

    const json = await get('/feeds/tools.json')
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8')
    const body = json.json()
    expect(body.version).toBe('https://jsonfeed.org/version/1')
    expect(body.feed_url).toBe(`${PUBLIC_URL}/feeds/tools.json`)
    expect(body.items[0]).toMatchObject({ url: `${PUBLIC_URL}/tools/descript-overdub`, title: 'Descript Overdub' })
  })

  it('keeps a category feed to that category, and answers 404 for an unknown one', async () => {
    const feed = await parser.parseString((await get('/feeds/categories/video.xml')).body)
    const videoSlugs = new Set(
      await app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
        SELECT t.slug FROM tools t JOIN categories c ON c.id = t.category_id
        WHERE c.slug = 'video' AND t.status = 'active'`),
    )
    expect(feed.items.length).toBe(Math.min(50, videoSlugs.size))
    for (const item of feed.items) expect(videoSlugs.has(item.link?.split('/').at(-1) ?? '')).toBe(true)
    expect((await get('/feeds/categories/no-such-category.json')).statusCode).toBe(404)
  })
})
