/**
 * Security headers on every response, API and pages alike: a Content Security Policy that lets the SPA,
 * its inline theme script and the tracking scripts chosen in the site settings run, and nothing else (API
 * answers, which are data, allow nothing at all); no framing; no MIME sniffing; referrers trimmed to the origin
 * across sites.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DOCS_PREFIX } from './openapi.ts'

export type SecurityHeadersOptions = { publicUrl: string }

/** web/index.html's inline script that applies the theme before the first paint. Update it with that script. */
export const THEME_SCRIPT_HASH = "'sha256-5vqYv39pP3k7hwUZvzRgyqvsRUxt1rjXAMsBFgNoyCc='"

// Google Analytics / Tag Manager and Meta Pixel, which the site settings inject (GET /api/site-settings):
// the scripts themselves, and where they send their beacons (Google's CSP guide for GA4 and GTM, with
// Google signals; Meta's pixel). The SPA loads them by URL; an inline snippet would be refused.
const TRACKING_SCRIPTS = [
  'https://www.googletagmanager.com',
  'https://*.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://connect.facebook.net',
]
const TRACKING_BEACONS = [
  'https://*.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.g.doubleclick.net',
  'https://www.google.com',
  'https://connect.facebook.net',
  'https://www.facebook.com',
]
// Tool pages embed tutorial videos from these sites.
const VIDEO_FRAMES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
]

export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_HASH} ${TRACKING_SCRIPTS.join(' ')}`,
    "style-src 'self'",
    // Tool logos, screenshots and Google avatars live on other sites; the pixel reports with an image.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TRACKING_BEACONS.join(' ')}`,
    `frame-src ${VIDEO_FRAMES.join(' ')} https://www.googletagmanager.com`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

// An uploaded file opened on its own is inert: no scripts, no plugins, not even same-origin access.
const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"
// An API answer opened in a tab loads and runs nothing, and is never framed. Also the cheapest header to send
// on the busiest routes (the page policy is ~830 characters, which Node checks on every answer).
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

export default fp(
  async (app: FastifyInstance, { publicUrl }: SecurityHeadersOptions) => {
    const https = publicUrl.startsWith('https:')
    const policy = contentSecurityPolicy(https)
    // Swagger UI (/api/docs) sets style attributes from its scripts; every other page keeps the strict policy.
    const docsPolicy = policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    // Every header but the policy is the same on every answer: three complete sets, built once, so each
    // answer costs one lookup and a copy, in a callback hook (no promise per request).
    const headers = (csp: string) => ({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      // Old browsers that do not know frame-ancestors.
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
      ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    })
    const pageHeaders = headers(policy)
    const docsHeaders = headers(docsPolicy)
    const uploadHeaders = headers(UPLOAD_POLICY)
    const apiHeaders = headers(API_POLICY)
    const docsFiles = `${DOCS_PREFIX}/`
    const headersFor = (url: string) => {
      if (url.startsWith('/uploads/')) return uploadHeaders
      if (url.startsWith(docsFiles) || url === DOCS_PREFIX) return docsHeaders
      return url.startsWith('/api/') ? apiHeaders : pageHeaders
    }
    // onSend, so that these are the last word whatever a route or plugin set before.
    app.addHook('onSend', (request, reply, _payload, done) => {
      reply.headers(headersFor(request.url))
      done()
    })
  },
  { name: 'security-headers' },
)
