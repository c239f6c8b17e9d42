import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttled } from './throttled.ts'

describe('throttled', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('saves at most once per interval however often it is touched, and once more for the last touch', async () => {
    const saved: number[] = []
    let value = 0
    const save = throttled(async () => {
      saved.push(value)
    }, 250)
    for (let i = 1; i <= 1000; i += 1) {
      value = i
      save.touch()
      if (i % 100 === 0) await vi.advanceTimersByTimeAsync(50)
    }
    // 1000 touches over 500 ms: the first save at once, then one each 250 ms.
    expect(saved).toEqual([100, 500, 1000])
    value = 1001
    save.touch()
    await save.flush()
    expect(saved).toEqual([100, 500, 1000, 1001])
  })

  it('never runs two saves at a time, and flush waits for the one running', async () => {
    let running = 0
    let most = 0
    const save = throttled(async () => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      running -= 1
    }, 10)
    save.touch()
    await vi.advanceTimersByTimeAsync(20)
    save.touch()
    await vi.advanceTimersByTimeAsync(20)
    const flushed = save.flush()
    await vi.advanceTimersByTimeAsync(3000)
    await flushed
    expect(most).toBe(1)
    expect(running).toBe(0)
  })

  it('flushes nothing when nothing was touched', async () => {
    const save = vi.fn(async () => {})
    await throttled(save, 100).flush()
    expect(save).not.toHaveBeenCalled()
  })
})
