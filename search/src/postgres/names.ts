/**
 * Tools looked up by whole name, in their compact form (letters and digits only: "Vanna.ai" → "vannaai", table
 * tool_names of migration 0030), whatever the text search makes of the query: names equal to the query's compact
 * form, names it starts, and names within the edits a name's length allows (Damerau: one from 4 letters, two from
 * 8), found by comparing the query with the names of about its length sharing its first or last three letters and,
 * for a short query with a word the vocabulary does not know, by exact lookups of its one-edit variants. Every probe
 * reads an index and a bounded number of names (trigram similarity, which reads the posting lists of every trigram of
 * the query, cost 2-6 ms at 100k tools). Every probe ranks in a set order, ties cut by tool id: a limit over rows in
 * plan order would let a new plan (a prepared statement's generic one, say) pick other equally near names.
 */
import type { CommonQueryMethods, SqlToken } from 'slonik'
import { z } from 'zod'
import { nameKey } from '../query-text.ts'
import { sql } from '../sql.ts'
import { editDistance, oneEditVariants } from './edit-distance.ts'
import { preparedOnce } from './prepared.ts'

/** Tools a search ranks by their names before the others, at most. */
export const NAME_MATCHES = 20
/** Names a prefix starts, read in key order: all of them when few names start so. */
const PREFIX_CANDIDATES = 50
/** Names near the query found by comparing names one by one, at most, per probe. */
const NEAR_CANDIDATES = 20
/**
 * One-edit variants (~75 per letter) are looked up for queries up to this length; a longer query keeps its first or
 * last three letters intact through one edit, and the anchored probes find its name.
 */
const MAX_EDITED_LENGTH = 7
/** Two edits from 8 letters: a query of 6 or more. */
const MIN_ANCHORED_LENGTH = 6
const MAX_ANCHORED_LENGTH = 40

/** The edits a name of this compact form may be mistyped by and still be found. */
export const allowedNameEdits = (key: string) => (key.length >= 8 ? 2 : key.length >= 4 ? 1 : 0)

/** A tool found by name and its place among them: exact 0, started 1 (shorter first), mistyped 2 (fewer edits first). */
export type NameMatch = { id: number; rank: number }

/** A name found because the query starts it, not because it is the query as typed or mistyped. */
export const isStartedByQuery = (match: NameMatch) => match.rank >= 1 && match.rank < 2

const NameRow = z.object({ id: z.number(), key: z.string() })

/** Names equal to the query, started by it, or within the edits they allow of it and sharing an anchor with it. */
export async function lookUpNames(db: CommonQueryMethods, query: string): Promise<NameMatch[]> {
  const key = nameKey(query)
  if (key.length < 2) return []
  // Prepared, as the search statements are: its text is the same for every query.
  return rankNames(key, await db.any(preparedOnce(sql.type(NameRow)`${namesAsTyped(key)}`)))
}

