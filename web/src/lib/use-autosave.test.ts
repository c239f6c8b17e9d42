import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAutosave } from './use-autosave'

const DELAY = 500

/** A save the test settles by hand, recording what it was asked to save. */
function manualSave() {
  const calls: { value: string; resolve: () => void; reject: (error: Error) => void }[] = []
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject })
      }),
  )
  return { save, calls }
}

function renderAutosave(save: (value: string) => Promise<unknown>, initial = 'a') {
  return renderHook(({ value }) => useAutosave(value, save, DELAY), { initialProps: { value: initial } })
}

/** Lets the promise chain of a settled save run. */
const settle = () => act(async () => {})

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves nothing for the starting value, and the latest value once typing pauses', async () => {
    const { save, calls } = manualSave()
    const { result, rerender } = renderAutosave(save)
    expect(result.current.status).toBe('saved')
    rerender({ value: 'ab' })
    act(() => vi.advanceTimersByTime(DELAY - 1))
    rerender({ value: 'abc' })
    expect(result.current.status).toBe('pending')
    act(() => vi.advanceTimersByTime(DELAY - 1))
    expect(save).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    await settle()
    expect(calls.map((call) => call.value)).toEqual(['abc'])
    expect(result.current.status).toBe('saving')
    calls[0]?.resolve()
    await settle()
    expect(result.current.status).toBe('saved')
  })

  it('says a save failed, and tries again with the next change', async () => {
    const { save, calls } = manualSave()
    const { result, rerender } = renderAutosave(save)
    rerender({ value: 'b' })
    act(() => vi.advanceTimersByTime(DELAY))
    await settle()
    calls[0]?.reject(new Error('offline'))
    await settle()
    expect(result.current.status).toBe('failed')
    expect(result.current.error).toEqual(new Error('offline'))
    rerender({ value: 'bc' })
    act(() => vi.advanceTimersByTime(DELAY))
    await settle()
    calls[1]?.resolve()
    await settle()
    expect(calls.map((call) => call.value)).toEqual(['b', 'bc'])
    expect(result.current).toMatchObject({ status: 'saved', error: null })
  })

  it('runs one save at a time: a change made during a save is saved after it, and still pending meanwhile', async () => {
    const { save, calls } = manualSave()
    const { result, rerender } = renderAutosave(save)
    rerender({ value: 'b' })
    act(() => vi.advanceTimersByTime(DELAY))
    await settle()
    rerender({ value: 'c' })
    act(() => vi.advanceTimersByTime(DELAY))
    await settle()
    expect(calls).toHaveLength(1)
    calls[0]?.resolve()
    await settle()
    expect(calls.map((call) => call.value)).toEqual(['b', 'c'])
    expect(result.current.status).toBe('saving')
    calls[1]?.resolve()
    await settle()
    expect(result.current.status).toBe('saved')
  })

  it('flush saves at once without waiting for the pause, and resolves when the save is done', async () => {
    const save = vi.fn(async () => {})
    const { result, rerender } = renderAutosave(save)
    rerender({ value: 'b' })
    await act(() => result.current.flush())
    expect(save).toHaveBeenCalledExactlyOnceWith('b')
    expect(result.current.status).toBe('saved')
    act(() => vi.advanceTimersByTime(DELAY))
    expect(save).toHaveBeenCalledOnce()
  })

  it('saves a change still waiting for the pause when the page is left', async () => {
    const save = vi.fn(async () => {})
    const { rerender, unmount } = renderAutosave(save)
    rerender({ value: 'typed just before leaving' })
    unmount()
    await settle()
    expect(save).toHaveBeenCalledExactlyOnceWith('typed just before leaving')
  })
})
