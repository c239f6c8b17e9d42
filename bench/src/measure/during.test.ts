import { describe, expect, it } from 'vitest'
import { requestsDuring, summarizeLatency, timeInterval } from './during.ts'

describe('requests during an interval', () => {
  const interval = { from: 1_000, to: 2_000 }

  it('keeps every request waiting for its answer at some moment of the interval, and no other', () => {
    const requests = [
      { sentAt: 500, ms: 400 }, // answered before it began
      { sentAt: 500, ms: 600 }, // waiting when it began
      { sentAt: 1_500, ms: 1 }, // inside
      { sentAt: 1_999, ms: 3_000 }, // sent just before it ended
      { sentAt: 2_000, ms: 1 }, // sent once it had ended
    ]
    expect(requestsDuring(requests, interval)).toEqual([requests[1], requests[2], requests[3]])
  })

  it('summarizes their latency: count, nearest-rank p99 and the longest', () => {
    const requests = Array.from({ length: 200 }, (_, i) => ({ sentAt: 1_000 + i, ms: i + 1 }))
    expect(summarizeLatency(requests)).toEqual({ count: 200, p99: 198, max: 200 })
  })

  it('times work on the clock of the sender, milliseconds since the epoch', async () => {
    const before = Date.now()
    const { from, to } = await timeInterval(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(from).toBeGreaterThanOrEqual(before - 1)
    expect(to - from).toBeGreaterThanOrEqual(45)
  })
})
