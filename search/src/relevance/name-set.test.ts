/**
 * Names on the real seed catalog: every tool looked up by its exact name, a prefix, and its name mistyped once (from
 * 4 letters) and twice (from 8), by the search and by a full-scan name-similarity baseline. The search must reach
 * the goals (NAME_GOALS) and find at least as many of each kind as the baseline.
 */

import { readCatalog } from '@kitly/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresEngine } from '../postgres/index.ts'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import {
  baselineNameSearch,
  buildNameSet,
  NAME_GOALS,
  NAME_KINDS,
  type NameScores,
  PrefixCounter,
  scoreNameSearch,
} from './name-set.ts'

const { tools } = readCatalog()
const cases = buildNameSet(tools)
const names = new PrefixCounter(tools.map((tool) => tool.name))

let fixture: SearchFixture
let search: NameScores
let baseline: NameScores
beforeAll(async () => {
  fixture = await createCatalogDatabase()
  const engine = createPostgresEngine(fixture.db)
  const depth = Math.max(...Object.values(NAME_GOALS).map((goal) => goal.within))
  search = await scoreNameSearch(
    cases,
    names,
    async (query) => (await engine.tools({ q: query, limit: depth, facets: false })).hits,
    // The pool's connections, kept busy.
    4,
  )
  baseline = await scoreNameSearch(cases, names, (query) => baselineNameSearch(tools, query, depth))
}, 300_000)
afterAll(() => fixture?.close())

describe('the name set', () => {
  it('is the same for the same catalog, with every kind of every tool the rules allow', () => {
    expect(buildNameSet(tools)).toEqual(cases)
    expect(cases.filter((c) => c.kind === 'exact')).toHaveLength(tools.length)
    expect(cases.filter((c) => c.kind === 'one-typo').length).toBeGreaterThan(0.95 * tools.length)
    expect(cases.filter((c) => c.kind === 'two-typo').length).toBeGreaterThan(0.5 * tools.length)
  })
})

describe('names on the seed catalog (postgres engine)', () => {
  it.each(NAME_KINDS)('finds %s names as the goal asks, and no fewer than the baseline', (kind) => {
    const ours = search[kind]
    const worst = ours.misses.slice(0, 20).map((miss) => `${miss.query} (${miss.name}) → ${miss.got.join(', ')}`)
    const figures = `${kind}: ${ours.found}/${ours.cases}, baseline ${baseline[kind].found}; missed: ${worst.join('; ')}`
    expect(ours.recall, figures).toBeGreaterThanOrEqual(NAME_GOALS[kind].recall)
    expect(ours.recall, figures).toBeGreaterThanOrEqual(baseline[kind].recall)
  })
})
