/**
 * The admin tool search is served by indexes: every condition it ORs has a trigram index, so its plans read the
 * matching rows through them and never the whole tools table (plans with sequential scans off: query-plan.ts); a
 * filter over an index read whole fails too. The name sort is read in the order of its index (migration 0068).
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { planNodes } from '../../../../test/query-plan.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { adminToolListClauses } from './queries.ts'
import { ListAdminToolsQuery } from './schemas.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

/** The list's page and count statements for `query`, as listAdminTools builds them. */
async function searchStatements(query: Record<string, string>) {
  const parsed = ListAdminToolsQuery.parse(query)
  const normalized = await app.db.oneFirst(sql.type(z.object({ q: z.string() }))`
    SELECT search_normalize(${parsed.q ?? ''}) AS q`)
  const { filters, order } = adminToolListClauses(normalized, parsed)
  const where = whereAll(filters)
  return {
    page: sql.fragment`SELECT t.id FROM tools t ${where} ${order} LIMIT 50`,
    count: sql.fragment`SELECT 1 FROM tools t ${where} LIMIT 10001`,
  }
}

const TRIGRAM_INDEXES = ['tools_name_trgm_idx', 'tools_short_description_trgm_idx', 'tools_slug_trgm_idx']

describe('the admin tool search plan', () => {
  it.each<Record<string, string>>([
    { q: 'quorbyt' },
    { q: 'pixel art', sort: 'name', order: 'asc' },
    { q: 'hushwave', status: 'inactive', pricing_model: 'Paid' },
  ])('reads the tools matching %o through the trigram indexes alone', async (query) => {
    for (const [statement, sqlOf] of Object.entries(await searchStatements(query))) {
      const nodes = await planNodes(app.db, sqlOf)
      const toolScans = nodes.filter((node) => node['Relation Name'] === 'tools')
      expect({ statement, seqScans: toolScans.filter((node) => node['Node Type'] === 'Seq Scan') }).toEqual({
        statement,
        seqScans: [],
      })
      const indexes = nodes
        .filter((node) => node['Node Type'] === 'Bitmap Index Scan')
        .map((node) => node['Index Name'])
      expect({ statement, indexes: [...new Set(indexes)].sort() }).toEqual({ statement, indexes: TRIGRAM_INDEXES })
      // The rows are read by the bitmap alone: no other scan of tools (a whole index read and filtered).
      expect({ statement, scans: toolScans.map((node) => node['Node Type']) }).toEqual({
        statement,
        scans: ['Bitmap Heap Scan'],
      })
    }
  })

  it.each(['asc', 'desc'])(
    'pages the list sorted by name (%s) in index order, without sorting the table',
    async (order) => {
      const { page } = await searchStatements({ sort: 'name', order, pricing_model: 'Paid' })
      const nodes = await planNodes(app.db, page)
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort')
      expect(nodes.filter((node) => node['Relation Name'] === 'tools').map((node) => node['Index Name'])).toEqual([
        'tools_lower_name_idx',
      ])
    },
  )
})
