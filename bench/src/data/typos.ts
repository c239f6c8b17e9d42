/** Typos as people make them: one or two edits (substitution, deletion, insertion, swap) anywhere in a word. */
import type { Random } from './random.ts'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** Optimal string alignment distance (a swap of two adjacent letters is one edit, as the engine counts). */
export function osaDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const row = d[i] as number[]
      const above = d[i - 1] as number[]
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1)
      }
      row[j] = value
    }
  }
  return (d[a.length] as number[])[b.length] as number
}

export type EditKind = 'substitute' | 'delete' | 'insert' | 'swap'
const KINDS: EditKind[] = ['substitute', 'delete', 'insert', 'swap']

/** One random edit at a uniformly random position (the first letter included). */
export function applyEdit(word: string, random: Random, kind: EditKind = random.pick(KINDS)): string {
  const at = random.int(word.length)
  switch (kind) {
    case 'substitute': {
      const letter = random.pick([...LETTERS].filter((l) => l !== word[at]))
      return word.slice(0, at) + letter + word.slice(at + 1)
    }
    case 'delete':
      return word.slice(0, at) + word.slice(at + 1)
    case 'insert': {
      const position = random.int(word.length + 1)
      return word.slice(0, position) + random.pick([...LETTERS]) + word.slice(position)
    }
    case 'swap': {
      const left = Math.min(at, word.length - 2)
      return word.slice(0, left) + word[left + 1] + word[left] + word.slice(left + 2)
    }
  }
}

/**
 * A misspelling exactly `edits` edits away from `word` that is not a real word itself, or null when
 * a few tries find none.
 */
export function makeTypo(word: string, edits: number, random: Random, known: ReadonlySet<string>): string | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    let typo = word
    for (let i = 0; i < edits; i++) typo = applyEdit(typo, random)
    if (typo !== word && !known.has(typo) && osaDistance(word, typo) === edits) return typo
  }
  return null
}
