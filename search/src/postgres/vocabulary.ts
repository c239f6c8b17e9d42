/**
 * What the indexed vocabulary says about the query's words, in one round trip for the words not seen lately (two
 * when a misspelled word's correction is not among its trigram-similar words):
 * - typo tolerance: a word that is not in the vocabulary is replaced by its nearest vocabulary word within
 *   the allowed number of edits (trigram-similar words from search_vocabulary's GIN index; when none of those is
 *   within the edits, the words one edit away, or for a word allowed two edits the nearest ones from the GiST
 *   index), its edit distance measured here, counting a swap of two letters as one edit: "chatgtp";
 * - the completions of the word being typed: the vocabulary words it starts, the most used first, and their stems;
 * - word frequencies, so that when not every word can match, rare words count for more than common ones.
 * Each word's lookup is remembered for a short while (WORD_CACHE): visitors repeat words far more often than
 * the vocabulary changes, and a typo's lookups are the most expensive part of a search.
 */
import type { CommonQueryMethods, SqlToken } from 'slonik'
import { z } from 'zod'
import { allowedEdits, type QueryWord } from '../query-text.ts'
import { sql } from '../sql.ts'
import { editDistance, oneEditVariants } from './edit-distance.ts'
import { LruCache } from './lru-cache.ts'
import { preparedOnce } from './prepared.ts'

/** Most similar (or nearest) vocabulary words whose edit distance is measured. */
const CANDIDATES_PER_WORD = 40
/**
 * Completions of the word being typed that are listed, the most used first. A search matches a word with fewer
 * completions as those words (each another branch of its text query), and one with more as a prefix (tools.ts).
 */
export const MAX_COMPLETIONS = 24

/** Fewer completions than MAX_COMPLETIONS: the list holds every vocabulary word the typed word starts. */
export const listsEveryCompletion = (completions: readonly string[]) => completions.length < MAX_COMPLETIONS
/**
 * A minute at most: a word added to the catalog may be corrected into another for that long (a search for a
 * word's new tool still finds it when no vocabulary word is within the word's allowed edits).
 */
const WORD_CACHE = { maxEntries: 20_000, ttlMs: 60_000 }

/**
 * Bumped by forgetWordLookups: every analyzer empties its cache before its next lookup. Only the benchmark calls it,
 * so that a measured correction is a real one and not a hit of an earlier window's.
 */
let lookupGeneration = 0

/** Makes every word analyzer of this process forget the lookups it remembers (the benchmark's cold windows). */
export function forgetWordLookups(): void {
  lookupGeneration++
}

export type WordAnalysis = {
  /** Misspelled word → its correction. */
  corrections: Map<string, string>
  /** The words the vocabulary has as typed, stop words ("for", "more") included: none of them is a typo. */
  known: Set<string>
  /** Number of active tools using each (corrected) word; absent when none does, or for a stop word. */
  frequency: Map<string, number>
  /**
   * Number of tools each (corrected) word's stem matches, at most: what the text index finds for the word (the
   * search's plan rests on it; relevance weighs the word by `frequency`).
   */
  stemUses: Map<string, number>
  /** Vocabulary words starting with the word being typed, the most used first (empty when none). */
  completions: Map<string, string[]>
  /** The word being typed → its completions' stems, each once (stop words have none): what the text index holds. */
  completionStems: Map<string, string[]>
  /**
   * The word being typed → the sum of its completions' stems' tool counts, each stem once (stop words left out, as
   * the text query leaves them): at least the number of tools it matches. The text query stems each completion, so
   * "generated" matches every tool using "generate" or "generation" too. When more words start it than are listed,
   * at least the summed uses of all of them.
   */
  completionUses: Map<string, number>
  /** Approximate number of active tools. */
  toolCount: number
}

