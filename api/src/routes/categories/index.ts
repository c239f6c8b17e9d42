/**
 * `GET /api/categories`: every category with its number of listed tools (kept by triggers, migration 0072), optionally
 * searched.
 */

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
               n.listed_count AS tool_count
        FROM categories c
        JOIN category_tool_counts n ON n.category_id = c.id
        ${ids ? sql.fragment`JOIN unnest(${sql.array([...ids], 'int4')}::int[]) WITH ORDINALITY AS hit(id, position) ON hit.id = c.id` : sql.fragment``}
        ORDER BY ${ids ? sql.fragment`hit.position` : sql.fragment`c.name`}`)
    },
  )
}

export default categoryRoutes
