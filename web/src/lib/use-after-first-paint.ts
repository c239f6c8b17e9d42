import { useEffect, useState } from 'react'

const FCP = 'first-contentful-paint'

/** Calls `callback` once the page's first contentful paint is on screen (at once if it already is). */
function afterFirstContentfulPaint(callback: () => void): () => void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing: a frame callback runs just before the next paint, a task it queues after it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(callback)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(FCP).length === 0) return
    observer.disconnect()
    callback()
  })
  // `buffered`: a paint that happened before this observer (any later page of the visit) is reported at once.
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}

/**
 * False until the page's first contentful paint is on screen. Work a page's first screen can do without (a carousel's
 * library) waits for it, so it does not hold up what the first paint shows (the mobile Lighthouse goal,
 * bench/src/goals.ts). Parts below the fold wait for more: to come near the screen (RenderWhenNear). On any later page
 * of the visit it is true from the first effect on.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterFirstContentfulPaint(() => setPainted(true)), [])
  return painted
}