const Row = z.object({
  word: z.string(),
  /** `prefix`: the word being typed, with the summed uses of the words it starts (stop words left out). */
  kind: z.enum(['known', 'near', 'completion', 'prefix']),
  candidate: z.string(),
  doc_count: z.number(),
  /** Same English stem as the word ("newsletters" / "newsletter"): no correction needed. */
  same_stem: z.boolean(),
  /** The candidate is a stop word ("with", "more"): known, so never corrected, but no text query matches it. */
  stop_word: z.boolean(),
  tool_count: z.number(),
  /** The candidate's stem, as the text index keeps it (null for a stop word). */
  stem: z.string().nullable(),
  /**
   * The tools the candidate's stem matches, as the text index matches words (the counts of the words sharing it,
   * summed: at least that number).
   */
  stem_count: z.number(),
})
type Row = z.infer<typeof Row>

export type WordAnalyzer = (db: CommonQueryMethods, words: readonly QueryWord[]) => Promise<WordAnalysis>

export function createWordAnalyzer(): WordAnalyzer {
  const cache = new LruCache<{ rows: Row[]; toolCount: number }>(WORD_CACHE)
  let generation = lookupGeneration
  return async (db, words) => {
    if (generation !== lookupGeneration) {
      cache.clear()
      generation = lookupGeneration
    }
    const checked = [...new Map(words.filter((w) => !w.negated).map((w) => [w.text, w])).values()]
    const lookups = checked.map((word) => {
      const maxEdits = word.literal ? 0 : allowedEdits(word.text)
      return { word, maxEdits, key: `${word.text} ${maxEdits} ${word.partial}` }
    })
    const cached = lookups.map((lookup) => cache.get(lookup.key))
    const misses = lookups.filter((_, index) => cached[index] === undefined)
    const fresh = misses.length > 0 ? await lookUpWords(db, misses) : []
    let toolCount = fresh[0]?.tool_count ?? 0
    for (const miss of misses) {
      const rows = fresh.filter((row) => row.word === miss.word.text)
      cache.set(miss.key, { rows, toolCount })
    }
    const rows = [...fresh]
    for (const entry of cached) {
      if (!entry) continue
      rows.push(...entry.rows)
      toolCount ||= entry.toolCount
    }
    return analyze(rows, toolCount)
  }
}

type Lookup = { word: QueryWord; maxEdits: number }

/**
 * The query's words in the vocabulary, the completions of the word being typed, and the words trigram-similar to
 * an unknown word (GIN index, cheap); then, for an unknown word none of those is within its edits of, the words
 * its edits can reach (rare: a swap of two letters in a short word shares too few trigrams).
 */
async function lookUpWords(db: CommonQueryMethods, lookups: readonly Lookup[]): Promise<readonly Row[]> {
  const rows = await db.any(candidateRows(knownAndSimilarWords(lookups)))
  const unresolved = lookups.filter((lookup) => lookup.maxEdits > 0 && !rows.some((row) => resolves(row, lookup)))
  return unresolved.length > 0 ? [...rows, ...(await db.any(candidateRows(wordsWithinEdits(unresolved))))] : rows
}

/** The row settles the word: it is known, being typed, of a known stem, or a correction within its edits. */
const resolves = (row: Row, { word, maxEdits }: Lookup) =>
  row.word === word.text &&
  (row.kind !== 'near' || row.same_stem || editDistance(row.word, row.candidate, maxEdits) <= maxEdits)

