import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { BenchRequest } from '../measure/http.ts'
import { Rotation } from '../measure/rotation.ts'
import type { SuiteContext } from './context.ts'
import { keepCold, trafficRate } from './maintenance-latency.ts'

describe('the maintenance windows keep the server cold', () => {
  it('empty the caches at the start and at least twice per pass over the requests, until the window ends', async () => {
    const emptied: number[] = []
    const timings = { forgetCaches: async () => void emptied.push(performance.now()) } as SuiteContext['timings']
    // 20 requests at 100 a second: a pass takes 200 ms, so a repeated request comes 200 ms after its first.
    const paths = new Rotation(Array.from({ length: 20 }, (_, i): BenchRequest => `/api/search?q=${i}`))
    const started = performance.now()
    await keepCold({ timings }, { paths, rate: 100 }, delay(650))
    expect((emptied[0] ?? Number.NaN) - started).toBeLessThan(20)
    const gaps = emptied.slice(1).map((at, i) => at - (emptied[i] ?? Number.NaN))
    expect(gaps.length).toBeGreaterThanOrEqual(5)
    expect(Math.max(...gaps)).toBeLessThan(100 + 40)
    // Nothing after the window ended.
    const count = emptied.length
    await delay(250)
    expect(emptied.length).toBe(count)
  })

  it('stop when the maintenance fails, without an unhandled rejection', async () => {
    const timings = { forgetCaches: async () => {} } as SuiteContext['timings']
    const failed = delay(50).then(() => Promise.reject(new Error('reorder failed')))
    failed.catch(() => {})
    await expect(keepCold({ timings }, { paths: new Rotation(['/a']), rate: 1 }, failed)).rejects.toThrow(
      'reorder failed',
    )
  })
})

describe('the traffic during the maintenance', () => {
  it("runs at the rate G10's windows ran at in the same phase, without measuring a peak of its own", async () => {
    const logged: string[] = []
    // No server: measuring a peak would fail.
    const context = { extra: { G10: { peak: 137.9, rate: 68.9 } }, log: (line: string) => logged.push(line) }
    expect(await trafficRate(context as unknown as SuiteContext, new Rotation(['/api/search?q=a']))).toBe(68.9)
    expect(logged).toEqual(["G10 during maintenance: open loop at 69 req/s, G10's rate in this phase"])
  })
})
