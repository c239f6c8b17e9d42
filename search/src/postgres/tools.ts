/**
 * Tool search on Postgres: the query's words are analysed (vocabulary.ts: corrections, completions, how many tools use
 * each) while names are looked up as typed (names.ts); then one statement per search (tool-statement/) matches the
 * text, ranks a bounded set of candidates and counts facets. When every word finds too little, any word may match.
 * search/README.md describes the flow, which index serves which case, and the measurements behind the bounds.
 */
import type { CommonQueryMethods, SqlToken } from 'slonik'
import { ToolSearchQuery, type ToolSearchQuery as ToolSearchQueryInput, type ToolSearchResult } from '../engine.ts'
import { highlight } from '../highlight.ts'
import { applyCorrections, parseQueryWords } from '../query-text.ts'
import { loadTaskData } from '../recommender/task-data.ts'
import { sql } from '../sql.ts'
import { alternativesAskedFor, lookUpAlternativesOf } from './alternatives.ts'
import { lookUpNames, lookUpOneEditNames, lookUpSpreadTypos, mergeNames } from './names.ts'
import { findTaskWords } from './task-words.ts'
import { bounded, denseShareFor, MIN_ALL_WORDS_HITS, RANK_CAP, UNBOUNDED } from './tool-statement/bounds.ts'
import { runSearch } from './tool-statement/run-search.ts'
import { allWordsQuery } from './tool-statement/text-matching.ts'
import { wordQueriesFor } from './tool-statement/word-queries.ts'
import { wordWeights } from './tool-statement/word-weights.ts'
import type { WordAnalyzer } from './vocabulary.ts'

export type SearchToolsOptions = {
  /** See denseShareFor, which gives the default. */
  denseShare?: number
  /** Count and rank every match, however many (slow on a large catalog): what the bounds are measured against. */
  unbounded?: boolean
  /** The narrow statement is tried when the rarest required word is in at most this many tools. */
  narrowUpTo?: number
  /**
   * Connections that plan each prepared statement once for all its values (plan_cache_mode=force_generic_plan),
   * for the statements that gain from it: the word and name lookups, whose values are arrays and index keys, and
   * the searches reusesPlan picks. Without them, every statement is planned per search.
   */
  reusedPlans?: CommonQueryMethods | undefined
}

