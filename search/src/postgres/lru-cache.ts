/** A bounded map that forgets its least recently used entries, and any entry older than its time to live. */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>()
  readonly #maxEntries: number
  readonly #ttlMs: number
  readonly #now: () => number

  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries
    this.#ttlMs = options.ttlMs
    this.#now = options.now ?? Date.now
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (this.#now() - entry.storedAt >= this.#ttlMs) return undefined
    // Re-inserted: a Map iterates in insertion order, so the first key is always the least recently used.
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, storedAt: this.#now() })
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string)
  }

  clear(): void {
    this.#entries.clear()
  }
}
