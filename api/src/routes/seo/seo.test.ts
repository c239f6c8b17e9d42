/** What crawlers see without JavaScript: page heads, sitemap, robots and the blog feed, in raw HTML/XML. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { createAdmin, createTool, createUser, unique } from '../../../test/factories.ts'
import { injectAs } from '../../../test/session.ts'
import seoRoutes, { SITEMAP_MAX_AGE_MS } from './index.ts'

const PUBLIC_URL = 'https://kitly.example'
const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-seo-dist-'))
let app: FastifyInstance

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kitly</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
  )
  app = await buildCatalogApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET short_description = 'Say "hi" $'' $& </script><script>alert(1)</script>', description = ''
    WHERE slug = 'lovable'`)
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET description = 'Canva lays out designs from templates.' || E'\n\n' || 'Teams share brand kits.',
                     features = '{Templates,Brand kits}', platforms = '{web,ios,api}', company = 'Canva'
    WHERE slug = 'canva'`)
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'gamma'`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO reviews (tool_id, user_name, rating, content) SELECT id, 'Ada', 4, 'Good' FROM tools WHERE slug = 'canva'`)
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET rating = 4, review_count = 1 WHERE slug = 'canva'`)
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

const page = async (url: string) => {
  const response = await app.inject({ url, headers: { accept: 'text/html' } })
  return { status: response.statusCode, html: response.body }
}
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? ''))
const metaContent = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`))?.[1]

describe('page heads', () => {
  it('points feed readers and assistants to the feeds and to a tool page in Markdown', async () => {
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]*" href="([^"]+)" \/>/g)].map(
        ([, type, href]) => `${type} ${href}`,
      )
    const siteFeed = `application/rss+xml ${PUBLIC_URL}/feeds/tools.xml`
    expect(alternates((await page('/')).html)).toEqual([siteFeed])
    expect(alternates((await page('/tools/canva')).html)).toEqual([
      siteFeed,
      `text/markdown ${PUBLIC_URL}/tools/canva.md`,
    ])
    expect(alternates((await page('/tools?category=seo')).html)).toEqual([
      siteFeed,
      `application/rss+xml ${PUBLIC_URL}/feeds/categories/seo.xml`,
    ])
  })

  it('gives a tool page its title, description, canonical URL, social tags and SoftwareApplication data', async () => {
    const { status, html } = await page('/tools/canva')
    expect(status).toBe(200)
    expect(html).toContain('<title>Canva - AI Tool Review</title>')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tools/canva" />`)
    expect(metaContent(html, 'og:title')).toBe('Canva - AI Tool Review')
    expect(metaContent(html, 'description')).not.toBe('default')
    const [application, trail] = jsonLd(html)
    expect(application).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Canva',
      // The listing's paragraphs, where it runs (the API is no operating system), its features and maker.
      description: 'Canva lays out designs from templates.\n\nTeams share brand kits.',
      operatingSystem: 'Web browser, iOS',
      featureList: ['Templates', 'Brand kits'],
      author: { '@type': 'Organization', name: 'Canva' },
      applicationCategory: 'Image Generation',
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
      offers: { price: 0 },
    })
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'AI Tools',
      'Image Generation',
      'Canva',
    ])
  })

  it('gives the Terms of Service and Privacy Policy their titles and canonical URLs', async () => {
    for (const [path, title] of [
      ['/terms', 'Terms of Service - Kitly'],
      ['/privacy', 'Privacy Policy - Kitly'],
    ] as const) {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`)
    }
  })

  it('names the site in link previews as Settings call it, escaped', async () => {
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Tools & "Kits"'`)
    try {
      const { html } = await page('/contact')
      expect(metaContent(html, 'og:site_name')).toBe('Tools &amp; &quot;Kits&quot;')
      expect(html).toContain('<title>Contact Us - Tools &amp; &quot;Kits&quot;</title>')
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Kitly'`)
    }
  })

  it('puts the site’s name from Settings in every page title, the default description and the publisher', async () => {
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Toolbox'`)
    try {
      const home = await page('/')
      expect(home.html).toContain('<title>Toolbox: find, compare and bundle AI tools</title>')
      expect(metaContent(home.html, 'og:description')).toMatch(/^Toolbox is a curated directory of AI tools/)
      expect((await page('/tools?category=seo')).html).toContain('<title>SEO AI Tools - Toolbox</title>')
      expect((await page('/tools/canva/alternatives')).html).toContain(
        '<title>Best Canva Alternatives - Toolbox</title>',
      )
      const missing = await page('/bundles/no-such-bundle')
      expect(missing.status).toBe(404)
      expect(missing.html).not.toContain('Kitly')
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET site_name = 'Kitly'`)
    }
  })

  it('gives the tutorials index its own title and canonical URL', async () => {
    const { status, html } = await page('/tutorials?difficulty=beginner')
    expect(status).toBe(200)
    expect(html).toContain('<title>AI Tool Tutorials - Kitly</title>')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tutorials" />`)
  })

  it('escapes record text so it can neither break an attribute nor close a script, nor splice in the page', async () => {
    const { html } = await page('/tools/lovable')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(metaContent(html, 'description')).toBe(
      'Say &quot;hi&quot; $&#39; $&amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(jsonLd(html)[0].description).toBe(`Say "hi" $' $& </script><script>alert(1)</script>`)
  })

  it('answers 404 for a tool, bundle, article or kit that does not exist, still with the app shell', async () => {
    for (const url of ['/tools/gamma', '/tools/no-such-tool', '/bundles/nope', '/blog/nope', '/kits/not-a-kit']) {
      const { status, html } = await page(url)
      expect(status, url).toBe(404)
      expect(html).toContain('<div id="root">')
    }
  })

  it('names a shared kit, and nothing of a kit that is not shared', async () => {
    const owner = await createUser(app.db)
    const kit = (isShared: boolean) =>
      app.db.oneFirst(sql.type(z.object({ id: z.string() }))`
        INSERT INTO kits (name, description, prompt, is_shared, user_id)
        VALUES (${isShared ? 'Podcast Launch Kit' : 'My Secret Plan'}, 'Tools for a podcast', 'podcast', ${isShared},
                ${isShared ? null : owner.id})
        RETURNING id`)
    const shared = await page(`/kits/${await kit(true)}`)
    expect(shared.html).toContain('<title>Podcast Launch Kit - AI Kit - Kitly</title>')
    const unshared = await page(`/kits/${await kit(false)}`)
    expect(unshared.status).toBe(200)
    expect(unshared.html).toContain('<title>Your Kit - AI Kit - Kitly</title>')
    expect(unshared.html).not.toContain('Secret')
  })

  it('describes alternatives, bundle, article and category pages', async () => {
    const alternatives = (await page('/tools/canva/alternatives')).html
    expect(alternatives).toContain('<title>Best Canva Alternatives - Kitly</title>')
    expect(alternatives).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tools/canva/alternatives" />`)
    const [trail] = jsonLd(alternatives)
    expect(trail.itemListElement.map((item: { item: string }) => item.item.replace(PUBLIC_URL, ''))).toEqual([
      '/',
      '/tools',
      '/tools?category=image-generation',
      '/tools/canva',
      '/tools/canva/alternatives',
    ])
    const bundle = await page('/bundles/youtube-creator-kit')
    const [list] = jsonLd(bundle.html)
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'YouTube Creator Kit' })
    expect(list.itemListElement).toHaveLength(6)
    const article = await page('/blog/how-to-choose-an-ai-tool')
    expect(metaContent(article.html, 'og:type')).toBe('article')
    expect(jsonLd(article.html)[0]).toMatchObject({ '@type': 'BlogPosting', author: { name: 'Kitly Team' } })
    const category = await page('/tools?category=seo')
    expect(category.html).toContain('<title>SEO AI Tools - Kitly</title>')
  })

  it('describes the discontinued tools page as a page of its own, not a tool of that slug', async () => {
    const { status, html } = await page('/tools/discontinued')
    expect(status).toBe(200)
    expect(html).toContain('<title>Discontinued AI Tools - Kitly</title>')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tools/discontinued" />`)
  })

  it('uses the site defaults elsewhere', async () => {
    const { status, html } = await page('/kit-builder')
    expect(status).toBe(200)
    expect(html).toContain('<title>Magic Kit Builder - Kitly</title>')
  })
})

describe('GET /api/tools/:slug/alternatives', () => {
  it('lists similar tools, the same category first, never the tool itself', async () => {
    const response = await app.inject('/api/tools/midjourney/alternatives?limit=5')
    const tools = response.json()
    expect(tools).toHaveLength(5)
    expect(tools.map((tool: { slug: string }) => tool.slug)).not.toContain('midjourney')
    for (const tool of tools) expect(tool.category_slug).toBe('image-generation')
  })
})

describe('task page heads', () => {
  it('names a task page after the job, with its tool count and a breadcrumb', async () => {
    const { status, html } = await page('/tasks/transcribe-audio')
    expect(status).toBe(200)
    expect(html).toContain('<title>Best AI tools to transcribe audio and video - Kitly</title>')
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tasks/transcribe-audio" />`)
    expect(metaContent(html, 'description')).toMatch(/^\d+ AI tools to transcribe audio and video, including /)
    expect(jsonLd(html)[0]['@type']).toBe('BreadcrumbList')
  })

  it('leave discontinued tools out of task and bundle heads, as the pages do', async () => {
    const count = async () =>
      Number(metaContent((await page('/tasks/transcribe-audio')).html, 'description')?.split(' ')[0])
    const before = await count()
    const Slug = z.object({ slug: z.string() })
    const [doer] = await app.db.anyFirst(sql.type(Slug)`
      SELECT t.slug FROM tools t JOIN tool_tasks tt ON tt.tool_id = t.id AND tt.reviewed
      JOIN tasks tk ON tk.id = tt.task_id AND tk.slug = 'transcribe-audio' ORDER BY t.id LIMIT 1`)
    const [bundled] = await app.db.anyFirst(sql.type(Slug)`
      SELECT t.slug FROM tools t JOIN bundle_tools bt ON bt.tool_id = t.id
      JOIN bundles b ON b.id = bt.bundle_id AND b.slug = 'youtube-creator-kit' ORDER BY bt.position LIMIT 1`)
    const marked = sql.array([doer ?? '', bundled ?? ''], 'text')
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE slug = ANY(${marked})`)
    try {
      expect(await count()).toBe(before - 1)
      const [list] = jsonLd((await page('/bundles/youtube-creator-kit')).html)
      expect(list.itemListElement).toHaveLength(5)
      expect(JSON.stringify(list)).not.toContain(`/tools/${bundled}"`)
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = NULL WHERE slug = ANY(${marked})`)
    }
  })
})

describe('robots, sitemap and feed', () => {
  it('keeps crawlers out of admin and account pages and points them to the sitemap', async () => {
    const robots = (await app.inject('/robots.txt')).body
    for (const path of ['/admin', '/dashboard', '/profile', '/saved', '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('lists every public tool, alternatives page, category, bundle, article and task, and nothing private', async () => {
    const response = await app.inject('/sitemap.xml')
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const counts = await app.db.one(
      sql.type(z.object({ tools: z.number(), others: z.number() }))`
      SELECT (SELECT count(*)::int FROM tools WHERE status = 'active') AS tools,
             (SELECT count(*)::int FROM categories) + (SELECT count(*)::int FROM bundles WHERE status = 'active')
             + (SELECT count(*)::int FROM posts WHERE is_published)
             + (SELECT count(DISTINCT tt.task_id)::int FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id
                WHERE tt.reviewed AND t.status = 'active') AS others`,
    )
    expect(locs).toHaveLength(12 + 2 * counts.tools + counts.others)
    expect(locs).toContain(`${PUBLIC_URL}/tasks`)
    expect(locs).toContain(`${PUBLIC_URL}/tools/discontinued`)
    expect(locs).toContain(`${PUBLIC_URL}/terms`)
    expect(locs).toContain(`${PUBLIC_URL}/privacy`)
    expect(locs).toContain(`${PUBLIC_URL}/tutorials`)
    expect(locs).toContain(`${PUBLIC_URL}/tasks/transcribe-audio`)
    expect(locs).not.toContain(`${PUBLIC_URL}/tasks/write-job-descriptions`)
    expect(locs).toContain(`${PUBLIC_URL}/tools/canva`)
    expect(locs).toContain(`${PUBLIC_URL}/tools/canva/alternatives`)
    expect(locs).toContain(`${PUBLIC_URL}/bundles/startup-launch-kit`)
    expect(locs).toContain(`${PUBLIC_URL}/blog/how-to-choose-an-ai-tool`)
    expect(locs).toContain(`${PUBLIC_URL}/tools?category=seo`)
    expect(locs).not.toContain(`${PUBLIC_URL}/tools/gamma`)
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/kitly\.example\//)
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/)
  })

  it('splits into a sitemap index past the URL limit', async () => {
    const small = Fastify()
    small.decorate('db', app.db)
    await small.register(seoRoutes, { publicUrl: PUBLIC_URL, sitemapUrlLimit: 500 })
    const index = (await small.inject('/sitemap.xml')).body
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(index).toContain('<sitemapindex')
    expect(parts.length).toBeGreaterThan(2)
    const first = (await small.inject('/sitemap-1.xml')).body
    expect([...first.matchAll(/<url>/g)]).toHaveLength(500)
    expect((await small.inject(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404)
    await small.close()
  })

  describe('kept', () => {
    afterEach(() => {
      vi.useRealTimers()
    })
    const listed = async (path: string) => (await app.inject('/sitemap.xml')).body.includes(`${PUBLIC_URL}${path}<`)

    it('serves what it built for up to a minute, then reads the catalog again', async () => {
      expect(await listed('/tools/canva')).toBe(true)
      const tool = await createTool(app.db, { slug: unique('late-tool') })
      expect(await listed(`/tools/${tool.slug}`)).toBe(false)
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + SITEMAP_MAX_AGE_MS)
      expect(await listed(`/tools/${tool.slug}`)).toBe(true)
    })

    it('rebuilds at once after an admin changes the catalog', async () => {
      expect(await listed('/tools/canva')).toBe(true)
      const slug = unique('fresh-category')
      const created = await injectAs(app, await createAdmin(app.db), {
        method: 'POST',
        url: '/api/admin/categories',
        payload: { name: 'Fresh category', slug },
      })
      expect(created.statusCode).toBe(201)
      expect(await listed(`/tools?category=${slug}`)).toBe(true)
    })
  })

  it('publishes the blog as RSS 2.0', async () => {
    const response = await app.inject('/blog/rss.xml')
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/)
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect([...response.body.matchAll(/<item>/g)]).toHaveLength(3)
    expect(response.body).toContain(`<link>${PUBLIC_URL}/blog/how-to-choose-an-ai-tool</link>`)
  })
})
