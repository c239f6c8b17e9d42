/** Cycles through a query set; windows continue where the previous one stopped, so no window replays the same head. */
export class Rotation<T> {
  private index = 0
  private readonly items: readonly T[]
  constructor(items: readonly T[]) {
    if (items.length === 0) throw new Error('empty rotation')
    this.items = items
  }
  /** How many items one pass takes: a window taking at most this many repeats none of a set of distinct items. */
  get size(): number {
    return this.items.length
  }
  /** The items and where the next one is: for a window run in another thread, which says how many it took. */
  position(): { items: readonly T[]; start: number } {
    return { items: this.items, start: this.index }
  }
  advance(taken: number): void {
    this.index += taken
  }
  next(): T {
    const item = this.items[this.index % this.items.length] as T
    this.index++
    return item
  }
}