/** lookUpNames' names (`key`: the query's compact form, two letters or more). */
const namesAsTyped = (key: string) => sql.fragment`
  (SELECT tool_id AS id, name_key AS key FROM tool_names
   WHERE name_key >= ${key} AND name_key < ${`${key}{`} ORDER BY name_key LIMIT ${PREFIX_CANDIDATES})
  UNION
  (${nearNames(key, anchoredNames(key, 'start'))})
  UNION
  (${nearNames(key, anchoredNames(key, 'end'))})`

/** Whether lookUpOneEditNames looks up the variants of the compact form `key`. */
const isEditedLength = (key: string) => key.length >= 3 && key.length <= MAX_EDITED_LENGTH

/**
 * Names one edit away from a short query (3 to MAX_EDITED_LENGTH letters), each of its variants looked up exactly:
 * the few hundred lookups and the array that carries them cost more than the rest of a search's name lookup, so a
 * search runs them only when a word of the query is not a vocabulary word as typed (tools.ts). Merge them into
 * lookUpNames' answer with mergeNames.
 */
export async function lookUpOneEditNames(db: CommonQueryMethods, query: string): Promise<NameMatch[]> {
  const key = nameKey(query)
  if (!isEditedLength(key)) return []
  return rankNames(key, await db.any(preparedOnce(sql.type(NameRow)`${oneEditNames(key)}`)))
}

/** lookUpOneEditNames' names. No LIMIT: with one, the planner reads the table rather than look up each variant. */
const oneEditNames = (key: string) => sql.fragment`
  SELECT tool_id AS id, name_key AS key FROM tool_names WHERE name_key = ANY(${sql.array(oneEditVariants(key), 'text')})`

/**
 * The tools whose names `query` is, however typed: equal, started by it or within the edits they allow, nearest
 * first (lookUpNames and lookUpOneEditNames in one statement: for a caller that searches names alone).
 */
export async function lookUpTypedNames(db: CommonQueryMethods, query: string): Promise<NameMatch[]> {
  const key = nameKey(query)
  if (key.length < 2) return []
  const names = isEditedLength(key)
    ? sql.fragment`${namesAsTyped(key)} UNION (${oneEditNames(key)})`
    : namesAsTyped(key)
  return rankNames(key, await db.any(preparedOnce(sql.type(NameRow)`${names}`)))
}

/** Two rankings of names found for the same query as one, each tool at its better place. */
export function mergeNames(first: readonly NameMatch[], second: readonly NameMatch[]): NameMatch[] {
  const best = new Map<number, NameMatch>()
  for (const match of [...first, ...second]) {
    const current = best.get(match.id)
    if (!current || match.rank < current.rank) best.set(match.id, match)
  }
  return sortNames([...best.values()])
}

/**
 * Names of about the query's length starting (or ending) with its first (or last) three letters, for a query of
 * MIN_ANCHORED_LENGTH or more: a name within two edits of it keeps one of the two intact unless both are edited.
 * At 100k tools, at most a few hundred.
 */
function anchoredNames(key: string, side: Side): SqlToken {
  const anchor = side === 'start' ? key.slice(0, 3) : [...key.slice(-3)].reverse().join('')
  const anchored = key.length >= MIN_ANCHORED_LENGTH && key.length <= MAX_ANCHORED_LENGTH
  return namesOfLengths(lengthsNear(key, 1), sql.fragment`${anchored} AND ${startsWith(side, anchor)}`)
}

type Side = 'start' | 'end'

/**
 * The compact name (side "start") or the compact name reversed ("end") starts with `letters`. Names are read by
 * their length first, and each side has an index of (length, name) of its own (migration 0075).
 */
const startsWith = (side: Side, letters: string) => {
  const compared = side === 'start' ? sql.fragment`name_key` : sql.fragment`reverse(name_key)`
  return sql.fragment`${compared} >= ${letters} AND ${compared} < ${`${letters}{`}`
}

/**
 * The lengths, from `shortest` up, of the names within two edits of the query (an edit changes a length by one at
 * most): the names a probe compares with the query are read by these lengths, from the index alone.
 */
const lengthsNear = (key: string, shortest: number) =>
  Array.from({ length: 5 }, (_, index) => key.length - 2 + index).filter((length) => length >= shortest)

/** The names of these lengths that meet `condition` (an array, so that a prepared statement's text is the same). */
const namesOfLengths = (lengths: readonly number[], condition: SqlToken) =>
  sql.fragment`SELECT tool_id, name_key FROM tool_names
               WHERE length(name_key) = ANY(${sql.array(lengths, 'int4')}) AND ${condition}`

/**
 * Of `names`, the nearest to the query, compared one by one (Levenshtein, which counts a swap as two edits, bounds
 * the Damerau distance rankNames measures: within 4, a name may be within 2).
 */
const nearNames = (key: string, names: SqlToken) => sql.fragment`
  SELECT id, key FROM (SELECT tool_id AS id, name_key AS key, levenshtein_less_equal(name_key, ${key}, 4) AS distance
                       FROM (${names}) AS n) AS compared
  WHERE distance <= 4 ORDER BY distance, id LIMIT ${NEAR_CANDIDATES}`

/**
 * Which names the spread lookup compares: those of about the query's length starting with its first letter or ending
 * with its last ("ends shared", ~2 ms at 100k tools), the others of that length, or all of them (~20 ms).
 */
export type SpreadNames = 'ends shared' | 'the others' | 'all'

/**
 * Names two edits away, for a name mistyped at both ends ("Hastak", "Haystack"), compared one by one: first those
 * sharing the query's first or last letter; the others ("hCarisam", "Charisma") only as the last resort of a search
 * that found nothing. None when the query as corrected word by word (`corrected`) starts a name: the text search
 * then finds that name, which the corrections explain (most mistyped searches).
 */
export async function lookUpSpreadTypos(
  db: CommonQueryMethods,
  query: string,
  { among, corrected }: { among: SpreadNames; corrected: string },
): Promise<NameMatch[]> {
  const key = nameKey(query)
  if (key.length < MIN_ANCHORED_LENGTH || key.length > MAX_ANCHORED_LENGTH) return []
  const correctedKey = nameKey(corrected)
  // Tested once, before any name is read (a condition on no column of the scan).
  const unexplained =
    correctedKey.length > 0 && correctedKey !== key
      ? sql.fragment`NOT EXISTS (SELECT FROM tool_names WHERE name_key >= ${correctedKey} AND name_key < ${`${correctedKey}{`})`
      : sql.fragment`true`
  // Two edits from 8 letters: a shorter name is within one of the query, which lookUpNames looks for.
  const lengths = lengthsNear(key, 8)
  const first = startsWith('start', key.charAt(0))
  const last = startsWith('end', key.charAt(key.length - 1))
  const near = (condition: SqlToken) =>
    nearNames(key, namesOfLengths(lengths, sql.fragment`${condition} AND ${unexplained}`))
  const compared = {
    'ends shared': sql.fragment`(${near(first)}) UNION (${near(last)})`,
    'the others': near(sql.fragment`NOT (${first}) AND NOT (${last})`),
    all: near(sql.fragment`true`),
  }[among]
  return rankNames(key, await db.any(sql.type(NameRow)`${compared}`))
}

/** The names found in rank order, those neither started by the query nor within their edits left out. */
export function rankNames(key: string, rows: readonly { id: number; key: string }[]): NameMatch[] {
  const ranked: NameMatch[] = []
  for (const row of rows) {
    if (row.key === key) ranked.push({ id: row.id, rank: 0 })
    else if (row.key.startsWith(key)) ranked.push({ id: row.id, rank: 1 + row.key.length / 1_000 })
    else {
      const allowed = allowedNameEdits(row.key)
      const distance = editDistance(key, row.key, allowed)
      // Fewer edits first; then a name of the same first letter (people rarely mistype the first).
      if (distance <= allowed) ranked.push({ id: row.id, rank: 2 + distance / 10 + (row.key[0] === key[0] ? 0 : 0.05) })
    }
  }
  return sortNames(ranked)
}

const sortNames = (names: NameMatch[]) => names.sort((a, b) => a.rank - b.rank || a.id - b.id).slice(0, NAME_MATCHES)
