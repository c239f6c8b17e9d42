/**
 * For crawlers and feed readers: /robots.txt, /sitemap.xml (an index of parts past 50,000 URLs)
 * and /blog/rss.xml. https://www.sitemaps.org/protocol.html
 * Not encapsulated (fastify-plugin): its hook sees the admin's changes to the catalog, wherever their routes are.
 */

import { sql } from '@kitly/db'
import { paths } from '@kitly/paths'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { catalogCache, changesCatalog } from '../../lib/catalog-cache.ts'

export type SeoRoutesOptions = {
  publicUrl: string
  /** URLs per sitemap file: the protocol's 50,000 unless a test wants a small split. */
  sitemapUrlLimit?: number
}

/** The protocol's limit per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000
const RSS_ITEMS = 50
/** How long built sitemaps are served (see catalog-cache.ts). */
export const SITEMAP_MAX_AGE_MS = 60_000

/** The pages without a record of their own that search engines should list. */
const STATIC_PATHS = [
  paths.home,
  paths.tools,
  paths.discontinuedTools,
  paths.bundles,
  paths.categories,
  paths.tasks,
  paths.tutorials,
  paths.kitBuilder,
  paths.blog,
  paths.contact,
  paths.terms,
  paths.privacy,
].map((page) => page.path)
/** Account pages, the Google callback, the API and comparisons (endless combinations of the same tools). */
const PRIVATE_PATHS = [
  paths.admin.path,
  paths.dashboard.path,
  paths.profile.path,
  paths.saved.path,
  '/auth/',
  '/api/',
  paths.compare.path,
]

/** The record pages the sitemap lists, in its order, each with the page's address (the web app's own paths). */
const SITEMAP_PAGES = {
  tool: paths.tool.href,
  alternatives: paths.toolAlternatives.href,
  category: (slug: string) => paths.tools.href({ category: slug }),
  bundle: paths.bundle.href,
  post: paths.blogPost.href,
  task: paths.task.href,
} as const
const SITEMAP_KINDS = Object.keys(SITEMAP_PAGES) as (keyof typeof SITEMAP_PAGES)[]
const SitemapRecord = z.object({
  kind: z.enum(SITEMAP_KINDS),
  key: z.string(),
  lastmod: z.string().nullable(),
})
type SitemapEntry = { path: string; lastmod: string | null }

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

/** The answer to /sitemap.xml and each part, /sitemap-1.xml first, as built from one read of the catalog. */
type Sitemaps = { main: string; parts: string[] }

async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const { publicUrl, sitemapUrlLimit = SITEMAP_URL_LIMIT } = options
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ]
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`)
  })

  /** Every public URL, in a stable order so the parts of a split sitemap do not shift between requests. */
  const allEntries = async (): Promise<SitemapEntry[]> => {
    const records = await app.db.any(sql.type(SitemapRecord)`
      SELECT kind, key, lastmod FROM (
        SELECT 'tool' AS kind, slug AS key, updated_at AS lastmod, id FROM tools WHERE status = 'active'
        UNION ALL
        SELECT 'alternatives', slug, updated_at, id FROM tools WHERE status = 'active'
        UNION ALL
        SELECT 'category', slug, updated_at, id FROM categories
        UNION ALL
        SELECT 'bundle', slug, updated_at, id FROM bundles WHERE status = 'active'
        UNION ALL
        SELECT 'post', slug, updated_at, id FROM posts WHERE is_published
        UNION ALL
        -- A task's page exists while some listed tool (active, not discontinued) does the task.
        SELECT 'task', slug, NULL, id FROM tasks tk
        WHERE EXISTS (SELECT 1 FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id
                      WHERE tt.task_id = tk.id AND tt.reviewed AND t.status = 'active' AND t.discontinued_at IS NULL)
      ) AS entries
      ORDER BY array_position(${sql.array([...SITEMAP_KINDS], 'text')}, kind), id`)
    return records.map(({ kind, key, lastmod }) => ({ path: SITEMAP_PAGES[kind](key), lastmod }))
  }

  const urlSet = (entries: readonly SitemapEntry[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n')

  const buildSitemaps = async (): Promise<Sitemaps> => {
    const entries = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await allEntries())]
    const parts = Array.from({ length: Math.ceil(entries.length / sitemapUrlLimit) }, (_, index) =>
      urlSet(entries.slice(index * sitemapUrlLimit, (index + 1) * sitemapUrlLimit)),
    )
    if (parts.length === 1) return { main: parts[0] as string, parts }
    const main = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...parts.map(
        (_, index) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n')
    return { main, parts }
  }

  const cache = catalogCache(SITEMAP_MAX_AGE_MS, buildSitemaps)
  const sitemaps = cache.get
  app.addHook('onResponse', (request, reply, done) => {
    if (changesCatalog(request, reply)) cache.clear()
    done()
  })

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send((await sitemaps()).main),
  )

  app.get('/sitemap-:part.xml', async (request, reply) => {
    const part = Number((request.params as { part: string }).part)
    const sitemap = Number.isInteger(part) && part >= 1 ? (await sitemaps()).parts[part - 1] : undefined
    if (sitemap === undefined) return reply.status(404).type('text/plain').send('No such sitemap part')
    return reply.type('application/xml; charset=utf-8').send(sitemap)
  })

  const FeedItem = z.object({ title: z.string(), slug: z.string(), excerpt: z.string(), published_at: z.string() })

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await app.db.any(sql.type(FeedItem)`
      SELECT title, slug, excerpt, published_at FROM posts WHERE is_published
      ORDER BY published_at DESC LIMIT ${RSS_ITEMS}`)
    const items = posts.map((post) => {
      const link = escapeXml(publicUrl + paths.blogPost.href(post.slug))
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <pubDate>${new Date(post.published_at).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n')
    })
    const feed = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      '    <title>Kitly Blog</title>',
      `    <link>${escapeXml(`${publicUrl}/blog`)}</link>`,
      '    <description>Guides and round-ups on choosing and using AI tools.</description>',
      `    <atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n')
    return reply.type('application/rss+xml; charset=utf-8').send(feed)
  })
}

export default fp(seoRoutes, { name: 'seo' })
