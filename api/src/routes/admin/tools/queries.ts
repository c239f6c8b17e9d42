/** SQL of the admin tools: every tool whatever its status, writes that keep the slug unique. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { isStartedByQuery, lookUpTypedNames } from '@kitly/search'
import type { FragmentSqlToken } from 'slonik'
import { z } from 'zod'
import { freeSlug } from '../../../content/slug.ts'
import { type ToolFields, toolSlug } from '../../../content/tool-fields.ts'
import { countRowsUpTo, pageIds, SEARCH_COUNT_CAP } from '../../../lib/admin-list.ts'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { keysetPage } from '../../../lib/keyset-page.ts'
import type { SortOrder } from '../../../lib/query-params.ts'
import { escapeLike } from '../../../lib/sql-like.ts'
import { orderBy } from '../../../lib/sql-order.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { toolColumns } from '../../tools/queries.ts'
import {
  AdminToolRowSchema,
  AdminToolSchema,
  type AdminToolSort,
  type BulkToolsBody,
  type ListAdminToolsQuery,
} from './schemas.ts'

const adminToolColumns = sql.fragment`
  ${toolColumns}, t.status, t.search_keywords, t.click_count, t.notability,
  to_char(t.editorial_as_of, 'YYYY-MM-DD') AS editorial_as_of,
  coalesce((SELECT json_agg(json_build_object('slug', tk.slug, 'name', tk.name, 'reviewed', tt.reviewed)
                            ORDER BY tk.name)
            FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id WHERE tt.tool_id = t.id), '[]') AS tasks`

/** A row of the table (AdminToolRowSchema): short columns, none of the long texts a row does not show. */
const adminToolRowColumns = sql.fragment`
  t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
  t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.status, t.website_url, t.created_at,
  t.features[1] AS first_feature, cardinality(t.features) AS feature_count, t.video_url IS NOT NULL AS has_video,
  coalesce(t.free_credit_info, '') <> '' AS has_free_credits,
  (SELECT count(*)::int FROM tool_tasks tt WHERE tt.tool_id = t.id AND NOT tt.reviewed) AS tasks_to_review`

/** What admin_tool_text.searched stores each space as: a letter to pg_trgm, which no one types (U+01C2). */
const SPACE_STORED_AS = '\u01c2'

/**
 * The words anywhere in the name, slug or short description (`normalized`, LIKE's wildcards escaped), its spaces
 * written as the searched text stores them (migration 0076), so that its trigrams span its words.
 */
const inText = (normalized: string) =>
  sql.fragment`a.searched LIKE ${`%${escapeLike(normalized).replaceAll(' ', SPACE_STORED_AS)}%`}`

/**
 * The search (`normalized`), by how a tool matches, in the order the matches are listed whatever the sort: the exact
 * name, a name starting with the words, the words anywhere (the rest of inText), then a name close to them (typos:
 * `named`, or nearPhrase). The tiers do not overlap. Each condition has an index (tools_name_normalized_idx's btree,
 * or a trigram index of admin_tool_text's, whose narrow rows the trigram candidates are checked on: migration 0073),
 * so no tier reads every tool. Hidden tools are found too, which is why this is not the public engine (its index
 * holds active tools only).
 */
function searchTiers(normalized: string, named: readonly number[]) {
  const prefix = `${escapeLike(normalized)}%`
  return [
    sql.fragment`t.name_normalized = ${normalized}`,
    sql.fragment`t.name_normalized LIKE ${prefix} AND t.name_normalized <> ${normalized}`,
    sql.fragment`${inText(normalized)} AND a.name_normalized NOT LIKE ${prefix}`,
    sql.fragment`(${isNamed(named, 'a')} OR ${nearPhrase(normalized)}) AND NOT ${inText(normalized)}`,
  ]
}

/** The tools whose names are the query mistyped within the edits their length allows (lookUpTypedNames). */
const isNamed = (named: readonly number[], alias: 't' | 'a') =>
  sql.fragment`${sql.identifier([alias, 'id'])} = ANY(${sql.array([...named], 'int4')})`

