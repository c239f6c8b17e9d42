/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two adjacent
 * letters each cost one edit. Stops early once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1)
      }
      current[j] = value
      rowMinimum = Math.min(rowMinimum, value)
    }
    if (rowMinimum > limit) return limit + 1
    beforePrevious = previous
    previous = current
  }
  return previous[b.length] ?? 0
}

/** The characters of vocabulary words (search_words in migration 0011 splits on everything else). */
const WORD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Every word one edit away from `word` (a letter left out, added, replaced, or swapped with its neighbour),
 * without `word` itself: a few hundred for a word of 5-8 letters, each an exact lookup.
 */
export function oneEditVariants(word: string): string[] {
  const variants = new Set<string>()
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)]
    for (const character of WORD_CHARACTERS) variants.add(before + character + after)
    if (i === word.length) continue
    variants.add(before + after.slice(1))
    for (const character of WORD_CHARACTERS) variants.add(before + character + after.slice(1))
    if (i + 1 < word.length) variants.add(before + after.charAt(1) + after.charAt(0) + after.slice(2))
  }
  variants.delete(word)
  return [...variants]
}
