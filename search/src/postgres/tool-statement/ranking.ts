/** The orders a page of tools is sorted in; relevance puts the tools found by name first, then text rank. */
import type { SqlToken } from 'slonik'
import { sql } from '../../sql.ts'
import type { ParsedQuery } from './filters.ts'

/** The query normalized as names are, computed once per statement (search_query.name_query). */
export const nameQuery = sql.fragment`(SELECT name_query FROM search_query)`

/**
 * Any word of the query starting a word of the tool's name (the name is the document's weight A): the tools whose
 * name can resemble the query. Null without words.
 */
export function nameWordsQuery(terms: readonly string[]): SqlToken {
  if (terms.length === 0) return sql.fragment`NULL::tsquery`
  return sql.fragment`to_tsquery('kitly', ${terms.map((term) => `${term}:*A`).join(' | ')})`
}

/**
 * How much the tool's name resembles the query (trigram similarity), only for the tools whose name has a word the
 * query starts: it costs a few µs a tool, and a name sharing no word with the query gains little from it.
 */
const nameSimilarity = sql.fragment`CASE WHEN t.search_vector @@ (SELECT name_words FROM search_query)
                                        THEN similarity(t.name_normalized, ${nameQuery}) ELSE 0 END`

/** Sum of the weights of the words a tool matches (only when not every word is required). */
const matchedWordsScore = sql.fragment`(SELECT coalesce(sum(w.weight), 0) FROM weighted_words w WHERE t.search_vector @@ w.query)`

/** `someWords`: any word may match, so tools with every word come first, then those with the rarer words. */
export function orderBy(sort: NonNullable<ParsedQuery['sort']>, someWords: boolean): SqlToken {
  switch (sort) {
    case 'relevance':
      return sql.fragment`
        -- Tools found by name first (equal, started, mistyped: names.ts), then the tool named exactly as corrected,
        -- then names starting so, the closest to complete first.
        coalesce((SELECT m.rank FROM name_matches m WHERE m.id = t.id), 9),
        CASE WHEN t.name_normalized = ${nameQuery} THEN 0 WHEN starts_with(t.name_normalized, ${nameQuery}) THEN 1 ELSE 2 END,
        CASE WHEN starts_with(t.name_normalized, ${nameQuery}) THEN length(t.name_normalized) END,
        ${someWords ? sql.fragment`t.search_vector @@ (SELECT all_words FROM search_query) DESC, ${matchedWordsScore} DESC,` : sql.fragment``}
        ts_rank_cd(t.search_vector, (SELECT rank_query FROM search_query), 1)
          + 0.5 * ${nameSimilarity}
          + 0.05 * t.popularity DESC,
        t.id`
    case 'popular':
      return sql.fragment`t.popularity DESC, t.is_featured DESC, t.name_normalized, t.id`
    case 'rating':
      return sql.fragment`t.rating DESC, t.review_count DESC, t.name_normalized, t.id`
    case 'newest':
      return sql.fragment`t.created_at DESC, t.id DESC`
    case 'name':
      return sql.fragment`t.name_normalized, t.id`
  }
}
