import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache.ts'

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1_000 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  it('forgets entries older than their time to live', () => {
    let now = 0
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, now: () => now })
    cache.set('word', 'kept')
    now = 99
    expect(cache.get('word')).toBe('kept')
    now = 100
    expect(cache.get('word')).toBeUndefined()
  })
})
