/**
 * The tools relevance ranking scores: a bounded set, so that ranking costs the same however many tools match. Reads
 * the statement's CTEs (total_sample, filtered, search_query, name_matches, task_words).
 */
import type { SqlToken } from 'slonik'
import { sql } from '../../sql.ts'
import { escapeLike } from '../collections.ts'
import { type Bounds, MIN_ALL_WORDS_HITS, NAME_CANDIDATES, WORD_CANDIDATES } from './bounds.ts'
import type { ToolFilters } from './filters.ts'
import type { TextMatching } from './text-matching.ts'

type CandidatesInput = {
  filters: ToolFilters
  /** The filters with the query's text: the tools the search matches. */
  matching: SqlToken
  text: TextMatching
  bounds: Bounds
  /** The position of the page's last tool: every tool up to it must be a candidate. */
  pageEnd: number
  /** The query normalized as names are. */
  namePrefix: string
}

/** Each part a subquery of ids; the statement ranks their union. */
export function relevanceCandidates({ filters, matching, text, bounds, pageEnd, namePrefix }: CandidatesInput) {
  const weightedWords = text.weighted ?? []
  return [
    // The most popular of the matches counted, or as many as the page reaches (equally popular: the first by id).
    sql.fragment`(SELECT id FROM total_sample ORDER BY popularity DESC, id LIMIT ${Math.max(bounds.rank, pageEnd)})`,
    pageEnd > bounds.rank ? sql.fragment`(SELECT id FROM filtered LIMIT ${pageEnd})` : null,
    weightedWords.length === 0 && bounds.popularWalk > 0 ? popularMatchesPastSample(filters, bounds) : null,
    sql.fragment`(SELECT t.id FROM tool_search t
            WHERE ${matching} AND ${nameStartsWith(namePrefix)} LIMIT ${NAME_CANDIDATES})`,
    // Found by name, whether or not the text matches.
    text.names.length > 0
      ? sql.fragment`(SELECT t.id FROM tool_search t WHERE ${filters.where(null)}
                            AND t.id IN (SELECT id FROM name_matches))`
      : null,
    // When any word may match: the tools with every word, and each word's first matches (a rare word's are all in).
    text.allWords
      ? sql.fragment`(SELECT t.id FROM tool_search t
                WHERE ${filters.where(sql.fragment`(SELECT all_words FROM search_query)`, { dense: false })}
                LIMIT ${MIN_ALL_WORDS_HITS})`
      : null,
    // Alternatives asked: the tools doing most of what the named tool does, whatever their text says.
    (text.alternativesOf?.length ?? 0) > 0 && (text.taskWords?.length ?? 0) > 0
      ? sql.fragment`(SELECT t.id FROM tool_search t
                        JOIN (SELECT tt.tool_id, count(*) AS shared FROM tool_tasks tt
                              WHERE tt.task_id IN (SELECT task_id FROM task_words) AND tt.reviewed
                              GROUP BY tt.tool_id) s ON s.tool_id = t.id
                      WHERE ${filters.where(null)} ORDER BY s.shared DESC, t.popularity DESC LIMIT ${WORD_CANDIDATES})`
      : null,
    // The tools doing a task the query names, among the matches.
    (text.taskWords?.length ?? 0) > 0
      ? sql.fragment`(SELECT t.id FROM tool_search t WHERE ${matching}
                        AND t.id IN (SELECT tt.tool_id FROM tool_tasks tt
                                     WHERE tt.task_id IN (SELECT task_id FROM task_words) AND tt.reviewed)
                      LIMIT ${WORD_CANDIDATES})`
      : null,
    ...weightedWords.map(
      (word) =>
        sql.fragment`(SELECT t.id FROM tool_search t WHERE ${filters.where(word.query, { dense: word.dense })}
                            LIMIT ${WORD_CANDIDATES})`,
    ),
  ].filter((part) => part !== null)
}

/**
 * Past COUNT_CAP matches, the sample holds only the table's first matches: the most popular tools passing the
 * filters (an index serves that order) are tested too. Only those physically past the sample's last match: the
 * ones before it are in the sample already, and with the table in popularity order they are few.
 */
const popularMatchesPastSample = (filters: ToolFilters, bounds: Bounds) =>
  sql.fragment`(SELECT p.id FROM (SELECT t.id, t.ctid, t.search_vector FROM tool_search t WHERE ${filters.where(null)}
                                               ORDER BY t.popularity DESC, t.id LIMIT ${bounds.popularWalk}) p
                            WHERE (SELECT count(*) FROM total_sample) >= ${bounds.count}
                              AND p.ctid > (SELECT max(ctid) FROM total_sample)
                              AND p.search_vector @@ (SELECT query FROM search_query)
                            LIMIT ${bounds.rank})`

/**
 * The tool's normalized name starts with `prefix`. The range lets the name index serve it in a plan made for every
 * value (reusesPlan), where `LIKE $1 || '%'` reads the whole table: its pattern is unknown when planned.
 */
const nameStartsWith = (prefix: string) =>
  sql.fragment`t.name_normalized ~>=~ ${prefix} AND t.name_normalized ~<~ (${prefix} || chr(1114111))
               AND t.name_normalized LIKE ${escapeLike(prefix)} || '%'`
