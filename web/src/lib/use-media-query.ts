import { useCallback, useMemo, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, updated as the window changes (phone layouts render other widgets). */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: React reads the snapshot on every render, and each `matchMedia` call builds
  // a new list that evaluates the query against freshly computed styles.
  const list = useMemo(() => window.matchMedia(query), [query])
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener?.('change', onChange)
      return () => list.removeEventListener?.('change', onChange)
    },
    [list],
  )
  return useSyncExternalStore(subscribe, () => list.matches)
}

/** Tailwind's `md` breakpoint: below it the site uses its phone layouts. */
export const desktopQuery = '(min-width: 768px)'
