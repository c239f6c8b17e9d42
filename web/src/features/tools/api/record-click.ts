/**
 * Counts a Visit Website click (POST /api/tools/{slug}/click). A beacon survives the page being left for
 * the new tab, never delays it, and its answer is never read: a failure cannot break the visit.
 */
export function recordClick(slug: string) {
  const url = `/api/tools/${encodeURIComponent(slug)}/click`
  try {
    if (navigator.sendBeacon?.(url)) return
  } catch {}
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {})
}
