/**
 * Kitly for machines: /llms.txt and /llms-full.txt, a Markdown page per tool (/tools/{slug}.md), the catalog as
 * paged JSON (/api/catalog.json, with ETags) and feeds of new and changed tools (/feeds/...). Read-only and public.
 * Not encapsulated (fastify-plugin): its hook sees the admin's changes to the catalog, wherever their routes are.
 */
import { createHash } from 'node:crypto'
import { type FeedFormat, paths } from '@kitly/paths'
import { loadTaskData } from '@kitly/search/recommender'
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { catalogCache, changesCatalog } from '../../lib/catalog-cache.ts'
import { ErrorBody, notFound } from '../../lib/http-errors.ts'
import { findSiteName } from '../../lib/site-name.ts'
import { listAlternativeTools } from '../tools/queries.ts'
import { FEED_CONTENT_TYPE, toolFeed } from './feeds.ts'
import { llmsFullText, llmsText, type SiteFacts, toolMarkdown } from './markdown.ts'
import {
  countListedTools,
  findCatalogTool,
  findCategory,
  listAllCatalogTools,
  listCatalogPage,
  listCategoriesWithTools,
  listRecentlyChangedTools,
} from './queries.ts'
import { CatalogPage, CatalogQuery, SlugParams } from './schemas.ts'

export type MachineReadableOptions = { publicUrl: string }

/** How long /llms-full.txt is kept once built: it reads every tool (see catalog-cache.ts). */
export const LLMS_FULL_MAX_AGE_MS = 60_000
const FEED_ITEMS = 50
const ALTERNATIVES = 5
/** Crawlers and assistants may keep these a few minutes; the catalog does not change by the second. */
const CACHE_CONTROL = 'public, max-age=300'

const MARKDOWN = 'text/markdown; charset=utf-8'
const PLAIN = 'text/plain; charset=utf-8'

async function machineReadableRoutes(instance: FastifyInstance, { publicUrl }: MachineReadableOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>()

  const siteFacts = async (): Promise<SiteFacts> => {
    const [siteName, toolCount, categories, { tasks }] = await Promise.all([
      findSiteName(app.db),
      countListedTools(app.db),
      listCategoriesWithTools(app.db),
      loadTaskData(app.db),
    ])
    return {
      siteName,
      publicUrl,
      toolCount,
      categories,
      tasks: tasks.filter((task) => task.tool_count > 0).sort((a, b) => a.name.localeCompare(b.name)),
    }
  }

  const llmsFull = catalogCache(LLMS_FULL_MAX_AGE_MS, async () => {
    const [facts, tools] = await Promise.all([siteFacts(), listAllCatalogTools(app.db)])
    return llmsFullText(facts, tools)
  })
  app.addHook('onResponse', (request, reply, done) => {
    if (changesCatalog(request, reply)) llmsFull.clear()
    done()
  })

  const sendText = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', CACHE_CONTROL).send(body)

  app.get('/llms.txt', async (_request, reply) => sendText(reply, PLAIN, llmsText(await siteFacts())))
  app.get('/llms-full.txt', async (_request, reply) => sendText(reply, PLAIN, await llmsFull.get()))

  app.get(
    paths.toolMarkdown.path,
    { schema: { params: SlugParams, response: { 404: ErrorBody } } },
    async (request, reply) => {
      const tool = await findCatalogTool(app.db, request.params.slug)
      if (!tool) return notFound('Tool not found')
      const [siteName, { tasksBySlug }, alternatives] = await Promise.all([
        findSiteName(app.db),
        loadTaskData(app.db),
        listAlternativeTools(app.db, tool.id, ALTERNATIVES),
      ])
      const taskNames = new Map(tool.tasks.map((slug) => [slug, tasksBySlug.get(slug)?.name ?? slug]))
      return sendText(reply, MARKDOWN, toolMarkdown(tool, { publicUrl, siteName, taskNames, alternatives }))
    },
  )

  app.get(
    '/api/catalog.json',
    {
      schema: { querystring: CatalogQuery, response: { 200: CatalogPage, 400: ErrorBody } },
      onSend: answerUnchanged,
    },
    async (request, reply) => {
      const { after, limit } = request.query
      const tools = await listCatalogPage(app.db, after, limit)
      const last = tools.at(-1)
      const next =
        tools.length === limit && last ? `${publicUrl}/api/catalog.json?after=${last.id}&limit=${limit}` : null
      reply.header('cache-control', CACHE_CONTROL)
      if (next) reply.header('link', `<${next}>; rel="next"`)
      return { tools, next }
    },
  )

  const sendFeed = async (reply: FastifyReply, format: FeedFormat, categorySlug: string | null) => {
    const category = categorySlug === null ? null : await findCategory(app.db, categorySlug)
    if (categorySlug !== null && !category) return notFound('Category not found')
    const [siteName, tools] = await Promise.all([
      findSiteName(app.db),
      listRecentlyChangedTools(app.db, FEED_ITEMS, category?.id),
    ])
    return sendText(reply, FEED_CONTENT_TYPE[format], toolFeed({ siteName, publicUrl, category }, tools, format))
  }
  for (const format of ['xml', 'json'] as const) {
    app.get(paths.toolsFeed.href(format), async (_request, reply) => sendFeed(reply, format, null))
    app.get(
      paths.categoryFeed.path.replace(':format', format),
      { schema: { params: SlugParams, response: { 404: ErrorBody } } },
      async (request, reply) => sendFeed(reply, format, request.params.slug),
    )
  }
}

/**
 * Tags a successful answer with the hash of its bytes, and answers 304 with no body to a client that already has
 * them (If-None-Match): a mirror polling the catalog re-downloads only the pages that changed.
 */
const answerUnchanged: onSendHookHandler<unknown> = (request, reply, payload, done) => {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload)
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`
  reply.header('etag', etag)
  if (request.headers['if-none-match'] !== etag) return done(null, payload)
  reply.status(304).removeHeader('content-type')
  done(null, '')
}

export default fp(machineReadableRoutes, { name: 'machine-readable' })
