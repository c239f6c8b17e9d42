import { describe, expect, it } from 'vitest'
import { Rotation } from '../measure/rotation.ts'
import { generateDataset } from './generate.ts'
import { buildQuerySets, mixedRotation, QUERY_SET_SIZE, searchPath } from './queries.ts'
import { osaDistance } from './typos.ts'

const dataset = generateDataset(2_000)

describe('the dataset generator', () => {
  it('is deterministic: same seed and size, same rows and hash; another seed, other rows', () => {
    const again = generateDataset(2_000)
    expect(again.hash).toBe(dataset.hash)
    expect(again.tools[1_234]).toEqual(dataset.tools[1_234])
    expect(generateDataset(2_000, 42).hash).not.toBe(dataset.hash)
  })

  it('writes rows the schema accepts', () => {
    const slugs = new Set(dataset.tools.map((tool) => tool.slug))
    expect(slugs.size).toBe(dataset.tools.length)
    for (const tool of dataset.tools) {
      expect(tool.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(tool.short_description.length).toBeLessThanOrEqual(500)
      expect(tool.review_count === 0).toBe(tool.rating === 0)
      if (tool.rating > 0) expect(tool.rating).toBeGreaterThanOrEqual(1)
    }
  })

  it('has power-law word frequencies with real catalog words at the head', () => {
    const ranked = [...dataset.documentFrequency.values()].sort((a, b) => b - a)
    // Slope of log(frequency) against log(rank) between ranks 20 and 2,000 (document frequency saturates the head).
    const slope =
      (Math.log(ranked[1_999] as number) - Math.log(ranked[19] as number)) / (Math.log(2_000) - Math.log(20))
    expect(slope).toBeLessThan(-0.5)
    expect(slope).toBeGreaterThan(-1.5)
    const head = [...dataset.documentFrequency].sort((a, b) => b[1] - a[1]).slice(0, 50)
    const catalogHead = new Set(dataset.vocabulary.words.slice(0, dataset.vocabulary.catalogWordCount))
    expect(head.every(([word]) => catalogHead.has(word))).toBe(true)
    expect(head.map(([word]) => word)).toContain('ai')
  })
})

describe('the query sets', () => {
  const sets = buildQuerySets(dataset)

  it('has 500 queries in each set, the same on every run', () => {
    for (const set of Object.values(sets)) expect(set).toHaveLength(QUERY_SET_SIZE)
    expect(buildQuerySets(dataset).typo1).toEqual(sets.typo1)
  })

  it('follows the typo rules: one edit on words of 5+ letters, two on 9+, aimed at a tool', () => {
    for (const query of sets.typo1) {
      expect((query.intended as string).length).toBeGreaterThanOrEqual(5)
      expect(osaDistance(query.q, query.intended as string)).toBe(1)
      expect(query.target).toBeTruthy()
    }
    for (const query of sets.typo2) {
      expect((query.intended as string).length).toBeGreaterThanOrEqual(9)
      expect(osaDistance(query.q, query.intended as string)).toBe(2)
    }
  })

  it('has 2-3-letter prefixes, two-word head queries, 10-20-word goals and category × pricing filters', () => {
    expect(sets.prefix.every((q) => q.q.length >= 2 && q.q.length <= 3)).toBe(true)
    expect(sets.head.every((q) => q.q.split(' ').length === 2)).toBe(true)
    expect(sets.goals.every((q) => q.q.split(' ').length >= 10 && q.q.split(' ').length <= 20)).toBe(true)
    expect(new Set(sets.filters.map((q) => `${q.category}/${q.pricing}`)).size).toBeGreaterThan(40)
    expect(searchPath({ q: 'photo editor', category: 'design', pricing: 'free' })).toBe(
      '/api/search?q=photo+editor&category=design&pricing=free',
    )
  })

  it('aims every typo of a set at a different word, so no lookup repeats inside a pass', () => {
    for (const set of [sets.typo1, sets.typo2]) {
      expect(new Set(set.map((q) => q.q)).size).toBe(set.length)
      expect(new Set(set.map((q) => q.intended)).size).toBe(set.length)
    }
  })

  it('mixes the G10 rotation 60 % tail, 20 % head, 20 % typos, with no query twice', () => {
    const mixed = mixedRotation(sets)
    const tail = new Set(sets.tail.map((q) => q.q))
    expect(mixed.length).toBeGreaterThanOrEqual(800)
    expect(mixed.filter((q) => tail.has(q.q)).length / mixed.length).toBeCloseTo(0.6, 1)
    expect(new Set(mixed.map((q) => searchPath(q))).size).toBe(mixed.length)
  })

  it('cannot repeat a query inside a window of G10, however the window falls on the rotation', () => {
    const rotation = new Rotation(mixedRotation(sets).map((q) => searchPath(q)))
    // Windows take one pass at most (http-latency.ts); three windows in a row, the second straddling the wrap.
    for (const length of [rotation.size - 7, rotation.size, rotation.size]) {
      const window = Array.from({ length }, () => rotation.next())
      expect(new Set(window).size).toBe(window.length)
    }
  })
})