/** A phrase's words (`normalized`): its runs of letters and digits. */
const wordsOf = (normalized: string) => normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** A word of two letters ("ai", "of"): what a name is often typed with, and what nearPhrase tests as a word still. */
const isShortWord = (word: string) => word.length === 2

/**
 * Names close to the phrase by word similarity and, for a phrase of several words, to each of its words of two
 * letters or more: "assistant stable" is no typo of every name holding "assistant", nor "cloud of" of every name
 * holding "cloud", though such a name holds most of the phrase's trigrams (and ranking thousands of them by likeness
 * cost a search 50 ms at 100k tools). A name typed with a short word more ("jasper ai") is found by lookUpNamed.
 * `%>` is written as the index states it: written `<%` (the same test), the rows the index found were checked a
 * second time as a filter.
 */
function nearPhrase(normalized: string) {
  const words = wordsOf(normalized)
  const eachWord = words.length > 1 ? [...new Set(words.filter((word) => word.length >= 2))] : []
  const near = [normalized, ...eachWord].map((text) => sql.fragment`a.name_normalized %> ${text}`)
  return sql.fragment`(${sql.join(near, sql.fragment` AND `)})`
}

/** searchTiers' two matched in the narrow rows: the words anywhere, then names found only by their typos. */
const WORDS_TIER = 2
const TYPO_TIER = 3

/** Sorts on columns that are never null: see orderBy (migration 0059 indexes the common ones). */
const NOT_NULL_SORTS: AdminToolSort[] = ['name', 'status', 'featured', 'rating', 'reviews', 'created_at', 'updated_at']

const SORT_COLUMNS: Record<AdminToolSort, FragmentSqlToken> = {
  name: sql.fragment`lower(t.name)`,
  category: sql.fragment`lower(t.category_name)`,
  pricing: sql.fragment`t.pricing_model`,
  status: sql.fragment`t.status`,
  featured: sql.fragment`t.is_featured`,
  rating: sql.fragment`t.rating`,
  reviews: sql.fragment`t.review_count`,
  created_at: sql.fragment`t.created_at`,
  updated_at: sql.fragment`t.updated_at`,
}

/** The sort's column after `first` (ascending whatever the order: orderBy's direction applies to the column). */
const sortedAfter = (first: FragmentSqlToken) =>
  Object.fromEntries(
    Object.entries(SORT_COLUMNS).map(([name, column]) => [name, sql.fragment`${first}, ${column}`]),
  ) as Record<AdminToolSort, FragmentSqlToken>

/**
 * Among names found only by their typos, the names the query mistypes first, then the most alike whole ("chatgpy":
 * ChatGPT before "YouTube Summary with ChatGPT"); every other tier keeps the chosen sort alone.
 */
const typoDistance = (normalized: string, named: readonly number[], alias: 't' | 'a') =>
  sql.fragment`CASE WHEN ${isNamed(named, alias)} THEN 0
                    ELSE 1 - similarity(${normalized}, ${sql.identifier([alias, 'name_normalized'])}) END`

/** The list's filters other than the search. */
const toolFilters = (query: ListAdminToolsQuery) => [
  query.status === undefined ? null : sql.fragment`t.status = ${query.status}`,
  query.category_id === undefined ? null : sql.fragment`t.category_id = ${query.category_id}`,
  query.featured === undefined ? null : sql.fragment`t.is_featured = ${query.featured}`,
  query.pricing_model === undefined ? null : sql.fragment`t.pricing_model = ${query.pricing_model}`,
  query.ids === undefined ? null : sql.fragment`t.id = ANY(${sql.array(query.ids, 'int4')})`,
  query.tasks === 'to_review'
    ? sql.fragment`EXISTS (SELECT FROM tool_tasks tt WHERE tt.tool_id = t.id AND NOT tt.reviewed)`
    : null,
]

