/**
 * Client analytics events: ViewContent, ClickTool and Search, sent to whichever trackers the
 * site settings turned on (features/analytics loads them). Events from before the settings arrive wait
 * for them, so the first page view is not lost; with no tracker set, they are dropped.
 */

type Params = Record<string, string | number>

type TrackerWindow = Window & {
  gtag?: (...args: unknown[]) => void
  fbq?: (...args: unknown[]) => void
  dataLayer?: unknown[]
}

// Meta Pixel knows ViewContent and Search as standard events; anything else is a custom event.
const pixelStandardEvents = new Set(['ViewContent', 'Search'])

export type AnalyticsEvent = 'ViewContent' | 'ClickTool' | 'Search'

let ready = false
let gtmLoaded = false
let waiting: Array<[AnalyticsEvent, Params]> = []

function send(event: AnalyticsEvent, params: Params) {
  const w = window as TrackerWindow
  w.gtag?.('event', event, params)
  w.fbq?.(pixelStandardEvents.has(event) ? 'track' : 'trackCustom', event, params)
  if (gtmLoaded) w.dataLayer?.push({ event, ...params })
}

/**
 * Called once the site settings have been read and their trackers started (or found unset).
 * `dataLayerEvents`: Google Tag Manager is on the page, so events also go to its data layer as `{ event, … }`.
 */
export function analyticsReady({ dataLayerEvents }: { dataLayerEvents: boolean }) {
  ready = true
  gtmLoaded = dataLayerEvents
  for (const [event, params] of waiting) send(event, params)
  waiting = []
}

export function track(event: AnalyticsEvent, params: Params) {
  if (ready) send(event, params)
  else waiting.push([event, params])
}
