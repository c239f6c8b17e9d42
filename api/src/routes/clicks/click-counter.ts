/**
 * "Visit Website" clicks, counted in memory and written to tools.click_count in one statement per second:
 * a click costs the visitor nothing (the route answers before any database work) and the database one
 * UPDATE per second, however many clicks arrive. A crash loses at most the last second's clicks, which a
 * popularity counter can afford. The same visitor clicking the same tool again within that second counts once.
 */

import { type DatabasePool, sql } from '@kitly/db'
import type { FastifyBaseLogger } from 'fastify'

/** Beyond this many tools waiting to be written, further clicks are dropped until the next write (a flood). */
const MAX_PENDING_TOOLS = 10_000

export class ClickCounter {
  #pending = new Map<string, number>()
  #seen = new Set<string>()
  #timer: NodeJS.Timeout | null = null
  #flushing: Promise<void> = Promise.resolve()
  readonly #db: DatabasePool
  readonly #log: FastifyBaseLogger

  constructor(db: DatabasePool, log: FastifyBaseLogger) {
    this.#db = db
    this.#log = log
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.flush(), intervalMs)
    // The counter never keeps the process alive on its own.
    this.#timer.unref()
  }

  /** Counts a click on `slug` by `visitor` (an IP address or a session), once per visitor and write. */
  record(slug: string, visitor: string): void {
    const key = `${visitor}\u0000${slug}`
    if (this.#seen.has(key)) return
    if (!this.#pending.has(slug) && this.#pending.size >= MAX_PENDING_TOOLS) return
    this.#seen.add(key)
    this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + 1)
  }

  /** Writes the clicks counted so far; unknown or inactive slugs are ignored. Writes never overlap. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write())
    return this.#flushing
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.flush()
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return
    const batch = this.#pending
    this.#pending = new Map()
    this.#seen = new Set()
    // Sorted, so concurrent writers (several processes) lock tool rows in the same order.
    const entries = [...batch.entries()].sort(([a], [b]) => a.localeCompare(b))
    try {
      await this.#db.query(sql.typeAlias('void')`
        UPDATE tools SET click_count = click_count + clicks.n
        FROM unnest(${sql.array(
          entries.map(([slug]) => slug),
          'text',
        )}::text[], ${sql.array(
          entries.map(([, n]) => n),
          'int4',
        )}::int[]) AS clicks(slug, n)
        WHERE tools.slug = clicks.slug AND tools.status = 'active'`)
    } catch (error) {
      // Put them back for the next try rather than lose them.
      for (const [slug, n] of entries) this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + n)
      this.#log.warn({ err: error, tools: entries.length }, 'click counts not written; will retry')
    }
  }
}
