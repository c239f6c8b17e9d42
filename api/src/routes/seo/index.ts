/**
 * For crawlers and feed readers: /robots.txt, /sitemap.xml (an index of parts past 50,000 URLs)
 * and /blog/rss.xml. https://www.sitemaps.org/protocol.html
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { sql } from '../../db/sql.ts'

export type SeoRoutesOptions = {
  publicUrl: string
  /** URLs per sitemap file: the protocol's 50,000 unless a test wants a small split. */
  sitemapUrlLimit?: number
}

/** The protocol's limit per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000
const RSS_ITEMS = 50

const STATIC_PATHS = ['/', '/tools', '/bundles', '/categories', '/tasks', '/kit-builder', '/blog', '/contact']
const PRIVATE_PATHS = ['/admin', '/dashboard', '/profile', '/saved', '/auth/', '/api/', '/compare']

const SitemapEntry = z.object({ path: z.string(), lastmod: z.string().nullable() })

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
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
  const allEntries = () =>
    app.db.any(sql.type(SitemapEntry)`
      SELECT path, lastmod FROM (
        SELECT 1 AS kind, '/tools/' || slug AS path, updated_at AS lastmod, id FROM tools WHERE status = 'active'
        UNION ALL
        SELECT 2, '/tools/' || slug || '/alternatives', updated_at, id FROM tools WHERE status = 'active'
        UNION ALL
        SELECT 3, '/tools?category=' || slug, updated_at, id FROM categories
        UNION ALL
        SELECT 4, '/bundles/' || slug, updated_at, id FROM bundles WHERE status = 'active'
        UNION ALL
        SELECT 5, '/blog/' || slug, updated_at, id FROM posts WHERE is_published
        UNION ALL
        -- A task's page exists while some active tool does the task.
        SELECT 6, '/tasks/' || slug, NULL, id FROM tasks tk
        WHERE EXISTS (SELECT 1 FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id
                      WHERE tt.task_id = tk.id AND tt.reviewed AND t.status = 'active')
      ) AS entries
      ORDER BY kind, id`)

  const urlSet = (entries: ReadonlyArray<{ path: string; lastmod: string | null }>) =>
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

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await allEntries())]
    reply.type('application/xml; charset=utf-8')
    if (entries.length <= sitemapUrlLimit) return urlSet(entries)
    const parts = Math.ceil(entries.length / sitemapUrlLimit)
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from(
        { length: parts },
        (_, index) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n')
  })

  app.get('/sitemap-:part.xml', async (request, reply) => {
    const part = Number((request.params as { part: string }).part)
    const entries = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await allEntries())]
    const slice = entries.slice((part - 1) * sitemapUrlLimit, part * sitemapUrlLimit)
    if (!Number.isInteger(part) || part < 1 || slice.length === 0) {
      return reply.status(404).type('text/plain').send('No such sitemap part')
    }
    return reply.type('application/xml; charset=utf-8').send(urlSet(slice))
  })

  const FeedItem = z.object({ title: z.string(), slug: z.string(), excerpt: z.string(), published_at: z.string() })

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await app.db.any(sql.type(FeedItem)`
      SELECT title, slug, excerpt, published_at FROM posts WHERE is_published
      ORDER BY published_at DESC LIMIT ${RSS_ITEMS}`)
    const items = posts.map((post) => {
      const link = escapeXml(`${publicUrl}/blog/${post.slug}`)
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

export default seoRoutes
