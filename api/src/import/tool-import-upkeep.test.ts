/**
 * A bulk tool import writes its rows in sets, and everything derived from `tools` must end as the row-by-row upkeep
 * (and a rebuild from scratch) leaves it: each tool's own search columns, tool_search, the vocabulary, tool_names, the
 * categories' counts, the outbox, the notes for a tool_search rebuild and the watchlist's change events; and a search
 * answers the same after the import as after a full reindex. Here on the real seed catalog, with new tools (new and
 * existing categories, inactive and discontinued ones) and duplicates updated with the override.
 */
import { Readable } from 'node:stream'
import { createDatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { pendingGinPages } from '@kitly/db/testing/gin-pending'
import { createPostgresEngine } from '@kitly/search'
import { stringify } from 'csv-stringify/sync'
import type { DatabasePool } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { seedDatabase } from '../seed/index.ts'
import { readSheet } from './sheet.ts'
import { importTools } from './tool-import.ts'

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  // A pool of its own and no app: the app's outbox worker would take the outbox rows this test reads.
  db = await createDatabasePool(database.url)
  await seedDatabase(db)
}, 120_000)

afterAll(async () => {
  await db?.end()
  await database?.drop()
})

const Id = z.object({ id: z.number() })
const Drift = z.object({ side: z.string(), id: z.string() })

/** Rows of `kept` missing from `rebuilt` and the reverse, labelled: empty when the two sets are equal. */
const drift = (kept: ReturnType<typeof sql.fragment>, rebuilt: ReturnType<typeof sql.fragment>) =>
  db.any(sql.type(Drift)`
    (SELECT 'kept only' AS side, k::text AS id FROM (${kept} EXCEPT ${rebuilt}) k)
    UNION ALL
    (SELECT 'rebuilt only', r::text FROM (${rebuilt} EXCEPT ${kept}) r)`)

const SEARCHED = sql.fragment`id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
  search_vector, has_api, open_source, platforms, discontinued_at`

/** Every table kept from `tools` against the same table made again from `tools` now. */
const derivedDrift = async () => ({
  tool_search: await drift(
    sql.fragment`SELECT ${SEARCHED} FROM tool_search`,
    sql.fragment`SELECT ${SEARCHED} FROM tools`,
  ),
  search_vocabulary: await drift(
    sql.fragment`SELECT word, doc_count, stem FROM search_vocabulary`,
    sql.fragment`
      SELECT w AS word, count(*)::int AS doc_count, search_stem(w) AS stem
      FROM tools, search_words(search_text) AS w WHERE status = 'active' AND discontinued_at IS NULL GROUP BY w`,
  ),
  tool_names: await drift(
    sql.fragment`SELECT tool_id, name_key FROM tool_names`,
    sql.fragment`SELECT id, search_name_key(name) FROM tools`,
  ),
  category_tool_counts: await drift(
    sql.fragment`SELECT category_id, tool_count, listed_count FROM category_tool_counts`,
    sql.fragment`
      SELECT c.id, count(t.id)::int, (count(t.id) FILTER (WHERE t.status = 'active' AND t.discontinued_at IS NULL))::int
      FROM categories c LEFT JOIN tools t ON t.category_id = c.id GROUP BY c.id`,
  ),
})

const SearchColumns = z.object({
  id: z.number(),
  category_name: z.string().nullable(),
  name_normalized: z.string(),
  search_text: z.string(),
  search_vector: z.string(),
})
/** Each tool's own search columns (the document and what it is made of), as its row trigger builds them. */
const searchColumns = () =>
  db.any(sql.type(SearchColumns)`
    SELECT id, category_name, name_normalized, search_text, search_vector::text FROM tools ORDER BY id`)

const QUERIES = ['upkeepia', 'upkeepia ledger', 'ledgr', 'writing', 'chat assistant', 'image generator']
/** Answers of the engine counting and ranking every match: the bounded one estimates from tool_search's row order. */
const answers = async () => {
  const engine = createPostgresEngine(db, { unbounded: true })
  return Promise.all(
    QUERIES.map(async (q) => {
      const { hits, total, facets } = await engine.tools({ q, limit: 50 })
      return { q, total, facets, hits: hits.map((hit) => hit.slug) }
    }),
  )
}

const HEADER = [
  'Tool Name',
  'Slug',
  'Summary',
  'Website Link',
  'Category',
  'Tags',
  'Description',
  'Features',
  'Pricing Model',
  'Status',
  'Discontinued',
]

