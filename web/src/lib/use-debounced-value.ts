import { useEffect, useState } from 'react'

/** `value`, once it has stopped changing for `delayMs` (as-you-type searches ask the API once per pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
