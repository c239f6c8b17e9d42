/**
 * Checks tools' links: at most `concurrency` requests at once and one at a time per host, so a run is polite to
 * the sites it visits (several tools often share one, e.g. a company's products) and bounded for Kitly.
 */
import type { DatabaseConnection } from '@kitly/db'
import { nextLinkHealth } from './link-status.ts'
import { type ProbeOptions, type ProbeOutcome, probeLink } from './probe-link.ts'
import { type CheckedTool, findPreviousHealth, listToolsToCheck, saveLinkHealth } from './queries.ts'

export type LinkCheckOptions = ProbeOptions & {
  /** Requests at once, across hosts. */
  concurrency: number
  /** The time of each check (tests move it across days). */
  now?: () => Date
}

export type LinkCheckSummary = { checked: number; ok: number; redirected: number; failing: number; dead: number }

/** Checks one tool's link now and saves what it found. */
export async function checkToolLink(db: DatabaseConnection, tool: CheckedTool, options: LinkCheckOptions) {
  const outcome = await probeLink(tool.website_url, options)
  return recordLinkCheck(db, tool, outcome, (options.now ?? (() => new Date()))())
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
  const summary: LinkCheckSummary = { checked: 0, ok: 0, redirected: 0, failing: 0, dead: 0 }
  await forEachPolitely(tools, options.concurrency, async (tool) => {
    const { status } = await checkToolLink(db, tool, options)
    summary.checked++
    summary[status]++
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
export async function forEachPolitely(
  tools: readonly CheckedTool[],
  concurrency: number,
  work: (tool: CheckedTool) => Promise<void>,
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
    const [tool] = waiting.splice(index, 1) as [CheckedTool]
    const host = hostOf(tool.website_url)
    busyHosts.add(host)
    const task = work(tool).finally(() => {
      busyHosts.delete(host)
      running.delete(task)
    })
    running.add(task)
  }
}