const toolOrder = (columns: Record<AdminToolSort, FragmentSqlToken>, query: ListAdminToolsQuery, order: SortOrder) =>
  orderBy(columns, query.sort, order, sql.fragment`t.id`, NOT_NULL_SORTS)

/** The list's filters and its ORDER BY without a search (searchPage's), in `order` (the query's unless given). */
export function adminToolListClauses(query: ListAdminToolsQuery, order = query.order) {
  return { filters: toolFilters(query), order: toolOrder(SORT_COLUMNS, query, order) }
}

/** The tools a search reads, each with its searched texts (migration 0073). */
const SEARCHED_TOOLS = sql.fragment`FROM tools t JOIN admin_tool_text a ON a.id = t.id`

/**
 * Each search tier's statements: `counted` gathers up to `atMost` of its matches in any order (through the tier's
 * indexes, stopping there) and answers how many it found and, when that is fewer than `atMost`, the first `wanted`
 * of them in the list's order (typos: the most alike first), which are then the tier's first; `ranked` answers the
 * first `wanted` of them all, for a tier with more (common words: read in the sort's index order, it stops early).
 * The words and typos are matched in the narrow rows alone, so without filters a tier past the cap reads no tool:
 * only the matches it ranks are read from tools.
 * The typo tier's order starts with the likeness, which no index gives in order: its `nearest` ranks the matches'
 * names alone in their narrow rows, then reads from tools only those as alike as the `wanted`-th (ties included)
 * instead of every match. Filters may leave fewer than `wanted` of them: only then is `ranked` needed, as its
 * first `wanted` are otherwise among them.
 */
export function searchTierStatements(normalized: string, query: ListAdminToolsQuery, named: readonly number[]) {
  const others = toolFilters(query)
  const filtered = others.some((filter) => filter !== null)
  return searchTiers(normalized, named).map((tier, rank) => {
    const where = whereAll([tier, ...others])
    const matchedIn = rank < WORDS_TIER || filtered ? SEARCHED_TOOLS : sql.fragment`FROM admin_tool_text a`
    const order = toolOrder(
      rank === TYPO_TIER ? sortedAfter(typoDistance(normalized, named, 't')) : SORT_COLUMNS,
      query,
      query.order,
    )
    const nearest = (wanted: number) => sql.fragment`
      WITH alike AS MATERIALIZED (
        SELECT a.id, ${typoDistance(normalized, named, 'a')} AS distance
        FROM admin_tool_text a WHERE ${tier})
      SELECT t.id FROM alike JOIN tools t ON t.id = alike.id
      ${whereAll([
        sql.fragment`alike.distance <= (SELECT distance FROM alike ORDER BY distance OFFSET ${wanted - 1} LIMIT 1)`,
        ...others,
      ])}
      ${order} LIMIT ${wanted}`
    return {
      // A CASE runs its subquery only when it is reached: a tier past the cap does not rank what it gathered.
      counted: (atMost: number, wanted: number) => sql.fragment`
        WITH found AS MATERIALIZED (SELECT a.id ${matchedIn} ${where} LIMIT ${atMost}),
          gathered AS (SELECT count(*)::int AS matches FROM found)
        SELECT matches, CASE WHEN matches < ${atMost}
          THEN ARRAY(SELECT t.id FROM found JOIN tools t ON t.id = found.id ${order} LIMIT ${wanted})
          ELSE '{}' END AS ids
        FROM gathered`,
      ranked: (wanted: number) => sql.fragment`SELECT t.id ${SEARCHED_TOOLS} ${where} ${order} LIMIT ${wanted}`,
      nearest: rank === TYPO_TIER ? nearest : null,
    }
  })
}

type TierStatements = ReturnType<typeof searchTierStatements>[number]

const TierMatches = z.object({ matches: z.number(), ids: z.array(z.number()) })
const ToolId = z.object({ id: z.number() })

