import { useEffect, useState } from 'react'
import { analyticsReady } from '@/lib/analytics'
import type { PublicSiteSettings } from '@/lib/api-types'
import { useSiteSettings } from '@/lib/site-settings'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'
import { googleAnalyticsId, metaPixelId, tagManagerId } from '../tracker-ids'
import { ConsentBanner, storedConsent } from './consent-banner'

type TrackerWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: (...args: unknown[]) => void
  _fbq?: unknown
}

function loadScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

// The vendors' snippets, written as code: each defines its queueing function and loads its library.
function startGoogleAnalytics(w: TrackerWindow, id: string) {
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    w.dataLayer?.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', id)
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

function startTagManager(w: TrackerWindow, id: string) {
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
}

function startMetaPixel(w: TrackerWindow, id: string) {
  type Fbq = ((...args: unknown[]) => void) & {
    callMethod?: (...args: unknown[]) => void
    queue: unknown[][]
    push: unknown
    loaded: boolean
    version: string
  }
  // Calls queue up until fbevents.js arrives and sets callMethod (as the official snippet does).
  const fbq: Fbq = Object.assign(
    (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)),
    { queue: [], push: undefined, loaded: true, version: '2.0' },
  )
  fbq.push = fbq
  w.fbq = fbq
  w._fbq = fbq
  fbq('init', id)
  fbq('track', 'PageView')
  loadScript('https://connect.facebook.net/en_US/fbevents.js')
}

type Trackers = { ga: string | null; gtm: string | null; pixel: string | null }
const NO_TRACKERS: Trackers = { ga: null, gtm: null, pixel: null }

const trackersOf = (settings: PublicSiteSettings): Trackers => ({
  ga: googleAnalyticsId(settings.google_analytics_code),
  gtm: tagManagerId(settings.google_tag_manager_code),
  pixel: metaPixelId(settings.meta_pixel_id),
})

/** Loads the trackers given, then lets the waiting events go to them (or drops them when there are none). */
function startTrackers({ ga, gtm, pixel }: Trackers) {
  const w = window as TrackerWindow
  if (ga) startGoogleAnalytics(w, ga)
  if (gtm) startTagManager(w, gtm)
  if (pixel) startMetaPixel(w, pixel)
  analyticsReady({ dataLayerEvents: gtm !== null })
}

// Once per page load, whatever re-renders happen.
let started = false

/**
 * Injects the trackers the site settings name; none when unset or when settings fail to load. With the
 * consent banner on in Settings, they load only once the visitor accepts (asked once per browser). The
 * settings are read once the page's first paint is on screen: nothing on it depends on them, and events wait
 * for them (lib/analytics), so the first page view is still counted (the mobile Lighthouse goal, bench/src/goals.ts).
 */
export function AnalyticsScripts() {
  const { data, error } = useSiteSettings(useAfterFirstPaint())
  const [asking, setAsking] = useState<Trackers | null>(null)
  useEffect(() => {
    if (started) return
    // Settings that fail to load mean no trackers, and no error shown.
    if (error) {
      started = true
      startTrackers(NO_TRACKERS)
      return
    }
    if (!data) return
    started = true
    const trackers = trackersOf(data)
    const wanted = trackers.ga ?? trackers.gtm ?? trackers.pixel
    const consent = data.analytics_consent_banner && wanted ? storedConsent() : 'granted'
    if (consent === null) setAsking(trackers)
    else startTrackers(consent === 'granted' ? trackers : NO_TRACKERS)
  }, [data, error])
  if (!asking) return null
  return (
    <ConsentBanner
      onAnswer={(consent) => {
        setAsking(null)
        startTrackers(consent === 'granted' ? asking : NO_TRACKERS)
      }}
    />
  )
}
