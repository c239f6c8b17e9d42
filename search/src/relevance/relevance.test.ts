/**
 * Relevance on the real seed catalog: for each query of relevance-set.json (a tool sought by name), is the intended
 * tool in the first 5 and 10 results? Thresholds are what the Postgres engine measured when they were set; a change
 * that makes search worse fails here. Needs described in words are scored by descriptive.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { SearchEngine } from '../engine.ts'
import { createCatalogDatabase, ENGINE_FACTORIES, type SearchFixture } from '../test-support.ts'
import relevanceSet from './relevance-set.json' with { type: 'json' }

const Case = z.object({
  kind: z.enum(['exact', 'one-typo', 'two-typos', 'prefix']),
  query: z.string(),
  expected: z.string(),
})
const cases = z.array(Case).parse(relevanceSet.cases)

/** Minimum share of cases whose tool is in the top 5 / top 10, per kind (measured, then held). */
const THRESHOLDS: Record<z.infer<typeof Case>['kind'], { at1: number; at5: number; at10: number }> = {
  // Measured on the Postgres engine: 1.00 / 1.00 / 1.00 for names, typos and prefixes.
  exact: { at1: 1, at5: 1, at10: 1 },
  'one-typo': { at1: 0.9, at5: 1, at10: 1 },
  'two-typos': { at1: 0.85, at5: 1, at10: 1 },
  prefix: { at1: 0.85, at5: 1, at10: 1 },
}

let fixture: SearchFixture
beforeAll(async () => {
  fixture = await createCatalogDatabase()
})
afterAll(() => fixture.close())

describe.each(ENGINE_FACTORIES)('relevance on the seed catalog ($name engine)', ({ create }) => {
  let engine: SearchEngine
  beforeAll(async () => {
    engine = await create(fixture.db)
  })

  it('has at least 50 cases, all naming tools that exist', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(50)
    const result = await engine.tools({ q: '', limit: 100, facets: false })
    expect(result.total).toBeGreaterThan(800)
  })

  it.each(Object.keys(THRESHOLDS) as Array<keyof typeof THRESHOLDS>)(
    'finds the intended tool for %s queries',
    async (kind) => {
      const ofKind = cases.filter((c) => c.kind === kind)
      const ranks = await Promise.all(
        ofKind.map(async (c) => {
          const { hits } = await engine.tools({ q: c.query, limit: 10, facets: false })
          const rank = hits.findIndex((hit) => hit.slug === c.expected)
          return {
            ...c,
            rank: rank === -1 ? Number.POSITIVE_INFINITY : rank + 1,
            got: hits.slice(0, 3).map((h) => h.slug),
          }
        }),
      )
      const share = (within: number) => ranks.filter((r) => r.rank <= within).length / ranks.length
      const misses = ranks.filter((r) => r.rank > 5).map((r) => `${r.query} → ${r.got.join(', ')}`)
      const threshold = THRESHOLDS[kind]
      expect(share(5), `missed in top 5: ${misses.join('; ')}`).toBeGreaterThanOrEqual(threshold.at5)
      expect(share(10)).toBeGreaterThanOrEqual(threshold.at10)
      expect(share(1)).toBeGreaterThanOrEqual(threshold.at1)
    },
  )
})
