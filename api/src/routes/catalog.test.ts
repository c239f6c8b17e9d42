/** Categories, bundles, blog and site settings: the public read routes around the tools. */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCatalogApp } from '../../test/catalog-app.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
  await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE slug = 'gamma'`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO bundles (name, slug, summary, status, popularity) VALUES
      ('Hidden Bundle', 'hidden-bundle', 'Not public.', 'inactive', 99),
      ('Podcast Starter', 'podcast-starter', 'Record and publish a podcast.', 'active', 12)`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO posts (title, slug, excerpt, content, tags) VALUES ('Draft post', 'draft-post', 'Soon.', '<p>Soon</p>', '{guides}')`)
})
afterAll(() => app.close())

const get = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/categories', () => {
  it('lists every category by name with its number of active tools', async () => {
    const categories = (await get(`/api/categories?_t=${Date.now()}`)).json()
    expect(categories).toHaveLength(24)
    const names = categories.map((category: { name: string }) => category.name)
    expect(names).toEqual([...names].sort())
    const presentations = categories.find((category: { slug: string }) => category.slug === 'presentations')
    expect(presentations).toMatchObject({ icon: '🖥️', tool_count: 6, tags: expect.any(Array) })
  })

  it('searches categories, forgiving typos', async () => {
    const categories = (await get('/api/categories?search=imgae%20generation')).json()
    expect(categories[0].slug).toBe('image-generation')
  })
})

describe('GET /api/stats', () => {
  it('counts the active tools and bundles and the categories', async () => {
    const response = await get('/api/stats')
    expect(response.statusCode).toBe(200)
    // 820 seed tools less the inactive Gamma; 13 seed bundles plus the active one made here.
    expect(response.json()).toEqual({ tools: 819, bundles: 14, categories: 24 })
    await app.db.query(sql.typeAlias('void')`UPDATE bundles SET status = 'inactive' WHERE slug = 'podcast-starter'`)
    expect((await get('/api/stats')).json()).toMatchObject({ bundles: 13 })
    await app.db.query(sql.typeAlias('void')`UPDATE bundles SET status = 'active' WHERE slug = 'podcast-starter'`)
  })
})

describe('GET /api/bundles', () => {
  it('lists active bundles, the featured ones first, each with its tools in order', async () => {
    const bundles = (await get('/api/bundles')).json()
    const slugs = bundles.map((bundle: { slug: string }) => bundle.slug)
    // The seed's 13 curated bundles and the active one made here; the hidden one is left out.
    expect(slugs).toHaveLength(14)
    expect(slugs.slice(0, 5)).toEqual([
      'marketing-growth-stack',
      'startup-launch-kit',
      'youtube-creator-kit',
      'podcast-starter',
      'academic-research-kit',
    ])
    const startup = bundles.find((bundle: { slug: string }) => bundle.slug === 'startup-launch-kit')
    // Gamma is inactive, so it drops out of the Startup Launch Kit.
    expect(startup.tools.map((tool: { slug: string }) => tool.slug)).toEqual([
      'chatgpt',
      'lovable',
      'canva',
      'notion-ai',
    ])
    expect(startup.tool_count).toBe(4)
  })

  it('searches bundles', async () => {
    const bundles = (await get('/api/bundles?search=podcast')).json()
    expect(bundles.map((bundle: { slug: string }) => bundle.slug).sort()).toEqual([
      'podcast-production-kit',
      'podcast-starter',
    ])
  })

  it('answers one bundle with its full tools, and 404 for an unknown or inactive one', async () => {
    const bundle = (await get('/api/bundles/marketing-growth-stack')).json()
    expect(bundle.tools).toHaveLength(7)
    expect(bundle.tools[0]).toMatchObject({ slug: 'perplexity-ai', website_url: expect.any(String) })
    for (const slug of ['no-such-bundle', 'hidden-bundle']) {
      const missing = await get(`/api/bundles/${slug}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ error: 'Bundle not found' })
    }
  })
})

describe('GET /api/blog', () => {
  it('lists published posts newest first without their bodies', async () => {
    const posts = (await get('/api/blog?limit=4')).json()
    expect(posts.map((post: { slug: string }) => post.slug)).toEqual([
      'how-to-choose-an-ai-tool',
      'build-a-starter-ai-kit',
      'free-and-open-source-ai-tools-2026',
    ])
    expect(posts[0]).not.toHaveProperty('content')
  })

  it('searches posts and answers one article with its content', async () => {
    const [found] = (await get('/api/blog?search=open%20source')).json()
    expect(found.slug).toBe('free-and-open-source-ai-tools-2026')
    const article = (await get(`/api/blog/${found.slug}`)).json()
    expect(article.content).toContain('<h2>')
  })

  it('hides drafts', async () => {
    const draft = await get('/api/blog/draft-post')
    expect(draft.statusCode).toBe(404)
    expect(draft.json()).toEqual({ error: 'Article not found' })
  })

  it('answers related articles by shared tags', async () => {
    const related = (await get('/api/blog/how-to-choose-an-ai-tool/related')).json()
    expect(related.map((post: { slug: string }) => post.slug)).toEqual(['build-a-starter-ai-kit'])
  })
})

describe('GET /api/site-settings', () => {
  it('answers the tracking ids, null when unset, and no Google sign-in on a server without a Google client', async () => {
    await app.db.query(sql.typeAlias('void')`UPDATE site_settings SET meta_pixel_id = '123456789012345'`)
    expect((await get('/api/site-settings')).json()).toEqual({
      google_analytics_code: null,
      meta_pixel_id: '123456789012345',
      google_tag_manager_code: null,
      site_name: 'Kitly',
      support_email: null,
      x_url: null,
      linkedin_url: null,
      github_url: null,
      analytics_consent_banner: false,
      google_sign_in: false,
    })
  })
})