/**
 * A search's page and its total (capped: admin-list.ts), tier by tier (searchTiers). Each tier's matches are gathered
 * only up to the count's cap, which a rare phrase never reaches: its matches are then all ranked, few as they are.
 * A tier past the cap (a common phrase) makes the total capped, leaves the later tiers unread, and gives the page
 * only the rows it still lacks, read in the sort's order. Ranking every match instead cost a phrase in tens of
 * thousands of tools its similarity and LIKEs on each of them, and counting them read them all a second time.
 * Answers null for a search `q` that normalizes to nothing (combining accents alone).
 */
function searchPage(db: DatabaseConnection, q: string, query: ListAdminToolsQuery) {
  const upTo = query.offset + query.limit
  const cap = query.offset + SEARCH_COUNT_CAP
  // One snapshot for every tier: a tool renamed meanwhile is listed in one tier, not two or none.
  return db.transaction(async (tx) => {
    await tx.query(sql.typeAlias('void')`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`)
    // A common phrase's page is read in the sort's order, which Postgres would split among parallel workers: starting
    // them cost a search ~100 ms on 2 cores, where one process reads the page in 13-20 ms. The setting (for this
    // transaction) rides on the phrase's normalization, a round trip less.
    const normalized = await tx.oneFirst(sql.type(z.object({ q: z.string() }))`
      SELECT search_normalize(${q}) AS q FROM set_config('max_parallel_workers_per_gather', '0', true)`)
    if (!normalized) return null
    const ids: number[] = []
    let total = 0
    const named = await lookUpNamed(tx, q, normalized)
    for (const tier of searchTierStatements(normalized, query, named)) {
      const wanted = Math.max(0, upTo - ids.length)
      const found = await tx.one(sql.type(TierMatches)`${tier.counted(cap - total + 1, wanted)}`)
      if (found.matches > cap - total) {
        if (wanted > 0) ids.push(...(await firstMatches(tx, tier, wanted)))
        return { ids: ids.slice(query.offset), total: cap, total_capped: true }
      }
      ids.push(...found.ids)
      total += found.matches
    }
    return { ids: ids.slice(query.offset), total, total_capped: false }
  })
}

/**
 * The tools whose names the search `q` (`normalized`) is, as typed or mistyped within the edits their length allows
 * (lookUpTypedNames), or is with short words more ("jasper ai", "midjourny ai"): those names are looked up without
 * the short words too, as typed or mistyped, but not the names they start ("cloud of" names no "Cloudify").
 */
async function lookUpNamed(tx: DatabaseConnection, q: string, normalized: string) {
  const named = await lookUpTypedNames(tx, q)
  const words = wordsOf(normalized)
  const kept = words.filter((word) => !isShortWord(word))
  const withoutShortWords =
    kept.length > 0 && kept.length < words.length
      ? (await lookUpTypedNames(tx, kept.join(' '))).filter((match) => !isStartedByQuery(match))
      : []
  return [...new Set([...named, ...withoutShortWords].map((match) => match.id))]
}

/** The first `wanted` matches of a tier past the cap (searchTierStatements). */
async function firstMatches(tx: DatabaseConnection, tier: TierStatements, wanted: number) {
  if (tier.nearest) {
    const nearest = await tx.anyFirst(sql.type(ToolId)`${tier.nearest(wanted)}`)
    if (nearest.length === wanted) return nearest
  }
  return tx.anyFirst(sql.type(ToolId)`${tier.ranked(wanted)}`)
}

export const CURSOR_TOOL_GONE = 'The tool this page was counted from no longer exists: open the first page again'

const TOOLS = sql.identifier(['t'])
const FROM_TOOLS = sql.fragment`FROM tools t`

/**
 * A page of every tool whatever its status, with the number of tools the search and filters leave (capped:
 * admin-list.ts). A page asked by a cursor (`after`, `before`, never with a search) is a range of the created_at
 * index whatever its depth; its total is its offset plus the rows from its first one on.
 * @throws BadRequestError when the cursor's tool no longer exists
 */
