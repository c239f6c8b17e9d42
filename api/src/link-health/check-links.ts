/**
 * Checks tools' links: at most `concurrency` requests at once and one at a time per host, so a run is polite to
 * the sites it visits (several tools often share one, e.g. a company's products) and bounded for Kitly. A tool with
 * no logo whose site answers gets the site's icon as its logo (collect-logo.ts), in the same turn for that host.
 */
import type { DatabaseConnection } from '@kitly/db'
import { randomUploadKey, type UploadStore } from '../uploads/upload-store.ts'
import { type CollectedLogo, findSiteLogo } from './collect-logo.ts'
import { nextLinkHealth } from './link-status.ts'
import { type ProbeOptions, type ProbeOutcome, probeLink } from './probe-link.ts'
import {
  type CheckedTool,
  findPreviousHealth,
  listToolsToCheck,
  saveLinkHealth,
  saveLogoAttempt,
  setCollectedLogo,
  type ToolToCheck,
} from './queries.ts'

export type LinkCheckOptions = ProbeOptions & {
  /** Requests at once, across hosts. */
  concurrency: number
  /** The time of each check (tests move it across days). */
  now?: () => Date
  /** Where collected logos are stored; unset, no logo is collected. */
  uploads?: UploadStore
}

export type LinkCheckSummary = {
  checked: number
  ok: number
  redirected: number
  failing: number
  dead: number
  /** Tools that got their site's icon as their logo. */
  logos: number
}

/** A site that had no usable icon is asked again after this long (a success is not repeated). */
export const LOGO_RETRY_AFTER_DAYS = 7
const LOGO_RETRY_AFTER_MS = LOGO_RETRY_AFTER_DAYS * 24 * 60 * 60 * 1000

/** Checks one tool's link now and saves what it found; collects its logo when it has none. */
export async function checkToolLink(db: DatabaseConnection, tool: ToolToCheck, options: LinkCheckOptions) {
  const outcome = await probeLink(tool.website_url, options)
  const now = (options.now ?? (() => new Date()))()
  const health = await recordLinkCheck(db, tool, outcome, now)
  const collected =
    outcome.reached && options.uploads && wantsLogo(tool, now)
      ? await collectToolLogo(db, tool.id, outcome.finalUrl, { ...options, uploads: options.uploads }, now)
      : null
  return { ...health, collected_logo_url: collected }
}

/**
 * Whether to look for a logo for `tool` at `now`: it has none, and its site was never asked, or was asked without
 * success at least `retryAfterMs` ago (an admin's "Check now" asks again at once). One that got a logo is not asked
 * again, so a collected logo an admin removed stays removed.
 */
export function wantsLogo(tool: ToolToCheck, now: Date, retryAfterMs = LOGO_RETRY_AFTER_MS): boolean {
  if (tool.logo_url !== null) return false
  if (tool.logo_tried_at === null) return true
  return tool.logo_problem !== null && now.getTime() - Date.parse(tool.logo_tried_at) >= retryAfterMs
}

/**
 * Looks for a logo on the site at `pageUrl`, stores it and makes it the tool's, and notes the try whatever came of
 * it; answers the new logo's URL. Never throws: a logo is a bonus, and the link check goes on without one.
 */
export async function collectToolLogo(
  db: DatabaseConnection,
  toolId: number,
  pageUrl: string,
  options: LinkCheckOptions & { uploads: UploadStore },
  now: Date,
): Promise<string | null> {
  try {
    const found = await findSiteLogo(pageUrl, options)
    if ('problem' in found) {
      await saveLogoAttempt(db, toolId, now, found.problem)
      return null
    }
    const url = await storeLogo(db, toolId, found.logo, options.uploads)
    await saveLogoAttempt(db, toolId, now, null)
    return url
  } catch {
    await saveLogoAttempt(db, toolId, now, 'The logo could not be stored.').catch(() => {})
    return null
  }
}

/** Stores `logo` under a new key as an admin upload is stored; the file goes again if the tool got a logo meanwhile. */
async function storeLogo(db: DatabaseConnection, toolId: number, logo: CollectedLogo, uploads: UploadStore) {
  const key = randomUploadKey('logos', logo.type.extension)
  const url = await uploads.put(key, logo.bytes, logo.type.mime)
  if (await setCollectedLogo(db, toolId, url)) return url
  await uploads.delete(key)
  return null
}

/** Saves what a look at the tool's website found at `now`, counting on from its previous health. */
export async function recordLinkCheck(db: DatabaseConnection, tool: CheckedTool, outcome: ProbeOutcome, now: Date) {
  const previous = await findPreviousHealth(db, tool.id)
  return saveLinkHealth(db, tool.id, nextLinkHealth(previous, tool.website_url, outcome, now))
}

/** Checks every listed tool's link; `onProgress(done, total)` after each. */
export async function checkAllLinks(
  db: DatabaseConnection,
  options: LinkCheckOptions,
  onProgress?: (done: number, total: number) => void,
): Promise<LinkCheckSummary> {
  const tools = await listToolsToCheck(db)
  const summary: LinkCheckSummary = { checked: 0, ok: 0, redirected: 0, failing: 0, dead: 0, logos: 0 }
  await forEachPolitely(tools, options.concurrency, async (tool) => {
    const { status, collected_logo_url } = await checkToolLink(db, tool, options)
    summary.checked++
    summary[status]++
    if (collected_logo_url !== null) summary.logos++
    onProgress?.(summary.checked, tools.length)
  })
  return summary
}

/** The host a tool's link is asked of; an unparsable URL is its own "host" (its check fails at once). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/** Runs `work` on every tool, `concurrency` at once, never two of one host at the same time. */
export async function forEachPolitely<Tool extends CheckedTool>(
  tools: readonly Tool[],
  concurrency: number,
  work: (tool: Tool) => Promise<void>,
): Promise<void> {
  const waiting = [...tools]
  const busyHosts = new Set<string>()
  const running = new Set<Promise<void>>()
  while (waiting.length > 0 || running.size > 0) {
    const index =
      running.size < concurrency ? waiting.findIndex((tool) => !busyHosts.has(hostOf(tool.website_url))) : -1
    if (index === -1) {
      // Everything left waits for a host (or a slot) to free up.
      await Promise.race(running)
      continue
    }
    const [tool] = waiting.splice(index, 1) as [Tool]
    const host = hostOf(tool.website_url)
    busyHosts.add(host)
    const task = work(tool).finally(() => {
      busyHosts.delete(host)
      running.delete(task)
    })
    running.add(task)
  }
}
