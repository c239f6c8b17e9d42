/**
 * A logo for a tool that has none, from its own website, found while its link is checked: the page's
 * apple-touch-icon, else its `<link rel="icon">` (largest `sizes` first), else /favicon.ico. Every request goes
 * through the link probe's guard (fetchCarefully) with its User-Agent and timeouts, within a time budget of its own
 * and a byte limit; a file becomes the logo only under the admin upload's rules (uploads/logo-type.ts).
 * HTML is read by htmlparser2 (https://github.com/fb55/htmlparser2), which sanitize-html already brings in.
 */
import { Parser } from 'htmlparser2'
import type { ImageType } from '../uploads/image-type.ts'
import { logoType } from '../uploads/logo-type.ts'
import { largestPngInIco } from './favicon-ico.ts'
import { type FetchOutcome, fetchCarefully, type ProbeOptions } from './probe-link.ts'

/** Enough of a page to hold its head; the rest is not read. */
export const MAX_PAGE_BYTES = 512 * 1024
/** An icon larger than this is no icon (admins may upload up to 5 MB). */
export const MAX_LOGO_BYTES = 1024 * 1024
/** Icons named by the page tried at most, before /favicon.ico. */
const MAX_PAGE_ICONS = 3
/** The whole collection (page and icons) takes at most this many request timeouts. */
const BUDGET_TIMEOUTS = 3
const MAX_PROBLEM_LENGTH = 2000

export type CollectedLogo = { bytes: Uint8Array; type: ImageType }

type IconLink = { href: string; group: number; size: number; order: number }

/** `sizes="16x16 32x32"` → 32; `any` (a vector icon) is larger than any size; none or unreadable → 0. */
function largestSize(sizes: string | undefined): number {
  let largest = 0
  for (const size of (sizes ?? '').toLowerCase().split(/\s+/)) {
    if (size === 'any') return Number.POSITIVE_INFINITY
    const match = /^(\d+)x(\d+)$/.exec(size)
    if (match) largest = Math.max(largest, Number(match[1]), Number(match[2]))
  }
  return largest
}

/** Which of the icon kinds a `rel` names, best first; null for neither. */
function iconGroup(rel: string | undefined): number | null {
  const tokens = (rel ?? '').toLowerCase().split(/\s+/)
  if (tokens.includes('apple-touch-icon') || tokens.includes('apple-touch-icon-precomposed')) return 0
  if (tokens.includes('icon')) return 1
  return null
}

const httpUrl = (href: string, base: string): string | null => {
  try {
    const url = new URL(href, base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The icons a page names, best first, as absolute http(s) URLs, then its site's /favicon.ico. */
export function iconCandidates(html: string, pageUrl: string): string[] {
  const links: IconLink[] = []
  let base = pageUrl
  let baseSeen = false
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'base' && !baseSeen && attributes.href) {
        baseSeen = true
        base = httpUrl(attributes.href, pageUrl) ?? pageUrl
      }
      const group = name === 'link' ? iconGroup(attributes.rel) : null
      if (group === null || !attributes.href) return
      links.push({ href: attributes.href, group, size: largestSize(attributes.sizes), order: links.length })
    },
  })
  parser.end(html)
  const named = links
    .sort((a, b) => a.group - b.group || b.size - a.size || a.order - b.order)
    .map((link) => httpUrl(link.href, base))
    .filter((url): url is string => url !== null)
  const favicon = new URL('/favicon.ico', pageUrl).href
  return [...new Set([...named.slice(0, MAX_PAGE_ICONS), favicon])]
}

/** The best icon of the site at `pageUrl` that is a logo by the upload rules, or why none is. Never throws. */
export async function findSiteLogo(
  pageUrl: string,
  options: ProbeOptions,
): Promise<{ logo: CollectedLogo } | { problem: string }> {
  const budget = AbortSignal.timeout(options.timeoutMs * BUDGET_TIMEOUTS)
  const page = await fetchCarefully(
    pageUrl,
    options,
    { maxBytes: MAX_PAGE_BYTES, beyond: 'cut', accept: 'text/html' },
    budget,
  )
  const candidates = page.reached
    ? iconCandidates(page.body.toString('utf8'), page.finalUrl)
    : iconCandidates('', pageUrl)
  const problems: string[] = []
  for (const candidate of candidates) {
    if (budget.aborted) {
      problems.push(`No time left for ${candidate}.`)
      break
    }
    const file = await fetchCarefully(
      candidate,
      options,
      { maxBytes: MAX_LOGO_BYTES, beyond: 'refuse', accept: 'image/*' },
      budget,
    )
    const accepted = acceptLogo(candidate, file)
    if ('logo' in accepted) return accepted
    problems.push(accepted.problem)
  }
  // A page chooses its icons' addresses: what is kept of them for admins stays short.
  return { problem: problems.join(' ').slice(0, MAX_PROBLEM_LENGTH) }
}

/** The file at `url` as a logo, when the upload rules take it: its content decides, never its name or header. */
function acceptLogo(url: string, file: FetchOutcome): { logo: CollectedLogo } | { problem: string } {
  if (!file.reached) return { problem: file.problem }
  const bytes = largestPngInIco(file.body) ?? file.body
  try {
    return { logo: { bytes, type: logoType(bytes) } }
  } catch (error) {
    return { problem: `${url} is not taken as a logo: ${(error as Error).message}.` }
  }
}
