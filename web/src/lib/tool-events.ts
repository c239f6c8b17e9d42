/**
 * Counts what a visitor did with a tool: a Visit Website click (POST /api/tools/{slug}/click) or an add to the
 * comparison (…/compare), for popularity and the tool's maker. A beacon survives the page being left for the
 * new tab, never delays it, and its answer is never read: a failure cannot break what the visitor did.
 */
export function sendToolEvent(slug: string, event: 'click' | 'compare') {
  const url = `/api/tools/${encodeURIComponent(slug)}/${event}`
  try {
    if (navigator.sendBeacon?.(url)) return
  } catch {}
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => {})
}
