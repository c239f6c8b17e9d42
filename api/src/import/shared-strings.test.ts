/** The shared-strings table: strings given back as they were added, in about the memory their UTF-8 text takes. */
import { describe, expect, it } from 'vitest'
import { SharedStrings } from './shared-strings.ts'

function tableOf(strings: string[][], expectedBytes?: number): SharedStrings {
  const table = new SharedStrings(expectedBytes)
  for (const runs of strings) {
    for (const run of runs) table.append(run)
    table.end()
  }
  return table
}

describe('shared strings', () => {
  it('gives back each string as added: runs joined, empty strings, accents, emoji and a lone surrogate', () => {
    const table = tableOf([['plain'], [], ['Bo', 'ld ', 'runs'], ['Café ✓ 日本語'], ['🚀 rocket'], ['\uD800x']])
    expect(table.count).toBe(6)
    expect([0, 1, 2, 3, 4, 5].map((index) => table.get(index))).toEqual([
      'plain',
      '',
      'Bold runs',
      'Café ✓ 日本語',
      '🚀 rocket',
      '\uFFFDx',
    ])
  })

  it('answers blank for an index the table does not have', () => {
    const table = tableOf([['only']])
    for (const index of [-1, 1, 1.5, Number.NaN]) expect(table.get(index)).toBe('')
  })

  it('grows past the room it was given at first', () => {
    const strings = Array.from({ length: 5000 }, (_, i) => [`string ${i} `, 'é'.repeat(i % 50)])
    const table = tableOf(strings, 16)
    expect(table.count).toBe(5000)
    expect(table.get(0)).toBe('string 0 ')
    expect(table.get(4999)).toBe(`string 4999 ${'é'.repeat(49)}`)
  })

  it('holds 100,000 strings in their UTF-8 bytes plus 4 bytes each, at most twice over', () => {
    const strings = Array.from({ length: 100_000 }, (_, i) => [`Tool number ${i}: writes, draws and summarises — vite`])
    const textBytes = strings.reduce((total, [text]) => total + Buffer.byteLength(text as string), 0)
    const table = tableOf(strings)
    expect(table.get(99_999)).toBe(strings[99_999]?.[0])
    expect(table.heldBytes).toBeLessThanOrEqual(2 * (textBytes + 4 * 100_000))
    // With the size of the XML they come from as a hint, nothing is copied to grow: the text and its offsets.
    const hinted = tableOf(strings, textBytes)
    expect(hinted.heldBytes).toBeLessThanOrEqual(textBytes + 4 * 131_072)
  })
})
