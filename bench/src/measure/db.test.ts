import { describe, expect, it } from 'vitest'
import { coldLatencyWindow, latencyWindow } from './db.ts'
import { Rotation } from './rotation.ts'

describe('cold latency windows', () => {
  it('empty the caches before each window and never take a query twice in one window', async () => {
    const events: string[] = []
    const queries = new Rotation(['a', 'b', 'c', 'd', 'e'])
    const window = () =>
      coldLatencyWindow({
        queries,
        // Long enough that only the one-pass rule can end the window.
        seconds: 60,
        forget: () => void events.push('forget'),
        run: async (query) => void events.push(query),
      })
    const first = await window()
    const second = await window()
    expect(first.count).toBe(5)
    expect(second.count).toBe(5)
    expect(events).toEqual(['forget', 'a', 'b', 'c', 'd', 'e', 'forget', 'a', 'b', 'c', 'd', 'e'])
  })

  it('count a failed query against the pass, so that a retry never repeats a query', async () => {
    const taken: string[] = []
    const queries = new Rotation(['a', 'b', 'c'])
    const result = await coldLatencyWindow({
      queries,
      seconds: 60,
      forget: () => {},
      run: async (query) => {
        taken.push(query)
        if (query === 'b') throw new Error('failed')
      },
    })
    expect(taken).toEqual(['a', 'b', 'c'])
    expect(result).toMatchObject({ count: 2, errors: 1 })
  })

  it('leave warm windows to their duration, cycling the rotation', async () => {
    let calls = 0
    const result = await latencyWindow({ queries: new Rotation([1, 2]), seconds: 0.02, run: async () => void calls++ })
    expect(calls).toBeGreaterThan(2)
    expect(result.count).toBe(calls)
  })
})
