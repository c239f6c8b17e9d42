/**
 * What a check makes of a tool's link health: reached → 'ok' (or 'redirected' when it ended elsewhere); not reached
 * → 'failing', and 'dead' once checks failed on DEAD_AFTER_FAILED_DAYS different days with no OK between. Several
 * failures on one day count once, so a site down for an afternoon is not dead by evening.
 */
import type { ProbeOutcome } from './probe-link.ts'

export const LINK_STATUSES = ['ok', 'redirected', 'failing', 'dead'] as const
export type LinkStatus = (typeof LINK_STATUSES)[number]

export const DEAD_AFTER_FAILED_DAYS = 3

export type LinkHealth = {
  /** ISO times, as the database pool answers them. */
  checked_at: string
  ok_at: string | null
  status: LinkStatus
  final_url: string | null
  http_status: number | null
  problem: string | null
  failed_days: number
  /** UTC day, YYYY-MM-DD. */
  last_failed_on: string | null
}

type Previous = Pick<LinkHealth, 'ok_at' | 'failed_days' | 'last_failed_on'> | null

/** The tool's health after the check of `websiteUrl` at `now` found `outcome`. */
export function nextLinkHealth(previous: Previous, websiteUrl: string, outcome: ProbeOutcome, now: Date): LinkHealth {
  const checkedAt = now.toISOString()
  if (outcome.reached) {
    const moved = !sameAddress(websiteUrl, outcome.finalUrl)
    return {
      checked_at: checkedAt,
      ok_at: checkedAt,
      status: moved ? 'redirected' : 'ok',
      final_url: moved ? outcome.finalUrl : null,
      http_status: outcome.httpStatus,
      problem: null,
      failed_days: 0,
      last_failed_on: null,
    }
  }
  const today = checkedAt.slice(0, 10)
  const failedDays = (previous?.failed_days ?? 0) + (previous?.last_failed_on === today ? 0 : 1)
  return {
    checked_at: checkedAt,
    ok_at: previous?.ok_at ?? null,
    status: failedDays >= DEAD_AFTER_FAILED_DAYS ? 'dead' : 'failing',
    final_url: null,
    http_status: outcome.httpStatus,
    problem: outcome.problem,
    failed_days: failedDays,
    last_failed_on: today,
  }
}

/** The same page, written alike: a trailing slash on the path ("example.com" ends at "example.com/") is no move. */
function sameAddress(a: string, b: string): boolean {
  const normal = (url: string) => {
    try {
      return new URL(url).href.replace(/\/(?=$|[?#])/, '')
    } catch {
      return url
    }
  }
  return normal(a) === normal(b)
}