describe('a bulk import of new tools and overridden duplicates', () => {
  it('leaves every derived table as a rebuild from the tools would, and searches answer as after a reindex', async () => {
    const Existing = z.object({
      id: z.number(),
      slug: z.string(),
      website_url: z.string(),
      pricing_model: z.string().nullable(),
    })
    const existing = await db.any(sql.type(Existing)`
      SELECT id, slug, website_url, pricing_model FROM tools WHERE status = 'active' ORDER BY id LIMIT 40`)
    const categories = await db.anyFirst(sql.type(z.object({ name: z.string() }))`
      SELECT name FROM categories ORDER BY id LIMIT 5`)
    const rows: string[][] = []
    // 300 new tools: shared and unique words, in existing and new categories, one in ten inactive, one in
    // eleven discontinued.
    for (let i = 1; i <= 300; i++) {
      rows.push([
        `Upkeepia ${i}${i % 4 === 0 ? '.ai' : ''}`,
        `upkeepia-${i}`,
        `Keeps ledgers ${i % 3 === 0 ? 'tidy' : 'balanced'} with upkeepword${i}.`,
        `https://upkeepia-${i}.example.com`,
        i % 6 === 0 ? `Upkeep Category ${i % 4}` : (categories[i % categories.length] ?? ''),
        `ledger, upkeep${i % 7}`,
        `A chat assistant for writing ledgers. Café notes ${i}.`,
        'Exports, Imports',
        i % 2 === 0 ? 'Free' : 'Paid',
        i % 10 === 0 ? 'inactive' : 'active',
        i % 11 === 0 ? '2026-01-15' : '',
      ])
    }
    // 40 duplicates of seed tools, by slug and by website: renamed, described anew, moved, some made inactive,
    // some discontinued, some repriced.
    const pricing = (i: number) => (i % 3 === 0 ? 'Freemium' : 'Paid')
    existing.forEach((tool, i) => {
      rows.push([
        `Ledgr Renamed ${i}`,
        i % 2 === 0 ? tool.slug : `ledgr-other-${i}`,
        `Reconciles ledgr accounts ${i}.`,
        i % 2 === 0 ? `https://ledgr-${i}.example.com` : tool.website_url,
        i % 5 === 0 ? 'Upkeep Category 9' : (categories[(i + 1) % categories.length] ?? ''),
        'ledgr, accounts',
        `Ledgr writing for accountants ${i}.`,
        '',
        pricing(i),
        i % 4 === 0 ? 'inactive' : 'active',
        i % 7 === 0 ? '2026-02-01' : '',
      ])
    })
    const file = Buffer.from(stringify([HEADER, ...rows]))

    expect(await derivedDrift()).toEqual({
      tool_search: [],
      search_vocabulary: [],
      tool_names: [],
      category_tool_counts: [],
    })
    await db.query(sql.typeAlias('void')`TRUNCATE search_outbox`)
    // A tool_search rebuild in progress (search/src/postgres/table-rebuild.ts): the written tools are noted for it.
    await db.query(sql.typeAlias('void')`TRUNCATE tool_search_changes`)
    await db.query(sql.typeAlias('void')`CREATE TABLE tool_search_rebuild.tool_search (LIKE tool_search)`)
    const lastEvent = await db.oneFirst(sql.type(z.object({ id: z.number() }))`
      SELECT coalesce(max(id), 0)::int AS id FROM tool_change_events`)

    const result = await importTools(database.url, readSheet(bufferStream(file), 'csv'), { override: true })
    expect(result).toMatchObject({ errorCount: 0, successCount: 300, updatedCount: 40 })
    await db.query(sql.typeAlias('void')`DROP TABLE tool_search_rebuild.tool_search`)
    // No search reads the words the import wrote from a pending list: they are merged into the indexes.
    const ginIndexes = await db.anyFirst(sql.type(z.object({ name: z.string() }))`
      SELECT c.relname AS name FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid IN ('tools'::regclass, 'tool_search'::regclass, 'admin_tool_text'::regclass,
                           'search_vocabulary'::regclass)
        AND am.amname = 'gin'`)
    expect(ginIndexes.length).toBeGreaterThanOrEqual(6)
    for (const index of ginIndexes) expect(await pendingGinPages(database.url, index), index).toBe(0)

    expect(await derivedDrift()).toEqual({
      tool_search: [],
      search_vocabulary: [],
      tool_names: [],
      category_tool_counts: [],
    })
    const written = await db.anyFirst(sql.type(Id)`
      SELECT id FROM tools WHERE slug LIKE 'upkeepia-%' OR id = ANY(${sql.array(
        existing.map((tool) => tool.id),
        'int4',
      )}) ORDER BY id`)
    expect(written).toHaveLength(340)
    // Each written tool reaches the external index, and is noted for the rebuild.
    expect(
      await db.anyFirst(
        sql.type(Id)`SELECT DISTINCT entity_id AS id FROM search_outbox WHERE entity = 'tool' ORDER BY 1`,
      ),
    ).toEqual(written)
    expect(await db.anyFirst(sql.type(Id)`SELECT DISTINCT id FROM tool_search_changes ORDER BY 1`)).toEqual(written)
    // Followers hear of each status and pricing change of an updated tool, once.
    const Event = z.object({ tool_id: z.number(), kind: z.string() })
    const events = await db.any(sql.type(Event)`
      SELECT tool_id, kind FROM tool_change_events WHERE id > ${lastEvent} ORDER BY tool_id, kind`)
    const repriced = (tool: (typeof existing)[number], i: number) => tool.pricing_model !== pricing(i)
    expect(events).toEqual(
      existing.flatMap((tool, i) => [
        ...(repriced(tool, i) ? [{ tool_id: tool.id, kind: 'pricing_model' }] : []),
        ...(i % 4 === 0 ? [{ tool_id: tool.id, kind: 'status' }] : []),
      ]),
    )

    // A full reindex (every document built again by the row trigger, the vocabulary counted again) changes nothing.
    const [columnsBefore, answersBefore] = [await searchColumns(), await answers()]
    expect(answersBefore.find((answer) => answer.q === 'upkeepia')?.total).toBeGreaterThan(0)
    await createPostgresEngine(db).reindexAll()
    expect(await searchColumns()).toEqual(columnsBefore)
    expect(await answers()).toEqual(answersBefore)
    expect(await derivedDrift()).toEqual({
      tool_search: [],
      search_vocabulary: [],
      tool_names: [],
      category_tool_counts: [],
    })
  })
})

/** The file as an upload arrives: a stream of chunks. */
const bufferStream = (file: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < file.length; at += 16_384) yield file.subarray(at, at + 16_384)
    })(),
  )
