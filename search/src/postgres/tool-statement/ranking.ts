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

/** The words of the query's task phrases (task_words) that the tool does the task of. */
const creditedWords = sql.fragment`SELECT tw.word FROM task_words tw
  JOIN tool_tasks tt ON tt.task_id = tw.task_id AND tt.tool_id = t.id AND tt.reviewed`

/** Sum of the weights of the words a tool matches (only when not every word is required). */
const matchedWordsScore = sql.fragment`(SELECT coalesce(sum(w.weight), 0) FROM weighted_words w WHERE t.search_vector @@ w.query)`

/**
 * A word of a task's phrase counts a quarter more for the tools doing the task: enough to order tools matching the
 * same words, not to outweigh a rarer word (search/README.md has the measurements).
 */
const TASK_CREDIT = 0.25

/** The weights of the words a tool is credited with by doing the task they name, times TASK_CREDIT. */
const creditedWordsScore = sql.fragment`(SELECT coalesce(sum(w.weight), 0) * ${TASK_CREDIT}::float8 FROM weighted_words w
                                         WHERE w.word IN (${creditedWords}))`

/** Whether the tool has every word, or is credited with those it lacks. */
const hasEveryWordOrTask = sql.fragment`(t.search_vector @@ (SELECT all_words FROM search_query)
  OR NOT EXISTS (SELECT 1 FROM weighted_words w
                 WHERE NOT t.search_vector @@ w.query AND w.word NOT IN (${creditedWords})))`

/** How many of the tasks of the query (task_words) the tool does: how near it is to a tool asked alternatives to. */
const sharedTasks = sql.fragment`(SELECT count(*) FROM tool_tasks tt
  WHERE tt.tool_id = t.id AND tt.reviewed AND tt.task_id IN (SELECT task_id FROM task_words))`

export type RankedWords = {
  /** Any word may match: tools with every word come first, then those with the rarer words. */
  someWords: boolean
  /** The query names tasks (task_words): the tools doing them are credited with the words of the phrases. */
  taskWords: boolean
  /** The query asks alternatives to the tools of alternatives_of: they go last. */
  alternatives?: boolean
}

export function orderBy(
  sort: NonNullable<ParsedQuery['sort']>,
  { someWords, taskWords, alternatives = false }: RankedWords,
): SqlToken {
  switch (sort) {
    case 'relevance':
      return sql.fragment`
        ${alternatives ? sql.fragment`t.id IN (SELECT id FROM alternatives_of), ${sharedTasks} DESC,` : sql.fragment``}
        -- Tools found by name first (equal, started, mistyped: names.ts), then the tool named exactly as corrected,
        -- then names starting so, the closest to complete first.
        coalesce((SELECT m.rank FROM name_matches m WHERE m.id = t.id), 9),
        CASE WHEN t.name_normalized = ${nameQuery} THEN 0 WHEN starts_with(t.name_normalized, ${nameQuery}) THEN 1 ELSE 2 END,
        CASE WHEN starts_with(t.name_normalized, ${nameQuery}) THEN length(t.name_normalized) END,
        ${
          someWords
            ? taskWords
              ? sql.fragment`${hasEveryWordOrTask} DESC, ${matchedWordsScore} + ${creditedWordsScore} DESC,`
              : sql.fragment`t.search_vector @@ (SELECT all_words FROM search_query) DESC, ${matchedWordsScore} DESC,`
            : taskWords
              ? // Every tool has every word: those doing the job the words name first.
                sql.fragment`(SELECT count(DISTINCT c.word) FROM (${creditedWords}) c) DESC,`
              : sql.fragment``
        }
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
