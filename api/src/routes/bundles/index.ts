/** Public bundles: the list (featured first, searchable) with a preview of their tools, and one bundle with all its tools. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { toolColumns } from '../tools/queries.ts'
import { ToolSchema } from '../tools/schemas.ts'
import { BundleParams, BundleSchema, BundleSummarySchema, ListBundlesQuery } from './schemas.ts'

/** The bundle's columns plus the number of its listed tools (active, not discontinued), from `bundles b`. */
const bundleColumns = sql.fragment`
  b.id, b.name, b.slug, b.icon, b.summary, b.description, b.tags, b.use_case_guidance, b.downloadable_resource,
  b.popularity, b.is_featured, b.created_at,
  (SELECT count(*)::int FROM bundle_tools bt JOIN tools t ON t.id = bt.tool_id
   WHERE bt.bundle_id = b.id AND t.status = 'active' AND t.discontinued_at IS NULL) AS tool_count`

const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListBundlesQuery, response: { 200: listOf(BundleSummarySchema), 400: ErrorBody } } },
    async ({ query }) => {
      const ids = query.search ? await app.searchEngine.bundles({ q: query.search }) : null
      return app.db.any(sql.type(BundleSummarySchema)`
        SELECT ${bundleColumns},
          coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'logo_url', t.logo_url)
                                      ORDER BY bt.position)
                    FROM bundle_tools bt JOIN tools t ON t.id = bt.tool_id
                    WHERE bt.bundle_id = b.id AND t.status = 'active' AND t.discontinued_at IS NULL), '[]') AS tools
        FROM bundles b
        ${ids ? sql.fragment`JOIN unnest(${sql.array([...ids], 'int4')}::int[]) WITH ORDINALITY AS hit(id, position) ON hit.id = b.id` : sql.fragment``}
        WHERE b.status = 'active'
        ORDER BY ${ids ? sql.fragment`hit.position` : sql.fragment`b.is_featured DESC, b.popularity DESC, b.name`}`)
    },
  )

  app.get(
    '/:slug',
    { schema: { params: BundleParams, response: { 200: BundleSchema, 404: ErrorBody } } },
    async ({ params }) => {
      const bundle = await app.db.maybeOne(sql.type(BundleSchema.omit({ tools: true }))`
        SELECT ${bundleColumns} FROM bundles b WHERE b.slug = ${params.slug} AND b.status = 'active'`)
      if (!bundle) return notFound('Bundle not found')
      const tools = await app.db.any(sql.type(ToolSchema)`
        SELECT ${toolColumns}
        FROM bundle_tools bt JOIN tools t ON t.id = bt.tool_id LEFT JOIN categories c ON c.id = t.category_id
        WHERE bt.bundle_id = ${bundle.id} AND t.status = 'active' AND t.discontinued_at IS NULL
        ORDER BY bt.position`)
      return { ...bundle, tools }
    },
  )
}

export default bundleRoutes
