import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, updated as the window changes (phone layouts render other widgets). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener?.('change', onChange)
      return () => list.removeEventListener?.('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}

/** Tailwind's `md` breakpoint: below it the site uses its phone layouts. */
export const desktopQuery = '(min-width: 768px)'
