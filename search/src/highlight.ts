/** Wraps the words a visitor searched for in <mark>, escaping everything else, for safe HTML display. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** Lower case without accents; plain ASCII text (nearly all of it) skips the Unicode decomposition. */
const fold = (text: string) =>
  (/^[ -~]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{Diacritic}/gu, '')).toLowerCase()

/**
 * Marks each word of `text` that starts with one of `terms` (normalized words, at least 2 letters;
 * long terms are compared on their first letters, roughly their stem).
 * Matching ignores case and accents; the original spelling is kept.
 */
export function highlight(text: string, terms: readonly string[]): string {
  // Stemming matches "editing" with "editor": compare long words on their stem-like start.
  const usable = terms
    .filter((term) => term.length >= 2)
    .map((term) => (term.length >= 6 ? term.slice(0, Math.max(4, term.length - 3)) : term))
  // Most texts of a page of hits contain none of the words (they matched elsewhere): one look at the whole text.
  const folded = fold(text)
  if (!usable.some((term) => folded.includes(term))) return escapeHtml(text)
  let html = ''
  let last = 0
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0]
    const foldedWord = fold(word)
    if (!usable.some((term) => foldedWord.startsWith(term))) continue
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(word)}</mark>`
    last = match.index + word.length
  }
  return html + escapeHtml(text.slice(last))
}
