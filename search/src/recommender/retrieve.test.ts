/** The need-search cache: fresh answers reused, stale ones served while refreshed, failures forgotten. */
import type { CommonQueryMethods } from 'slonik'
import { describe, expect, it, vi } from 'vitest'
import type { SearchEngine, ToolSearchQuery } from '../engine.ts'
import { SearchCache } from './retrieve.ts'

/** An engine whose answers name the call that produced them (ids 1, 2, ...), and a database that knows every id. */
function fakes() {
  let calls = 0
  let failNext = false
  const engine = {
    tools: vi.fn(async () => {
      calls += 1
      if (failNext) {
        failNext = false
        throw new Error('engine down')
      }
      return { hits: [{ id: calls }], total: 1 }
    }),
  } as unknown as SearchEngine
  const db = {
    any: async (query: { values: readonly unknown[] }) =>
      (query.values[0] as number[]).map((id) => ({ id, name: `tool ${id}` })),
  } as unknown as CommonQueryMethods
  return { engine, db, failNextSearch: () => (failNext = true) }
}

const query: ToolSearchQuery = { q: 'podcast ', category: 'voice-speech', limit: 24, facets: false }
const idsOf = async (hits: Promise<{ id: number }[]>) => (await hits).map((hit) => hit.id)

describe('SearchCache', () => {
  it('answers a repeated search from memory while fresh', async () => {
    const { engine, db } = fakes()
    const cache = new SearchCache({ ttlMs: 60_000 })
    expect(await idsOf(cache.get(engine, db, query))).toEqual([1])
    expect(await idsOf(cache.get(engine, db, query))).toEqual([1])
    expect(await idsOf(cache.get(engine, db, { ...query, category: 'music-audio' }))).toEqual([2])
    expect(engine.tools).toHaveBeenCalledTimes(2)
  })

  it('serves a stale answer at once and replaces it in the background', async () => {
    vi.useFakeTimers()
    try {
      const { engine, db } = fakes()
      const cache = new SearchCache({ ttlMs: 1_000, maxAgeMs: 60_000 })
      await cache.get(engine, db, query)
      vi.advanceTimersByTime(2_000)
      expect(await idsOf(cache.get(engine, db, query))).toEqual([1])
      await vi.waitFor(() => expect(engine.tools).toHaveBeenCalledTimes(2))
      await vi.waitFor(async () => expect(await idsOf(cache.get(engine, db, query))).toEqual([2]))
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not remember a failed search', async () => {
    const { engine, db, failNextSearch } = fakes()
    const cache = new SearchCache()
    failNextSearch()
    await expect(cache.get(engine, db, query)).rejects.toThrow('engine down')
    expect(await idsOf(cache.get(engine, db, query))).toEqual([2])
  })
})
