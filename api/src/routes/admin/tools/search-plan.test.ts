/**
 * The admin tool search is served by indexes: each tier's conditions have an index (the name's btree for the exact
 * name and its prefix, trigram indexes of the narrow admin_tool_text for the words anywhere and the typos), so its
 * plans read the matching rows through them and never the whole tools table (plans with sequential scans off:
 * query-plan.ts); a filter over an index read whole fails too. The words and typos are checked on the narrow rows,
 * and only the matches are read from tools, by their ids. The list without a search sorted by name is read in the
 * order of its index alone (migrations 0068, 0074).
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { indexesRead, type PlanNode, planNodes } from '../../../../test/query-plan.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { adminToolListClauses, searchTierStatements } from './queries.ts'
import { ListAdminToolsQuery } from './schemas.ts'

let app: FastifyInstance
/**
 * Tools enough for the narrow admin_tool_text to be worth its indexes: a search joins it to tools, and on a few
 * hundred rows Postgres rightly reads it whole, as it would not at catalog scale.
 */
const TOOLS = 10_000
beforeAll(async () => {
  app = await buildTestApp()
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
    SELECT 'Plan Tool ' || g, 'plan-tool-' || g, 'Drafts ' || md5(g::text) || ' for teams of ' || g,
           'https://plan-' || g || '.example.com', (ARRAY['Free', 'Freemium', 'Paid'])[g % 3 + 1]
    FROM generate_series(1, ${TOOLS}) AS g`)
  // As after a large import (tidyAfterImport): the trigram indexes merged, the tables counted.
  await app.db.query(sql.typeAlias('void')`VACUUM (ANALYZE) tools, admin_tool_text`)
})
afterAll(() => app.close())

/** Each search tier's statements for `query`, as listAdminTools runs them on its first page. */
async function tierStatements(query: Record<string, string>) {
  const parsed = ListAdminToolsQuery.parse(query)
  const normalized = await app.db.oneFirst(sql.type(z.object({ q: z.string() }))`
    SELECT search_normalize(${parsed.q ?? ''}) AS q`)
  // As if the names of three tools were mistyped by the query (lookUpTypedNames).
  return searchTierStatements(normalized, parsed, [1, 2, 3]).map((tier) => [
    tier.counted(1001, 50),
    tier.ranked(50),
    tier.nearest?.(50),
  ])
}

/** The tables `node` and the nodes under it read. */
const relationsUnder = (node: PlanNode): string[] => [
  ...(node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(relationsUnder),
]

/** Each tier's indexes; tools_pkey reads the sort's columns of what a tier gathered, to rank it. */
const TIER_INDEXES = [
  ['admin_tool_text_pkey', 'tools_name_normalized_idx', 'tools_pkey'],
  ['admin_tool_text_pkey', 'tools_name_normalized_idx', 'tools_pkey'],
  ['admin_tool_text_searched_trgm_idx', 'tools_pkey'],
  // The names the query mistypes are looked up by id (tool_names, then a bitmap OR).
  ['admin_tool_text_name_trgm_idx', 'admin_tool_text_pkey', 'tools_pkey'],
]

describe('the admin tool search plan', () => {
  it.each<Record<string, string>>([
    { q: 'quorbyt' },
    { q: 'pixel art', sort: 'name', order: 'asc' },
    { q: 'hushwave', status: 'inactive', pricing_model: 'Paid' },
  ])('counts each tier of the tools matching %o through its own indexes alone', async (query) => {
    for (const [tier, [counted]] of (await tierStatements(query)).entries()) {
      const nodes = await planNodes(app.db, counted ?? sql.fragment``)
      expect({ tier, indexes: indexesRead(nodes) }).toEqual({ tier, indexes: TIER_INDEXES[tier] })
      // The rows are read by the index alone (no sequential scan, no whole index filtered): tools by the name's
      // btree, or only by id once the words or typos matched in the narrow rows.
      const scans = (table: string) => [
        ...new Set(nodes.filter((node) => node['Relation Name'] === table).map((node) => node['Node Type'])),
      ]
      expect({ tier, tools: scans('tools'), text: scans('admin_tool_text') }).toEqual({
        tier,
        tools: ['Index Scan'],
        text: [tier < 2 ? 'Index Only Scan' : 'Bitmap Heap Scan'],
      })
    }
  })

  it.each<[Record<string, string>, string]>([
    [{ q: 'quorbyt' }, 'tools_created_at_idx'],
    [{ q: 'pixel art', sort: 'name', order: 'asc' }, 'tools_lower_name_idx'],
  ])(
    'ranks each tier of %o through its indexes or in the order of %s, never the whole table',
    async (query, sorted) => {
      for (const [tier, [, ranked]] of (await tierStatements(query)).entries()) {
        const nodes = await planNodes(app.db, ranked ?? sql.fragment``)
        expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan')
        expect([...(TIER_INDEXES[tier] ?? []), sorted]).toEqual(expect.arrayContaining(indexesRead(nodes)))
      }
    },
  )

  it('ranks the typos past the cap from the narrow rows, reading tools by id', async () => {
    const nearest = (await tierStatements({ q: 'quorbyt', status: 'active' }))[3]?.[2]
    const nodes = await planNodes(app.db, nearest ?? sql.fragment``)
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan')
    expect(indexesRead(nodes)).toEqual(['admin_tool_text_name_trgm_idx', 'admin_tool_text_pkey', 'tools_pkey'])
  })

  it.each<[Record<string, string>, string[]]>([
    [{ q: 'pixel art' }, ['admin_tool_text']],
    [{ q: 'pixel art', status: 'active' }, ['admin_tool_text', 'tools']],
  ])('gathers the words and typos matching %o from %o', async (query, tables) => {
    const [, , anywhere, typos] = await tierStatements(query)
    for (const counted of [anywhere?.[0], typos?.[0]]) {
      const nodes = await planNodes(app.db, counted ?? sql.fragment``)
      const found = nodes.find((node) => node['Subplan Name'] === 'CTE found')
      expect(found && [...new Set(relationsUnder(found))].sort()).toEqual(tables)
    }
  })

  it('has for candidates of a phrase the tools holding its words side by side, not all those holding each', async () => {
    // Every tool's short description holds "of" and "drafts"; none holds "of drafts".
    const [, , anywhere] = await tierStatements({ q: 'of drafts' })
    const nodes = await planNodes(app.db, anywhere?.[0] ?? sql.fragment``, { analyze: true })
    const candidates = nodes.find((node) => node['Index Name'] === 'admin_tool_text_searched_trgm_idx')
    expect(candidates?.['Actual Rows']).toBe(0)
  })

  it('gathers at most the count it is given of a tier, and ranks them for the page', async () => {
    const [, , anywhere] = await tierStatements({ q: 'pixel art' })
    const nodes = await planNodes(app.db, anywhere?.[0] ?? sql.fragment``)
    const limits = nodes.filter((node) => node['Node Type'] === 'Limit')
    expect(limits).toHaveLength(2)
    expect(nodes.map((node) => node['Node Type'])).toContain('CTE Scan')
  })

  it.each(['asc', 'desc'])(
    'pages the list sorted by name (%s) from its index alone, without sorting the table or reading a tool',
    async (order) => {
      const { filters, order: orderBy } = adminToolListClauses(
        ListAdminToolsQuery.parse({ sort: 'name', order, pricing_model: 'Paid' }),
      )
      const nodes = await planNodes(
        app.db,
        sql.fragment`SELECT t.id FROM tools t ${whereAll(filters)} ${orderBy} LIMIT 50`,
      )
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort')
      const scans = nodes.filter((node) => node['Relation Name'] === 'tools')
      expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
        ['Index Only Scan', 'tools_lower_name_idx'],
      ])
    },
  )
})
