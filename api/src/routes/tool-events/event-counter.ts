/**
 * Visitors' events on tools ("Visit Website" clicks, compare adds, Magic Kit inclusions), counted in memory and
 * written in one statement per second and kind: an event costs the visitor nothing (the route answers before any
 * database work) and the database one write per second, however many events arrive. A crash loses at most the
 * last second's events, which popularity and a maker's weekly figures can afford. The same visitor doing the same
 * thing to the same tool again within that second counts once.
 */

import type { DatabasePool } from '@kitly/db'
import type { FastifyBaseLogger } from 'fastify'
import { type ToolEventKind, writeToolEvents } from './queries.ts'

/** Beyond this many tools waiting to be written, further events are dropped until the next write (a flood). */
const MAX_PENDING_TOOLS = 10_000

export class ToolEventCounter {
  #pending = new Map<string, number>()
  #seen = new Set<string>()
  #timer: NodeJS.Timeout | null = null
  #flushing: Promise<void> = Promise.resolve()
  readonly #db: DatabasePool
  readonly #log: FastifyBaseLogger
  readonly #kind: ToolEventKind

  constructor(db: DatabasePool, log: FastifyBaseLogger, kind: ToolEventKind) {
    this.#db = db
    this.#log = log
    this.#kind = kind
  }

  start(intervalMs: number): void {
    this.#timer = setInterval(() => void this.flush(), intervalMs)
    // The counter never keeps the process alive on its own.
    this.#timer.unref()
  }

  /** Counts an event on `slug` by `visitor` (an IP address or a session), once per visitor and write. */
  record(slug: string, visitor: string): void {
    const key = `${visitor}\u0000${slug}`
    if (this.#seen.has(key)) return
    if (!this.#pending.has(slug) && this.#pending.size >= MAX_PENDING_TOOLS) return
    this.#seen.add(key)
    this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + 1)
  }

  /** Writes the events counted so far; unknown or inactive slugs are ignored. Writes never overlap. */
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
      await writeToolEvents(this.#db, this.#kind, entries)
    } catch (error) {
      // Put them back for the next try rather than lose them.
      for (const [slug, n] of entries) this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + n)
      this.#log.warn({ err: error, kind: this.#kind, tools: entries.length }, 'tool events not written; will retry')
    }
  }
}
