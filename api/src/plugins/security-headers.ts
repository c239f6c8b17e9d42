/**
 * Security headers on every response. Pages: a Content Security Policy that lets the SPA, its inline theme script
 * and the tracking scripts chosen in the site settings run, and nothing else; no framing; referrers trimmed to the
 * origin across sites. API answers and built files, which pages read but never are: a policy that allows nothing at
 * all. No MIME sniffing anywhere. Answers that may carry personal data are never stored by any cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DOCS_PREFIX } from './openapi.ts'

export type SecurityHeadersOptions = {
  publicUrl: string
  /** The served index.html's inline scripts (its theme script), as CSP hash sources: see web-index.ts. */
  inlineScriptHashes: readonly string[]
}

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

export function contentSecurityPolicy(https: boolean, inlineScriptHashes: readonly string[]): string {
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes, ...TRACKING_SCRIPTS].join(' ')}`,
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
/**
 * A page other sites may frame (a route whose config names `framablePolicy(...)`): it loads nothing but its own inline
 * styles (by hash) and images, runs no script even if one slipped in (a sandbox that only lets its links open a
 * normal tab), and anyone may frame it. Every other document stays unframable.
 */
export function framablePolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${styleHashes.join(' ')}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
    'sandbox allow-popups allow-popups-to-escape-sandbox',
  ].join('; ')
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's documents may be framed by any site, under this policy (framablePolicy). */
    framable?: string
  }
}

// An API answer or a built file opened in a tab loads and runs nothing, and is never framed. Also the cheapest
// header to send on the busiest routes (the page policy is ~830 characters, which Node checks on every answer).
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'"

// The back office, the signed-in user's own data, sign-in and the session: answers about an account, even a
// refusal. Any other API answer to a signed-in request may say something about that user too (their kit, their
// vote). A cache that kept one, the browser's or a proxy's, would hand it to the next person at that computer or
// behind that proxy.
const ACCOUNT_ROUTES = ['/api/admin', '/api/users', '/api/auth', '/api/sessions', '/api/logout', '/api/oauth']
const NO_STORE = 'private, no-store'

/** Judged on the matched route's registered path, as the admin guard does, never on the raw URL. */
function isPersonal(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  if (route === undefined || !route.startsWith('/api/')) return false
  return request.user !== null || ACCOUNT_ROUTES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))
}

export default fp(
  async (app: FastifyInstance, { publicUrl, inlineScriptHashes }: SecurityHeadersOptions) => {
    const https = publicUrl.startsWith('https:')
    const policy = contentSecurityPolicy(https, inlineScriptHashes)
    // Swagger UI (/api/docs) sets style attributes from its scripts; every other page keeps the strict policy.
    const docsPolicy = policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    // A document (a page, the API docs, an uploaded file opened on its own) gets the full set: the headers that
    // govern what a page may load, who may frame it and what it sends on. Anything else (API answers, scripts,
    // styles, images) is read by a page, never shown as one: no sniffing and a policy that loads and runs nothing
    // are all it needs, and the rest would cost ~1 KB on every answer a phone downloads. Each set is built once,
    // so an answer costs one lookup, in a callback hook (no promise per request).
    const resourceHeaders = {
      'content-security-policy': RESOURCE_POLICY,
      'x-content-type-options': 'nosniff',
      ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    }
    const documentHeaders = (csp: string) => ({
      ...resourceHeaders,
      'content-security-policy': csp,
      // Old browsers that do not know frame-ancestors.
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    })
    const pageHeaders = documentHeaders(policy)
    const docsHeaders = documentHeaders(docsPolicy)
    const uploadHeaders = documentHeaders(UPLOAD_POLICY)
    // No X-Frame-Options (it has no "anyone" value); frame-ancestors says who may frame it.
    const { 'x-frame-options': _denied, ...framableHeaders } = documentHeaders(RESOURCE_POLICY)
    const framable = new Map<string, Record<string, string>>()
    const framableHeadersFor = (csp: string) => {
      const known = framable.get(csp)
      if (known) return known
      const headers = { ...framableHeaders, 'content-security-policy': csp }
      framable.set(csp, headers)
      return headers
    }
    const docsFiles = `${DOCS_PREFIX}/`
    const headersFor = (request: FastifyRequest, contentType: unknown) => {
      const url = request.url
      // Judged on the matched route, never on the raw URL: only a route that says so is framable.
      const framablePolicy = request.routeOptions.config?.framable
      if (framablePolicy) return framableHeadersFor(framablePolicy)
      if (url.startsWith('/uploads/')) return uploadHeaders
      if (url.startsWith(docsFiles) || url === DOCS_PREFIX) return docsHeaders
      return typeof contentType === 'string' && contentType.startsWith('text/html') ? pageHeaders : resourceHeaders
    }
    // onSend, so that these are the last word whatever a route or plugin set before.
    app.addHook('onSend', (request, reply, _payload, done) => {
      reply.headers(headersFor(request, reply.getHeader('content-type')))
      if (isPersonal(request) && !String(reply.getHeader('cache-control')).includes('no-store')) {
        reply.header('cache-control', NO_STORE)
      }
      done()
    })
  },
  { name: 'security-headers' },
)
