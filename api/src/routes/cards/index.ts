/**
 * Images other sites show of ours: link-preview cards (og:image, /og/...) and the badge makers embed
 * (/badge/tools/{slug}.svg). Public and read-only; each answers 404 for what a visitor could not see.
 */
import { parseCompareSlugs, paths } from '@kitly/paths'
import { compareCardVersion, kitCardVersion, toolCardVersion } from '@kitly/paths/cards'
import { LruCache } from '@kitly/search/lru-cache'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, notFound } from '../../lib/http-errors.ts'
import { sendTagged } from '../../lib/send-tagged.ts'
import { findSiteName } from '../../lib/site-name.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { badgeSvg } from './badge.ts'
import { compareCard } from './compare-card.ts'
import { kitCard } from './kit-card.ts'
import { findSharedKitCard, findToolCard, listComparedTools } from './queries.ts'
import { type CardNode, renderCard } from './render.ts'
import { toolCard } from './tool-card.ts'

/** Rendered cards kept in memory: ~100 KB each, so at most ~25 MB. */
const CACHED_CARDS = 256
const CARD_TTL_MS = 24 * 60 * 60 * 1000
/** A card asked for by its current version never changes; under any other URL it may, so it is kept briefly. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const BRIEFLY = 'public, max-age=300'
/** The badge shows a live rating: a few minutes' delay is fine, and revalidating is cheap (ETag). */
const BADGE_CACHE_CONTROL = 'public, max-age=300'

const SlugParams = z.object({ slug: z.string().max(200) })
const KitParams = z.object({ id: z.string().max(100) })
/** `v`: the version the page's meta named (paths.toolCard); it only decides how long the answer may be kept. */
const CardQuery = z.object({ v: z.string().max(40).optional() })
/** `tools`: the compared tools' slugs, as the comparison's link has them (paths.compare). */
const CompareCardQuery = CardQuery.extend({ tools: z.string().max(1200).optional() })

export default async function cardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const rendered = new LruCache<Buffer>({ maxEntries: CACHED_CARDS, ttlMs: CARD_TTL_MS })

  /** The card under its version: from memory, or drawn now (~0.1-0.2 s of CPU) and kept. */
  const sendCard = (
    request: FastifyRequest<{ Querystring: { v?: string } }>,
    reply: FastifyReply,
    card: { key: string; version: string; draw: () => CardNode },
  ) =>
    sendTagged(request, reply, {
      etag: card.version,
      cacheControl: request.query.v === card.version ? IMMUTABLE : BRIEFLY,
      type: 'image/png',
      build: async () => {
        const cacheKey = `${card.key}@${card.version}`
        const cached = rendered.get(cacheKey)
        if (cached) return cached
        const png = await renderCard(card.draw())
        rendered.set(cacheKey, png)
        return png
      },
    })
  const cardConfig = visitorLimit('card')

  app.get(
    paths.toolCard.path,
    { config: cardConfig, schema: { params: SlugParams, querystring: CardQuery, response: { 404: ErrorBody } } },
    async (request, reply) => {
      const [tool, siteName] = await Promise.all([findToolCard(app.db, request.params.slug), findSiteName(app.db)])
      if (!tool) return notFound('Tool not found')
      return sendCard(request, reply, {
        key: `tool:${tool.slug}`,
        version: toolCardVersion(tool, siteName),
        draw: () => toolCard(tool, siteName),
      })
    },
  )

  app.get(
    paths.kitCard.path,
    { config: cardConfig, schema: { params: KitParams, querystring: CardQuery, response: { 404: ErrorBody } } },
    async (request, reply) => {
      const [kit, siteName] = await Promise.all([findSharedKitCard(app.db, request.params.id), findSiteName(app.db)])
      if (!kit) return notFound('Kit not found')
      return sendCard(request, reply, {
        key: `kit:${kit.id}`,
        version: kitCardVersion(kit, siteName),
        draw: () => kitCard(kit, siteName),
      })
    },
  )

  app.get(
    paths.compareCard.path,
    { config: cardConfig, schema: { querystring: CompareCardQuery, response: { 404: ErrorBody } } },
    async (request, reply) => {
      const slugs = parseCompareSlugs(request.query.tools)
      const [tools, siteName] = await Promise.all([listComparedTools(app.db, slugs), findSiteName(app.db)])
      // Every tool named must be public: the card lists nothing its page would not show.
      if (tools.length === 0 || tools.length !== slugs.length) return notFound('Tools not found')
      const names = tools.map((tool) => tool.name)
      return sendCard(request, reply, {
        key: `compare:${slugs.join(',')}`,
        version: compareCardVersion(names, siteName),
        draw: () => compareCard(names, siteName),
      })
    },
  )

  app.get(
    paths.toolBadge.path,
    { config: cardConfig, schema: { params: SlugParams, response: { 404: ErrorBody } } },
    async (request, reply) => {
      const [tool, siteName] = await Promise.all([findToolCard(app.db, request.params.slug), findSiteName(app.db)])
      if (!tool) return notFound('Tool not found')
      const svg = badgeSvg({ siteName, toolName: tool.name, rating: tool.rating, reviewCount: tool.review_count })
      return sendTagged(request, reply, {
        etag: toolCardVersion(tool, siteName),
        cacheControl: BADGE_CACHE_CONTROL,
        type: 'image/svg+xml; charset=utf-8',
        build: () => svg,
      })
    },
  )
}