export async function searchTools(
  db: CommonQueryMethods,
  analyzeWords: WordAnalyzer,
  input: ToolSearchQueryInput,
  { denseShare, unbounded = false, narrowUpTo = unbounded ? 0 : RANK_CAP, reusedPlans }: SearchToolsOptions = {},
): Promise<ToolSearchResult> {
  const started = performance.now()
  const query = ToolSearchQuery.parse(input)
  const words = parseQueryWords(query.q)
  // Names are looked up as typed, beside the words (a name's typo is not a word's: "Grk", "Lvoo.ai").
  const alternativesName = alternativesAskedFor(query.q)
  const lookups = reusedPlans ?? db
  const [analysis, namesAsTyped, taskData, alternatives] = await Promise.all([
    analyzeWords(lookups, words),
    words.length > 0 ? lookUpNames(lookups, query.q) : Promise.resolve([]),
    // Read once a minute; most searches find it cached.
    words.length > 1 ? loadTaskData(db) : null,
    alternativesName ? lookUpAlternativesOf(db, alternativesName) : null,
  ])
  const { corrections, known, frequency, completions, toolCount } = analysis
  const alternativesOf = alternatives?.toolIds ?? []
  // Known as typed or by its stem. A stop word is known: "tools for writing" has no typo to look for names behind.
  const unknown = (text: string) => corrections.has(text) || !(known.has(text) || frequency.has(text))
  // One-edit variants of a short name only when a word is unknown: their few hundred lookups would cost every
  // search of known words, and a typo landing on another known word is rare.
  const typedNames = words.some((word) => unknown(word.text))
    ? mergeNames(namesAsTyped, await lookUpOneEditNames(lookups, query.q))
    : namesAsTyped
  const searchedText = applyCorrections(query.q, corrections)
  // A word the vocabulary does not know (corrected, or nowhere in the catalog) and does not start.
  const mistyped = words.some((word) => unknown(word.text) && !completions.get(word.text)?.length)
  // A word is mistyped and no name is near: perhaps a name mistyped at both ends (names.ts), found before the
  // search so that it ranks them.
  const spreadLookedUp = typedNames.length === 0 && mistyped
  let names = spreadLookedUp
    ? await lookUpSpreadTypos(db, query.q, { among: 'ends shared', corrected: searchedText })
    : typedNames
  const bounds = unbounded ? UNBOUNDED : bounded(toolCount, words.length > 0)
  // A table read stops at COUNT_CAP matches: unbounded, the text index finds them all.
  const isDense = (share: number) => share >= (denseShare ?? (unbounded ? Infinity : denseShareFor(toolCount)))
  const searchedWords = words.map((word) => {
    const correction = corrections.get(word.text)
    // A correction is a whole vocabulary word: it is not completed further.
    return correction ? { ...word, text: correction, partial: false } : word
  })
  const wordQueries = wordQueriesFor(analysis)
  const positive = searchedWords.filter((word) => !word.negated)
  /** The words looked for in names (similarity) and highlighted in the hits. */
  const terms = positive.map((word) => word.text)

  const allWords = allWordsQuery(searchedText, searchedWords, wordQueries.match)
  // Words taken as independent: the share of tools having all of them is the product of their shares.
  const allWordsShare = positive.length > 0 ? positive.reduce((share, word) => share * wordQueries.share(word), 1) : 0
  // Every word is required, so the rarest word's tools bound the matches: roughly (another word of the same stem,
  // or an "or" in the query, can add more; the narrow statement then notices and the full one runs).
  const knownCounts = positive.map(wordQueries.toolsUsing).filter((uses) => uses !== undefined)
  // Alternatives to a tool: every word stands for what the tool does.
  const taskWords =
    alternatives && alternatives.taskIds.length > 0
      ? terms.flatMap((word) => alternatives.taskIds.map((taskId) => ({ word, taskId })))
      : taskData
        ? findTaskWords(searchedText, taskData)
        : []
  const allWordsMatching = {
    matching: allWords,
    ranking: allWordsQuery(searchedText, searchedWords, wordQueries.rank),
    terms,
    names,
    taskWords,
    alternativesOf,
    dense: isDense(allWordsShare),
    // The narrow statement ranks only the matches; alternatives come from the named tool's tasks too.
    narrow: alternativesOf.length === 0 && knownCounts.length > 0 && Math.min(...knownCounts) <= narrowUpTo,
  }
  let result = await runSearch({ db, reusedPlans }, query, searchedText, allWordsMatching, bounds)
  // Like Meilisearch's matching strategies: when requiring every word finds too little, tools matching some
  // of the words follow, ranked by how rare the words they match are (a tool matching "avatar" beats one
  // matching only "ai").
  const optional = searchedWords.filter((word) => !word.literal)
  const anyWord = result.total < MIN_ALL_WORDS_HITS && optional.length > 1
  if (names.length === 0 && result.total === 0) {
    // Nothing matches and no name is near: the last resort compares every name of about the query's length (those
    // not compared already).
    names = await lookUpSpreadTypos(db, query.q, {
      among: spreadLookedUp ? 'the others' : 'all',
      corrected: searchedText,
    })
    if (names.length > 0 && !anyWord) {
      result = await runSearch({ db }, query, searchedText, { ...allWordsMatching, names }, bounds)
    }
  }
  if (anyWord) {
    const weights = wordWeights(optional, frequency, toolCount)
    const weighted = optional.map((word, index) => ({
      word: word.text,
      query: wordQueries.match(word),
      weight: weights[index] ?? 0,
      dense: isDense(wordQueries.share(word)),
    }))
    const anyOf = (queries: SqlToken[]) => sql.fragment`(${sql.join(queries, sql.fragment` || `)})`
    const anyWordShare = Math.min(
      1,
      optional.reduce((share, word) => share + wordQueries.share(word), 0),
    )
    result = await runSearch(
      { db },
      query,
      searchedText,
      {
        matching: anyOf(weighted.map((w) => w.query)),
        ranking: anyOf(optional.map(wordQueries.rank)),
        allWords,
        weighted,
        terms,
        names,
        taskWords,
        alternativesOf,
        dense: isDense(anyWordShare),
      },
      bounds,
    )
  }
  return {
    hits: result.hits.map((hit) => ({
      ...hit,
      highlight: { name: highlight(hit.name, terms), short_description: highlight(hit.short_description, terms) },
    })),
    total: result.total,
    facets: result.facets,
    correctedQuery: corrections.size > 0 ? searchedText : null,
    tookMs: Math.round((performance.now() - started) * 100) / 100,
  }
}
