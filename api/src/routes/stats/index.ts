/** `GET /api/stats`: the public catalog's size (active tools and bundles, categories), for the home page's claims. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CatalogStatsSchema } from './schemas.ts'

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: CatalogStatsSchema } } }, async () =>
    app.db.one(sql.type(CatalogStatsSchema)`
      SELECT (SELECT count(*)::int FROM tools WHERE status = 'active') AS tools,
             (SELECT count(*)::int FROM bundles WHERE status = 'active') AS bundles,
             (SELECT count(*)::int FROM categories) AS categories`),
  )
}

export default statsRoutes
