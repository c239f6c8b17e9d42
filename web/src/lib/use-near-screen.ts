import { useEffect, useState } from 'react'

/**
 * How far below (or above) the screen a part counts as near by default: half a screen. Far enough that at a reading
 * pace its code, data and first render are in before it scrolls into view, close enough that a phone's first screen
 * does not set up the sections under it while the page loads (the mobile Lighthouse goal, bench/src/goals.ts).
 */
const HALF_A_SCREEN = '50%'

/**
 * False until the element given to the returned ref comes within `distance` (a CSS length or a percentage of the
 * screen's height) of the viewport, then true for good. Where the browser has no IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(
  distance = HALF_A_SCREEN,
): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${distance} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near, distance])
  return [setElement, near]
}
