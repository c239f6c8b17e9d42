/** Cycles through a query set; windows continue where the previous one stopped, so no window replays the same head. */
export class Rotation<T> {
  private index = 0
  private readonly items: readonly T[]
  constructor(items: readonly T[]) {
    if (items.length === 0) throw new Error('empty rotation')
    this.items = items
  }
  next(): T {
    const item = this.items[this.index % this.items.length] as T
    this.index++
    return item
  }
}
