/**
 * What the indexed vocabulary says about the query's words, in one round trip:
 * - typo tolerance: a word that is not in the vocabulary is replaced by its nearest vocabulary word within
 *   the allowed number of edits (a trigram KNN probe on search_vocabulary's GiST index, then the edit distance
 *   of those few candidates measured here, counting a swap of two letters as one edit: "chatgtp");
 * - word frequencies, so that when not every word can match, rare words count for more than common ones.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { allowedEdits, type QueryWord } from '../query-text.ts'
import { sql } from '../sql.ts'
import { editDistance } from './edit-distance.ts'

/** Nearest neighbours by trigram distance whose edit distance is measured. */
const CANDIDATES_PER_WORD = 40

export type WordAnalysis = {
  /** Misspelled word → its correction. */
  corrections: Map<string, string>
  /** Number of active tools using each (corrected) word; absent when none does. */
  frequency: Map<string, number>
  /** Approximate number of active tools. */
  toolCount: number
}

const Row = z.object({
  word: z.string(),
  candidate: z.string(),
  doc_count: z.number(),
  /** Same English stem as the word ("newsletters" / "newsletter"): no correction needed. */
  same_stem: z.boolean(),
  tool_count: z.number(),
})

export async function analyzeWords(db: CommonQueryMethods, words: readonly QueryWord[]): Promise<WordAnalysis> {
  const checked = [...new Map(words.filter((w) => !w.negated).map((w) => [w.text, w])).values()]
  if (checked.length === 0) return { corrections: new Map(), frequency: new Map(), toolCount: 0 }
  const rows = await db.any(sql.type(Row)`
    WITH q AS (
      SELECT * FROM unnest(${sql.array(
        checked.map((w) => w.text),
        'text',
      )}::text[],
                           ${sql.array(
                             checked.map((w) => (w.literal ? 0 : allowedEdits(w.text))),
                             'int4',
                           )}::int[],
                           ${sql.array(
                             checked.map((w) => w.partial),
                             'bool',
                           )}::bool[]) AS q(word, max_edits, partial)
    ),
    known AS (
      SELECT q.word, v.word AS candidate, v.doc_count FROM q JOIN search_vocabulary v ON v.word = q.word
    ),
    near AS (
      SELECT q.word, n.word AS candidate, n.doc_count
      FROM q CROSS JOIN LATERAL (
        SELECT v.word, v.doc_count FROM search_vocabulary v ORDER BY v.word <-> q.word LIMIT ${CANDIDATES_PER_WORD}
      ) AS n
      WHERE q.max_edits > 0
        AND NOT EXISTS (SELECT FROM known WHERE known.word = q.word)
        -- A word still being typed is fine when some vocabulary word starts with it.
        AND NOT (q.partial AND EXISTS (
          SELECT FROM search_vocabulary v WHERE v.word >= q.word AND v.word < q.word || '{'))
    )
    SELECT c.word, c.candidate, c.doc_count,
           c.word <> c.candidate AND ts_lexize('english_stem', c.word) = ts_lexize('english_stem', c.candidate) AS same_stem,
           (SELECT greatest(reltuples, 1)::int FROM pg_class WHERE oid = 'tools'::regclass) AS tool_count
    FROM (SELECT * FROM known UNION ALL SELECT * FROM near) AS c`)

  const frequency = new Map<string, number>()
  const best = new Map<string, Ranked>()
  const stemMatches = new Set<string>()
  for (const row of rows) {
    if (row.word === row.candidate) {
      frequency.set(row.word, row.doc_count)
      continue
    }
    if (row.same_stem) {
      stemMatches.add(row.word)
      frequency.set(row.word, Math.max(frequency.get(row.word) ?? 0, row.doc_count))
      continue
    }
    const distance = editDistance(row.word, row.candidate, allowedEdits(row.word))
    if (distance > allowedEdits(row.word)) continue
    const ranked = {
      candidate: row.candidate,
      distance,
      sameStart: row.candidate[0] === row.word[0],
      docCount: row.doc_count,
    }
    const current = best.get(row.word)
    if (!current || compareCandidates(ranked, current) < 0) best.set(row.word, ranked)
  }
  const corrections = new Map<string, string>()
  for (const [word, choice] of best) {
    if (frequency.has(word) || stemMatches.has(word)) continue
    corrections.set(word, choice.candidate)
    frequency.set(choice.candidate, choice.docCount)
  }
  return { corrections, frequency, toolCount: rows[0]?.tool_count ?? 0 }
}

type Ranked = { candidate: string; distance: number; sameStart: boolean; docCount: number }

/**
 * Fewest edits first; then a word with the same first letter (people rarely mistype the first letter:
 * "olama" means "ollama" rather than "llama"); then the word more tools use; then alphabetical.
 */
function compareCandidates(a: Ranked, b: Ranked): number {
  return (
    a.distance - b.distance ||
    Number(b.sameStart) - Number(a.sameStart) ||
    b.docCount - a.docCount ||
    a.candidate.localeCompare(b.candidate)
  )
}
