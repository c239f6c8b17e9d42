/**
 * Tools that match a goal's own words, in Postgres:
 * - naiveKitCandidates: the baseline the kit benchmark compares against (bench/src/goals.ts): the whole goal as one OR
 *   query, every match ranked with ts_rank_cd. Its cost grows with the number of matches (a 10-word goal
 *   matches ~40% of a large catalog), so it is only for measuring.
 * - kitCandidates: what the recommender uses. Words used by more than a few percent of tools are dropped
 *   (they say little about the goal and are the expensive part), only tools with a remaining word in
 *   their name, tags, category or short description are read (an index of those fields, migration 0013),
 *   at most `cap` of them, and those few are scored here with IDF weights.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { type KitCandidateQuery, ToolCard } from '../engine.ts'
import { sql } from '../sql.ts'
import { analyzeGoal } from './goal.ts'
import { defaultLexicon } from './lexicon.ts'
import { stem, wordStems } from './text.ts'

/** A tool as the recommender weighs it: the card plus what tells a developer tool from a no-code one. */
export const CandidateTool = ToolCard.extend({
  website_url: z.string(),
  click_count: z.number(),
  /** The editorial notability tier (0-3), the "popular" order's prior before reviews and clicks. */
  notability: z.number(),
  /**
   * The long description's first paragraph, at most 600 characters: what the tool does (enough to spot "API", "SDK",
   * "self-hosted"). An editorial listing's later paragraphs mention side offers ("developers can also use its API")
   * that would make an app for everyone look like a developer tool.
   */
  description: z.string(),
})
export type CandidateTool = z.infer<typeof CandidateTool>

export type ScoredCandidate = { tool: CandidateTool; score: number; matched: string[] }

const candidateColumns = sql.fragment`
  t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
  t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags, t.website_url,
  t.click_count, t.notability, left(split_part(t.description, E'\n\n', 1), 600) AS description`

export type KitCandidateOptions = {
  /** How many to return, best first. */
  limit?: number
  /** At most this many matching tools are read and scored. */
  cap?: number
  /** Words in more than this share of the tools are not searched for... */
  maxShare?: number
  /** ...unless they are in fewer than this many (small catalogs keep every word). */
  minDocs?: number
  /** At most this many of the goal's words are looked up, the rarest first. */
  maxWords?: number
  /** The words to look for; by default the goal's meaningful words (see analyzeGoal). */
  words?: readonly string[]
  /** Where the tools having the words are found: the search engine's kitCandidates; by default Postgres. */
  retrieve?: RetrieveKitCandidates
}

/** Ids of the tools to score for the goal's telling words (SearchEngine.kitCandidates). */
export type RetrieveKitCandidates = (query: KitCandidateQuery) => Promise<readonly number[]>

const DEFAULTS = { limit: 50, cap: 240, maxShare: 0.02, minDocs: 1_000, maxWords: 8 }

const WordRow = z.object({ word: z.string(), doc_count: z.number(), tools: z.number() })

/**
 * How many active tools use each of the goal's words (from the search vocabulary; unknown words are
 * left out), and the catalog's size.
 */
export async function goalWordFrequencies(db: CommonQueryMethods, words: readonly string[]) {
  // `= ANY` lets the primary key serve the lookup (joining the words instead makes the planner pick the trigram index).
  const rows = await db.any(sql.type(WordRow)`
    SELECT word, doc_count,
           -- reltuples is an estimate (and -1 before the first ANALYZE); a small table is simply counted.
           (SELECT CASE WHEN reltuples >= 10000 THEN reltuples::int ELSE (SELECT count(*)::int FROM tools) END
            FROM pg_class WHERE oid = 'tools'::regclass) AS tools
    FROM search_vocabulary WHERE word = ANY(${sql.array([...words], 'text')}::text[])`)
  return { frequency: new Map(rows.map((row) => [row.word, row.doc_count])), tools: rows[0]?.tools ?? 0 }
}

/** The searchable words of a goal: its meaningful words, without budget or complexity wording. */
export function goalWords(goal: string): string[] {
  return analyzeGoal(goal, defaultLexicon)
    .contentWords.map((word) => word.word)
    .filter((word) => /^[a-z0-9]{2,40}$/.test(word))
}

