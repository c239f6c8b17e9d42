/** The rejected rows of an import: every one counted, the first ones listed (a 50,000-row answer helps nobody). */
const MAX_LISTED_ERRORS = 1000

export type RowError = { row: number; message: string }

export class RowErrors {
  #listed: RowError[] = []
  #count = 0

  add(row: number, message: string): void {
    this.#count += 1
    if (this.#listed.length < MAX_LISTED_ERRORS) this.#listed.push({ row, message })
  }

  get count(): number {
    return this.#count
  }

  /** The listed errors in row order. */
  list(): RowError[] {
    return [...this.#listed].sort((a, b) => a.row - b.row)
  }
}
