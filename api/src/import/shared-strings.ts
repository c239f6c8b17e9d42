/**
 * A workbook's shared strings (the table most text cells of an .xlsx point into), held compactly: every string's
 * UTF-8 bytes one after another in one buffer, and where each ends in a typed array. A string is made again only
 * when a cell asks for it. As one JS string each, tens of thousands of them cost several times their text in
 * headers, pointers and slices kept alive.
 */

/** UTF-16 code units never take more than 3 bytes in UTF-8 (a surrogate pair: 4 bytes for 2 units). */
const MAX_UTF8_BYTES_PER_UNIT = 3
const FIRST_ENDS = 1024

export class SharedStrings {
  #bytes: Buffer
  #used = 0
  /** Where string i ends in #bytes; it starts where string i - 1 ends. */
  #ends = new Uint32Array(FIRST_ENDS)
  #count = 0

  /** `expectedBytes`: room for the text at first, such as the size of the XML it comes from (text is never longer). */
  constructor(expectedBytes = 0) {
    // Not zero-filled: only bytes written are ever read, and pages never written take no memory.
    this.#bytes = Buffer.allocUnsafeSlow(Math.max(expectedBytes, 1024))
  }

  /** Adds `text` to the end of the string being built (a rich-text string comes in runs). */
  append(text: string): void {
    if (this.#bytes.length - this.#used < text.length * MAX_UTF8_BYTES_PER_UNIT) {
      const needed = this.#used + Buffer.byteLength(text)
      if (needed > this.#bytes.length) this.#bytes = grown(this.#bytes, this.#used, needed)
    }
    this.#used += this.#bytes.write(text, this.#used)
  }

  /** Ends the string being built: it is string number `count - 1`. */
  end(): void {
    if (this.#count === this.#ends.length) {
      const ends = new Uint32Array(this.#ends.length * 2)
      ends.set(this.#ends)
      this.#ends = ends
    }
    this.#ends[this.#count++] = this.#used
  }

  get count(): number {
    return this.#count
  }

  /** String number `index`; '' for an index the table does not have (as a spreadsheet app shows it: blank). */
  get(index: number): string {
    if (!(index >= 0 && index < this.#count)) return ''
    const start = index === 0 ? 0 : (this.#ends[index - 1] as number)
    return this.#bytes.toString('utf8', start, this.#ends[index])
  }

  /** The memory the table holds: its byte buffer and its offsets (reserved, written or not). */
  get heldBytes(): number {
    return this.#bytes.length + this.#ends.byteLength
  }
}

function grown(bytes: Buffer, used: number, needed: number): Buffer {
  const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, needed))
  bytes.copy(larger, 0, 0, used)
  return larger
}