/** Up to `limit` tools matching the goal's telling words, best first (see the module comment). */
export async function kitCandidates(
  db: CommonQueryMethods,
  goal: string,
  options: KitCandidateOptions = {},
): Promise<ScoredCandidate[]> {
  const { limit, cap, maxShare, maxWords, minDocs } = { ...DEFAULTS, ...options }
  const words = [...(options.words ?? goalWords(goal))]
  if (words.length === 0) return []
  const { frequency, tools } = await goalWordFrequencies(db, words)
  const threshold = Math.max(minDocs, maxShare * tools)
  const df = (word: string) => frequency.get(word) ?? 0
  // The rarest words tell the most about the goal (and cost the least to look up).
  const telling = words
    .filter((word) => df(word) > 0 && df(word) <= threshold)
    .sort((a, b) => df(a) - df(b) || a.localeCompare(b))
    .slice(0, maxWords)
  if (telling.length === 0) return []
  const idf = (word: string) => Math.log(1 + tools / (1 + df(word)))
  const retrieve = options.retrieve ?? ((query: KitCandidateQuery) => retrieveKitCandidates(db, query))
  const ids = await retrieve({ words: telling.map((word) => ({ word, weight: idf(word) })), limit: cap })
  const rows = [...(await findCandidateTools(db, ids)).values()]
  const weights = new Map(telling.map((word) => [stem(word), { word, idf: idf(word) }]))
  return rows
    .map((tool) => scoreByWords(tool, weights))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.tool.id - b.tool.id)
    .slice(0, limit)
}

/**
 * The Postgres engine's kit retrieval: tools with two of the words first (a "finance" tool that mentions "podcast"),
 * then a share for each word, so that a common word cannot crowd out a rare one. Within those, rows come in table
 * order: the limit bounds the work, and the recommender's scoring does the ranking.
 */
export async function retrieveKitCandidates(db: CommonQueryMethods, { words, limit }: KitCandidateQuery) {
  const telling = words.map(({ word }) => word)
  if (telling.length === 0) return []
  const pairs = telling.flatMap((a, i) => telling.slice(i + 1).map((b) => `(${a} & ${b})`))
  const quota = Math.ceil(limit / 2 / telling.length)
  const head = sql.fragment`ts_filter(t.search_vector, '{a,b,c}')`
  return db.anyFirst(sql.type(z.object({ id: z.number() }))`
    ${
      pairs.length > 0
        ? sql.fragment`(SELECT t.id FROM tools t
                        WHERE ${head} @@ to_tsquery('kitly', ${pairs.join(' | ')}) AND t.status = 'active'
                        LIMIT ${Math.ceil(limit / 2)}) UNION`
        : sql.fragment``
    }
    SELECT hit.id FROM unnest(${sql.array(telling, 'text')}::text[]) AS w(word)
    CROSS JOIN LATERAL (
      SELECT t.id FROM tools t WHERE ${head} @@ to_tsquery('kitly', w.word) AND t.status = 'active' LIMIT ${quota}
    ) AS hit`)
}

/** Name counts most, then tags and category, then the short description; each word once, where it counts most. */
function scoreByWords(tool: CandidateTool, weights: ReadonlyMap<string, { word: string; idf: number }>) {
  const fields: [string, number][] = [
    [tool.name, 1],
    [[...tool.tags, tool.category_name ?? ''].join(' '), 0.6],
    [tool.short_description, 0.3],
  ]
  const best = new Map<string, number>()
  for (const [text, weight] of fields) {
    for (const s of wordStems(text)) {
      const entry = weights.get(s)
      if (entry) best.set(entry.word, Math.max(best.get(entry.word) ?? 0, weight * entry.idf))
    }
  }
  const matched = [...best.keys()]
  return { tool, score: [...best.values()].reduce((sum, value) => sum + value, 0), matched }
}

/**
 * The kit benchmark's baseline (bench/src/goals.ts): the goal as one OR query (stop words dropped, words stemmed, as
 * plainto_tsquery does), every matching tool ranked by ts_rank_cd. Not used by the product.
 */
export function naiveKitCandidates(db: CommonQueryMethods, goal: string, limit = 50) {
  return db.any(sql.type(CandidateTool)`
    WITH q AS (SELECT replace(plainto_tsquery('kitly', ${goal})::text, '&', '|')::tsquery AS query)
    SELECT ${candidateColumns}
    FROM tools t CROSS JOIN q LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' AND t.search_vector @@ q.query
    ORDER BY ts_rank_cd(t.search_vector, q.query) DESC, t.id
    LIMIT ${limit}`)
}

/** The recommender's view of some tools (active ones still offered: not discontinued), by id. */
export async function findCandidateTools(db: CommonQueryMethods, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, CandidateTool>()
  const rows = await db.any(sql.type(CandidateTool)`
    SELECT ${candidateColumns}
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.id = ANY(${sql.array([...ids], 'int4')}) AND t.status = 'active' AND t.discontinued_at IS NULL`)
  return new Map(rows.map((row) => [row.id, row]))
}