function knownAndSimilarWords(lookups: readonly Lookup[]): SqlToken {
  return sql.fragment`
    WITH q AS (
      SELECT * FROM unnest(${sql.array(
        lookups.map((l) => l.word.text),
        'text',
      )}::text[],
                           ${sql.array(
                             lookups.map((l) => l.maxEdits),
                             'int4',
                           )}::int[],
                           ${sql.array(
                             lookups.map((l) => l.word.partial),
                             'bool',
                           )}::bool[]) AS q(word, max_edits, partial)
    ),
    known AS (
      SELECT q.word, 'known' AS kind, v.word AS candidate, v.doc_count FROM q JOIN search_vocabulary v ON v.word = q.word
    ),
    -- The most used completions, each with the uses of every word the typed one starts (one read of them all).
    completion_range AS (
      SELECT q.word, c.word AS candidate, c.doc_count, c.prefix_uses
      FROM q CROSS JOIN LATERAL (
        SELECT v.word, v.doc_count, sum(v.doc_count) FILTER (WHERE v.stem IS NOT NULL) OVER () AS prefix_uses
        FROM search_vocabulary v
        WHERE v.word >= q.word AND v.word < q.word || '{'
        ORDER BY v.doc_count DESC, v.word LIMIT ${MAX_COMPLETIONS}
      ) AS c
      WHERE q.partial
    ),
    completion AS (SELECT word, 'completion' AS kind, candidate, doc_count FROM completion_range),
    prefix AS (
      SELECT DISTINCT ON (word) word, 'prefix' AS kind, word AS candidate, coalesce(prefix_uses, 0)::int AS doc_count
      FROM completion_range
    ),
    unknown AS (
      SELECT q.* FROM q
      WHERE q.max_edits > 0
        AND NOT EXISTS (SELECT FROM known WHERE known.word = q.word)
        -- A word still being typed is fine when some vocabulary word starts with it.
        AND NOT EXISTS (SELECT FROM completion WHERE completion.word = q.word)
    ),
    similar_words AS (
      SELECT u.word, 'near' AS kind, s.word AS candidate, s.doc_count
      FROM unknown u CROSS JOIN LATERAL (
        SELECT v.word, v.doc_count FROM search_vocabulary v
        -- The GIN trigram index's predicate (migration 0020), written out: a parameter would keep a plan made once
        -- for every value (reusedPlans) off the partial index, and read the whole vocabulary instead. Ties by word:
        -- another plan, reading in another order, keeps the same words.
        WHERE length(v.word) >= 3 AND v.word % u.word
        ORDER BY similarity(v.word, u.word) DESC, v.word LIMIT ${CANDIDATES_PER_WORD}
      ) AS s
    )
    SELECT * FROM known UNION ALL SELECT * FROM completion UNION ALL SELECT * FROM prefix
    UNION ALL SELECT * FROM similar_words`
}

/**
 * Words of one edit: every word one edit away, looked up exactly (a few hundred primary-key probes, ~1 ms).
 * Words of two edits, too many to list: the nearest words by trigram distance (GiST index, which it reads most
 * of: ~30 ms at 100k words).
 */
function wordsWithinEdits(lookups: readonly Lookup[]): SqlToken {
  const oneEdit = lookups.filter((lookup) => lookup.maxEdits === 1)
  const variants = oneEdit.flatMap((lookup) =>
    oneEditVariants(lookup.word.text).map((variant) => [lookup, variant] as const),
  )
  const twoEdits = lookups.filter((lookup) => lookup.maxEdits > 1).map((lookup) => lookup.word.text)
  return sql.fragment`
    SELECT e.word, 'near' AS kind, v.word AS candidate, v.doc_count
    FROM unnest(${sql.array(
      variants.map(([lookup]) => lookup.word.text),
      'text',
    )}::text[], ${sql.array(
      variants.map(([, variant]) => variant),
      'text',
    )}::text[]) AS e(word, variant)
    JOIN search_vocabulary v ON v.word = e.variant
    UNION ALL
    SELECT u.word, 'near', n.word, n.doc_count
    FROM unnest(${sql.array(twoEdits, 'text')}::text[]) AS u(word) CROSS JOIN LATERAL (
      SELECT v.word, v.doc_count FROM search_vocabulary v
      -- The GiST index's predicate (migration 0020: the words a correction can be, 5 letters less one edit).
      WHERE length(v.word) >= 4
      ORDER BY v.word <-> u.word LIMIT ${CANDIDATES_PER_WORD}
    ) AS n`
}

/**
 * Candidate words as analyze reads them. The words reach the statement as arrays, so its text is the same for every
 * query: prepared, and run on connections that plan it once for every value (the analyzer's caller gives those).
 * Planned for each query, its planning took three times as long as running it (0.6 against 0.2 ms at 100k tools).
 */
