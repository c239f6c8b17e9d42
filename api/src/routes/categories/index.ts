/** `GET /api/categories`: every category with its number of active tools, optionally searched. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf } from '../../lib/http-errors.ts'
import { CategorySchema, ListCategoriesQuery } from './schemas.ts'

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListCategoriesQuery, response: { 200: listOf(CategorySchema), 400: ErrorBody } } },
    async ({ query }) => {
      const ids = query.search ? await app.searchEngine.categories({ q: query.search }) : null
      return app.db.any(sql.type(CategorySchema)`
        SELECT c.id, c.name, c.slug, c.description, c.icon, c.tags, c.created_at, c.updated_at,
               (SELECT count(*)::int FROM tools t WHERE t.category_id = c.id AND t.status = 'active'
                  AND t.discontinued_at IS NULL) AS tool_count
        FROM categories c
        ${ids ? sql.fragment`JOIN unnest(${sql.array([...ids], 'int4')}::int[]) WITH ORDINALITY AS hit(id, position) ON hit.id = c.id` : sql.fragment``}
        ORDER BY ${ids ? sql.fragment`hit.position` : sql.fragment`c.name`}`)
    },
  )
}

export default categoryRoutes
