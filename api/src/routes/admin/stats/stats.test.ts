/** GET /api/admin/stats: the dashboard's counts, top tools by views then rating, top bundles. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminTestContext, expectAdminOnly, startAdminTestApp } from '../../../../test/admin-test-kit.ts'
import { createBundle, createCategory, createTool } from '../../../../test/factories.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

describe('GET /api/admin/stats', () => {
  it('counts everything and ranks tools by clicks, then rating, and bundles by popularity', async () => {
    const { db } = context.app
    await createCategory(db)
    const [clicked, rated, plain] = [await createTool(db), await createTool(db), await createTool(db)]
    await db.query(sql.typeAlias('void')`UPDATE tools SET click_count = 10 WHERE id = ${clicked.id}`)
    await db.query(sql.typeAlias('void')`
      INSERT INTO reviews (tool_id, user_name, rating, content) VALUES (${rated.id}, 'A', 4, 'Good')`)
    await db.query(sql.typeAlias('void')`UPDATE tools SET rating = 4, review_count = 1 WHERE id = ${rated.id}`)
    const [popular, quiet] = [await createBundle(db), await createBundle(db)]
    await db.query(sql.typeAlias('void')`UPDATE bundles SET popularity = 9 WHERE id = ${popular.id}`)

    const response = await context.asAdmin.get('/api/admin/stats')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      totalTools: 3,
      totalBundles: 2,
      totalCategories: 1,
      totalUsers: 2,
      totalReviews: 1,
      totalBlogPosts: 0,
      topTools: [
        { id: clicked.id, name: clicked.name, slug: clicked.slug, views: 10, rating: 0 },
        { id: rated.id, name: rated.name, slug: rated.slug, views: 0, rating: 4 },
        { id: plain.id, name: plain.name, slug: plain.slug, views: 0, rating: 0 },
      ],
      topBundles: [
        { id: popular.id, name: popular.name, slug: popular.slug, popularity: 9 },
        { id: quiet.id, name: quiet.name, slug: quiet.slug, popularity: 0 },
      ],
    })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/stats', [['GET', '']])
  })
})