const candidateRows = (candidates: SqlToken) =>
  preparedOnce(sql.type(Row)`
  SELECT c.word, c.kind, c.candidate, c.doc_count,
         c.kind = 'near' AND ts_lexize('english_stem', c.word) = ts_lexize('english_stem', c.candidate) AS same_stem,
         ts_lexize('english_stem', c.candidate) = '{}' AS stop_word,
         -- reltuples is -1 before the table's first ANALYZE (a database just seeded): then the tools are counted.
         (SELECT CASE WHEN reltuples >= 0 THEN greatest(reltuples, 1)::int ELSE (SELECT count(*)::int FROM tools) END
          FROM pg_class WHERE oid = 'tools'::regclass) AS tool_count,
         stemmed.stem,
         (SELECT coalesce(sum(s.doc_count), 0) FROM search_vocabulary s WHERE s.stem = stemmed.stem)::int AS stem_count
  FROM (${candidates}) AS c, LATERAL (SELECT search_stem(c.candidate) AS stem) AS stemmed`)

function analyze(rows: readonly Row[], toolCount: number): WordAnalysis {
  const frequency = new Map<string, number>()
  const stemUses = new Map<string, number>()
  const completions = new Map<string, string[]>()
  const completionStems = new Map<string, string[]>()
  const completionUses = new Map<string, number>()
  const best = new Map<string, Ranked>()
  const stemMatches = new Set<string>()
  // The tools a vocabulary word matches, as far as the text query goes: the vocabulary counts stop words too.
  const matched = (row: Row) => (row.stop_word ? 0 : row.doc_count)
  const noteFrequency = (word: string, row: Row) => {
    if (matched(row) === 0) return
    frequency.set(word, Math.max(frequency.get(word) ?? 0, matched(row)))
    stemUses.set(word, Math.max(stemUses.get(word) ?? 0, row.stem_count))
  }
  const known = new Set<string>()
  const prefixUses = new Map<string, number>()
  for (const row of rows) {
    if (row.kind === 'prefix') {
      prefixUses.set(row.word, row.doc_count)
      continue
    }
    if (row.kind === 'known') {
      known.add(row.word)
      noteFrequency(row.word, row)
      continue
    }
    if (row.kind === 'completion') {
      completions.set(row.word, [...(completions.get(row.word) ?? []), row.candidate])
      const stems = completionStems.get(row.word) ?? []
      if (row.stem !== null && matched(row) > 0 && !stems.includes(row.stem)) {
        completionStems.set(row.word, [...stems, row.stem])
        completionUses.set(row.word, (completionUses.get(row.word) ?? 0) + row.stem_count)
      }
      continue
    }
    if (row.same_stem) {
      stemMatches.add(row.word)
      noteFrequency(row.word, row)
      continue
    }
    const distance = editDistance(row.word, row.candidate, allowedEdits(row.word))
    if (distance > allowedEdits(row.word)) continue
    const ranked = { row, distance, sameStart: row.candidate[0] === row.word[0] }
    const current = best.get(row.word)
    if (!current || compareCandidates(ranked, current) < 0) best.set(row.word, ranked)
  }
  // Past the listed completions, the search matches the typed word as a prefix (tools.ts): every word it starts counts.
  for (const [word, uses] of prefixUses) {
    if (!listsEveryCompletion(completions.get(word) ?? [])) {
      completionUses.set(word, Math.max(completionUses.get(word) ?? 0, uses))
    }
  }
  const corrections = new Map<string, string>()
  for (const [word, choice] of best) {
    if (known.has(word) || stemMatches.has(word)) continue
    corrections.set(word, choice.row.candidate)
    noteFrequency(choice.row.candidate, choice.row)
  }
  return { corrections, known, frequency, stemUses, completions, completionStems, completionUses, toolCount }
}

type Ranked = { row: Row; distance: number; sameStart: boolean }

/**
 * Fewest edits first; then a word with the same first letter (people rarely mistype the first letter:
 * "olama" means "ollama" rather than "llama"); then the word more tools use; then alphabetical.
 */
function compareCandidates(a: Ranked, b: Ranked): number {
  return (
    a.distance - b.distance ||
    Number(b.sameStart) - Number(a.sameStart) ||
    b.row.doc_count - a.row.doc_count ||
    a.row.candidate.localeCompare(b.row.candidate)
  )
}
