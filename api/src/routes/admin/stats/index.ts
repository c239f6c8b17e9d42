/**
 * `GET /api/admin/stats`: the dashboard's counts, the most visited tools ("views" are Visit Website
 * clicks; rating breaks ties) and the most popular bundles.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CountsSchema, StatsSchema, TopBundleSchema, TopToolSchema } from './schemas.ts'

const TOP = 5

const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: StatsSchema } } }, async () => {
    const [counts, topTools, topBundles] = await Promise.all([
      app.db.one(sql.type(CountsSchema)`
        SELECT (SELECT count(*)::int FROM tools) AS "totalTools",
               (SELECT count(*)::int FROM bundles) AS "totalBundles",
               (SELECT count(*)::int FROM categories) AS "totalCategories",
               (SELECT count(*)::int FROM users) AS "totalUsers",
               (SELECT count(*)::int FROM reviews) AS "totalReviews",
               (SELECT count(*)::int FROM posts) AS "totalBlogPosts"`),
      app.db.any(sql.type(TopToolSchema)`
        SELECT id, name, slug, click_count AS views, rating FROM tools
        ORDER BY click_count DESC, rating DESC, review_count DESC, id LIMIT ${TOP}`),
      app.db.any(sql.type(TopBundleSchema)`
        SELECT id, name, slug, popularity FROM bundles ORDER BY popularity DESC, id LIMIT ${TOP}`),
    ])
    return { ...counts, topTools, topBundles }
  })
}

export default adminStatsRoutes
