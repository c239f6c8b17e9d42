import { useCallback, useEffect, useRef, useState } from 'react'

/** `pending`: changed, waiting for the typing to pause; `failed`: the last save threw (see `error`). */
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'failed'

/** A pause in typing this long saves: often enough to lose little, rarely enough to spare the API. */
export const AUTOSAVE_DELAY_MS = 800

/**
 * Saves `value` with `save` once it has stopped changing for `delayMs`. The value the hook starts with is taken
 * as saved already. Saves run one at a time, each with the latest value, and none for a value already saved; a
 * failed save is tried again on the next change. A change still waiting when the component unmounts is saved.
 * `flush()` saves now and resolves once every save has settled (before sending the form, say).
 */
export function useAutosave<T>(value: T, save: (value: T) => Promise<unknown>, delayMs = AUTOSAVE_DELAY_MS) {
  const [status, setStatus] = useState<AutosaveStatus>('saved')
  const [error, setError] = useState<unknown>(null)
  const savedText = useRef(JSON.stringify(value))
  const latest = useRef(value)
  latest.current = value
  const saveLatest = useRef(save)
  saveLatest.current = save
  const queue = useRef<Promise<void>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    queue.current = queue.current.then(async () => {
      const current = latest.current
      const text = JSON.stringify(current)
      if (text === savedText.current) return
      setStatus('saving')
      try {
        await saveLatest.current(current)
        savedText.current = text
        setError(null)
        // Another change may have come in while this one was on its way.
        setStatus(JSON.stringify(latest.current) === text ? 'saved' : 'pending')
      } catch (saveError) {
        setError(saveError)
        setStatus('failed')
      }
    })
    return queue.current
  }, [])

  // No cleanup here: a change still waiting at unmount is the next effect's to save.
  useEffect(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    if (JSON.stringify(value) === savedText.current) {
      // Typed back to what is saved: nothing left to save.
      setStatus((current) => (current === 'saving' ? current : 'saved'))
      return
    }
    setStatus('pending')
    timer.current = setTimeout(flush, delayMs)
  }, [value, delayMs, flush])

  // Leaving the page mid-pause still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current !== undefined) void flush()
    },
    [flush],
  )

  return { status, error, flush }
}