export async function listAdminTools(db: DatabaseConnection, query: ListAdminToolsQuery) {
  const searched = query.q ? await searchPage(db, query.q, query) : null
  if (searched) {
    const { ids, ...counted } = searched
    const page = sql.fragment`unnest(${sql.array(ids, 'int4')}) WITH ORDINALITY AS page(id, position)`
    return { tools: await readTools(db, page), ...counted }
  }
  const { filters, order } = adminToolListClauses(query)
  const cursor = query.after ?? query.before
  if (cursor === undefined) {
    const where = whereAll(filters)
    const page = pageIds(TOOLS, { from: FROM_TOOLS, where, orderBy: order, limit: query.limit, offset: query.offset })
    return {
      tools: await readTools(db, page),
      ...((await keptTotal(db, query)) ?? (await countRowsUpTo(db, { from: FROM_TOOLS, where, offset: query.offset }))),
    }
  }
  const { rows, ...counted } = await keysetPage(
    db,
    {
      table: sql.identifier(['tools']),
      alias: TOOLS,
      from: FROM_TOOLS,
      filters,
      orderIn: (direction) => adminToolListClauses(query, direction).order,
      readPage: ({ where, order, limit, offset }) =>
        readTools(db, pageIds(TOOLS, { from: FROM_TOOLS, where, orderBy: order, limit, offset })),
      gone: CURSOR_TOOL_GONE,
      total: () => keptTotal(db, query),
    },
    { ...query, cursor, backwards: query.before !== undefined },
  )
  return { tools: rows, ...counted }
}

const KeptTotal = z.object({ total: z.number() })

/**
 * The exact number of tools when the list is not narrowed, or narrowed by its category alone: the counts the
 * tools' triggers keep per category (migration 0072), plus the tools in none, found by the category index. Any other
 * filter: null, for the list to count its rows (up to its cap). So the whole catalog reads "100,000 tools", not
 * "10,000+", and costs no count of 10,000 index entries.
 */
async function keptTotal(db: DatabaseConnection, query: ListAdminToolsQuery) {
  const { category_id } = query
  if (toolFilters({ ...query, category_id: undefined }).some((filter) => filter !== null)) return null
  const total =
    category_id === undefined
      ? await db.oneFirst(sql.type(KeptTotal)`
          SELECT (SELECT coalesce(sum(tool_count), 0) FROM category_tool_counts)
               + (SELECT count(*) FROM tools WHERE category_id IS NULL) AS total`)
      : await db.oneFirst(sql.type(KeptTotal)`
          SELECT coalesce((SELECT tool_count FROM category_tool_counts WHERE category_id = ${category_id}), 0) AS total`)
  return { total, total_capped: false }
}

/**
 * The page's rows, from `page`: `… AS page(id, position)`, their ids in order (pageIds finds them on narrow rows
 * first).
 */
function readTools(db: DatabaseConnection, page: FragmentSqlToken) {
  return db.any(sql.type(AdminToolRowSchema)`
    SELECT ${adminToolRowColumns}
    FROM ${page} JOIN tools t ON t.id = page.id LEFT JOIN categories c ON c.id = t.category_id
    ORDER BY page.position`)
}

export function findAdminTool(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminToolSchema)`
    SELECT ${adminToolColumns} FROM tools t LEFT JOIN categories c ON c.id = t.category_id WHERE t.id = ${id}`)
}

/**
 * The form's fields as columns (a whole tool: fields left out take their defaults). The slug is the given
 * one or the name's, by `slugFromName`, made unique among the other tools.
 */
async function toolColumnValues(db: DatabaseConnection, tool: ToolFields, id: number | null) {
  return {
    name: tool.name,
    slug: await freeSlug(db, 'tools', toolSlug(tool), id),
    short_description: tool.short_description,
    description: tool.description ?? '',
    website_url: tool.website_url,
    logo_url: tool.logo_url ?? null,
    video_url: tool.video_url ?? null,
    pdf_url: tool.pdf_url ?? null,
    category_id: tool.category_id ?? null,
    pricing_model: tool.pricing_model,
    free_credit_info: tool.free_credit_info ?? null,
    screenshots: sql.array(tool.screenshots, 'text'),
    features: sql.array(tool.features, 'text'),
    use_cases: sql.array(tool.use_cases, 'text'),
    platforms: sql.array(tool.platforms, 'text'),
    has_api: tool.has_api,
    open_source: tool.open_source,
    license: tool.license ?? null,
    company: tool.company ?? null,
    tags: sql.array(tool.tags, 'text'),
    search_keywords: tool.search_keywords ?? '',
    status: tool.status,
    is_featured: tool.is_featured,
    notability: tool.notability,
  }
}

