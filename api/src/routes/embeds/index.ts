/**
 * Pages other sites frame: a shared kit's card (/embed/kits/{id}), which its page offers as an `<iframe>` snippet.
 * Public and read-only, reading no cookie and setting none; the only routes any site may frame, under a policy that
 * runs no script (plugins/security-headers.ts). An unknown or unshared kit gets a page that says so, framable too.
 */
import { createHash } from 'node:crypto'
import { paths } from '@kitly/paths'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { totalText } from '../../kit-cost/cost-text.ts'
import { priceToolsById } from '../../kit-cost/queries.ts'
import { sendTagged } from '../../lib/send-tagged.ts'
import { findSiteName } from '../../lib/site-name.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { framablePolicy } from '../../plugins/security-headers.ts'
import { findKit, listKitTools } from '../kits/queries.ts'
import { DEFAULT_KIT_USAGE } from '../kits/schemas.ts'
import { KIT_EMBED_STYLE_HASH, kitEmbedHtml, kitUnavailableHtml } from './kit-embed.ts'

export type EmbedRoutesOptions = { publicUrl: string }

const KitParams = z.object({ id: z.string().max(100) })
const HtmlPage = z.string().describe('text/html')
/** As the badge: a few minutes' delay after an edit is fine, and revalidating is cheap (ETag). */
const EMBED_CACHE_CONTROL = 'public, max-age=300'
/** A kit shared again soon shows again soon. */
const UNAVAILABLE_CACHE_CONTROL = 'public, max-age=60'
const HTML = 'text/html; charset=utf-8'

const contentHash = (html: string) => createHash('sha256').update(html).digest('base64url').slice(0, 27)

const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (app, { publicUrl }) => {
  const config = { ...visitorLimit('card'), framable: framablePolicy([KIT_EMBED_STYLE_HASH]) }

  app.get(
    paths.kitEmbed.path,
    { config, schema: { params: KitParams, response: { 200: HtmlPage, 404: HtmlPage } } },
    async (request, reply) => {
      const [kit, siteName] = await Promise.all([findKit(app.db, request.params.id), findSiteName(app.db)])
      if (!kit?.is_shared) {
        const html = kitUnavailableHtml(siteName, publicUrl + paths.kitBuilder.href())
        return reply.status(404).header('cache-control', UNAVAILABLE_CACHE_CONTROL).type(HTML).send(html)
      }
      // The tools its page lists: inactive and discontinued ones are left out there, and so here.
      const tools = await listKitTools(app.db, kit.id)
      const usage = kit.usage ?? DEFAULT_KIT_USAGE
      const cost = await priceToolsById(
        app.db,
        tools.map((tool) => tool.id),
        usage,
      )
      // A total only when every tool's price is known: a partial sum would read as the kit's cost.
      const known = cost.tools.length > 0 && cost.tools.every((tool) => tool.status === 'priced')
      const html = kitEmbedHtml({
        siteName,
        name: kit.kit_name,
        goal: kit.prompt,
        tools: tools.map((tool) => ({
          name: tool.name,
          role: tool.reason || tool.short_description,
          logo_url: tool.logo_url,
        })),
        monthlyCost: known ? totalText(cost.totals) : null,
        costBasis:
          usage.amounts.length > 0 ? 'at its stated usage' : `${usage.seats} ${usage.seats === 1 ? 'seat' : 'seats'}`,
        pageUrl: publicUrl + paths.kit.href(kit.id),
      })
      return sendTagged(request, reply, {
        etag: contentHash(html),
        cacheControl: EMBED_CACHE_CONTROL,
        type: HTML,
        build: () => html,
      })
    },
  )
}

export default embedRoutes
