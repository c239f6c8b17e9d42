/** `GET /api/stats`: the public catalog's size (listed tools: active and not discontinued; active bundles; categories), for the home page's claims. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CatalogStatsSchema } from './schemas.ts'

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: CatalogStatsSchema } } }, async () =>
    app.db.one(sql.type(CatalogStatsSchema)`
      SELECT (SELECT count(*)::int FROM tools WHERE status = 'active' AND discontinued_at IS NULL) AS tools,
             (SELECT count(*)::int FROM bundles WHERE status = 'active') AS bundles,
             (SELECT count(*)::int FROM categories) AS categories`),
  )
}

export default statsRoutes