export async function insertTool(db: DatabaseConnection, tool: ToolFields): Promise<number> {
  const values = await toolColumnValues(db, tool, null)
  return db.oneFirst(sql.typeAlias('id')`INSERT INTO tools ${insertValues(values)} RETURNING id`)
}

const PreviousLogo = z.object({ logo_url: z.string().nullable() })

/** Saves the form; answers the logo the tool had before (its stored file may now be unused), or null for no tool. */
export async function updateTool(db: DatabaseConnection, id: number, tool: ToolFields) {
  const values = await toolColumnValues(db, tool, id)
  // The FROM's subquery reads the row as it was before this statement.
  return db.maybeOne(sql.type(PreviousLogo)`
    UPDATE tools SET ${updateValues(values)}
    FROM (SELECT logo_url FROM tools WHERE id = ${id}) AS previous
    WHERE id = ${id} RETURNING previous.logo_url`)
}

const Url = z.object({ url: z.string() })

/** The files the tools `ids` name: their logos and their tutorials' PDFs (which go with them). */
export function listToolFiles(db: DatabaseConnection, ids: readonly number[]) {
  const toolIds = sql.array([...ids], 'int4')
  return db.anyFirst(sql.type(Url)`
    SELECT logo_url AS url FROM tools WHERE id = ANY(${toolIds}) AND logo_url IS NOT NULL
    UNION SELECT pdf_url FROM tool_tutorials WHERE tool_id = ANY(${toolIds}) AND pdf_url IS NOT NULL`)
}

const Named = z.object({ name: z.string() })

/** Deletes the tool (its reviews, tutorials and bundle places go with it); answers its name, or null. */
export function deleteTool(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(Named)`DELETE FROM tools WHERE id = ${id} RETURNING name`)
}

export function setToolFeatured(db: DatabaseConnection, id: number, isFeatured: boolean) {
  return db.maybeOneFirst(sql.type(Named)`
    UPDATE tools SET is_featured = ${isFeatured} WHERE id = ${id} RETURNING name`)
}

/** Shows or hides the tool on the public site (the form's Status field, alone); answers its name, or null. */
export function setToolStatus(db: DatabaseConnection, id: number, status: ToolFields['status']) {
  return db.maybeOneFirst(sql.type(Named)`UPDATE tools SET status = ${status} WHERE id = ${id} RETURNING name`)
}

const NamedTool = z.object({ id: z.number(), name: z.string() })

type BulkUpdate = Exclude<BulkToolsBody, { action: 'delete' }>

function bulkAssignment(change: BulkUpdate) {
  switch (change.action) {
    case 'set_status':
      return sql.fragment`status = ${change.value}`
    case 'set_featured':
      return sql.fragment`is_featured = ${change.value}`
    case 'set_category':
      return sql.fragment`category_id = ${change.value}`
  }
}

/**
 * One bulk action on the tools `ids`, as one statement (the row triggers queue each tool's search update);
 * answers the tools it changed, fewer than `ids` when some do not exist.
 */
export function applyBulkToolAction(tx: DatabaseConnection, change: BulkToolsBody) {
  const ids = sql.array([...new Set(change.ids)], 'int4')
  const statement =
    change.action === 'delete'
      ? sql.fragment`DELETE FROM tools WHERE id = ANY(${ids})`
      : sql.fragment`UPDATE tools SET ${bulkAssignment(change)} WHERE id = ANY(${ids})`
  return tx.any(sql.type(NamedTool)`${statement} RETURNING id, name`)
}
