/**
 * The admin reviews list at catalog scale is read through indexes (migrations 0059, 0069): a search through the
 * trigram indexes of the searched columns and of the tools' names, the newest first and the rating sorts in index
 * order, never the whole table nor a sort of it (plans with sequential scans off: query-plan.ts).
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { indexesRead, listStatements, planNodes } from '../../../../test/query-plan.ts'
import { adminReviewListClauses } from './queries.ts'
import { ListAdminReviewsQuery } from './schemas.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

async function statements(query: Record<string, string>) {
  const parsed = ListAdminReviewsQuery.parse(query)
  const normalized = await app.db.oneFirst(sql.type(z.object({ q: z.string() }))`
    SELECT search_normalize(${parsed.q ?? ''}) AS q`)
  return listStatements(sql.fragment`FROM reviews r`, sql.fragment`r.id`, adminReviewListClauses(normalized, parsed))
}

const SEARCH_INDEXES = [
  'reviews_content_trgm_idx',
  'reviews_title_trgm_idx',
  'reviews_tool_id_idx',
  'reviews_user_email_trgm_idx',
  'reviews_user_name_trgm_idx',
  'tools_name_trgm_idx',
]

describe('the admin reviews list plan', () => {
  it('counts a search through the trigram indexes alone', async () => {
    const nodes = await planNodes(app.db, (await statements({ q: 'buggy' })).count)
    expect(indexesRead(nodes)).toEqual(SEARCH_INDEXES)
    expect(nodes.filter((node) => node['Relation Name'] === 'reviews').map((node) => node['Node Type'])).toEqual([
      'Bitmap Heap Scan',
    ])
  })

  it('pages a search through its indexes, never the whole table', async () => {
    const nodes = await planNodes(app.db, (await statements({ q: 'buggy' })).page)
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan')
    expect(SEARCH_INDEXES.concat('reviews_created_at_idx')).toEqual(expect.arrayContaining(indexesRead(nodes)))
  })

  it.each([
    [{}, 'reviews_created_at_idx'],
    [{ sort: 'rating', order: 'asc' }, 'reviews_rating_idx'],
    [{ sort: 'rating', order: 'desc' }, 'reviews_rating_idx'],
  ])('pages the list sorted %o in the order of %s', async (query, index) => {
    const nodes = await planNodes(app.db, (await statements(query)).page)
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort')
    expect(indexesRead(nodes)).toEqual([index])
  })
})
