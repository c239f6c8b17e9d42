/**
 * Applying the editorial listings (listings.ts) to a seeded database, from a fixture listings folder: tools get their
 * listing once, with its vocabulary tags and category moves, admin edits are never overwritten, and categories without
 * a file keep the catalog's text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createDatabasePool } from '../pool.ts'
import { type DatabasePool, sql } from '../sql.ts'
import { createTestDatabase, type TestDatabase } from '../testing/database.ts'
import { insertCatalog } from './catalog.ts'
import { applyListings, type Listing } from './listings.ts'

const AS_OF = '2026-11-29'

/** A listing in the documented shape: two paragraphs, its own opening. */
const listing = (name: string, overrides: Partial<Listing> = {}): Listing => ({
  description: `${name} answers questions and drafts text from plain-language requests.\n\n${'People use it to explore ideas, write first drafts and check their reasoning, working in a chat window or through code. '.repeat(2).trim()}`,
  features: ['Chat in plain language', 'Drafts and rewrites text', 'Keeps the thread of a conversation'],
  use_cases: ['Drafting an email reply', 'Explaining an unfamiliar topic'],
  tags: ['chatbot', 'ai-assistant', 'writing-assistant'],
  platforms: ['web', 'api'],
  has_api: true,
  open_source: false,
  license: null,
  company: 'OpenAI',
  ...overrides,
})

let database: TestDatabase
let db: DatabasePool
let listingsDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  await db.transaction((tx) => insertCatalog(tx))
  listingsDir = mkdtempSync(path.join(tmpdir(), 'kitly-listings-'))
  // One category's file, partial on purpose (the file checks want every tool; applying must not).
  writeFileSync(
    path.join(listingsDir, 'ai-platforms.json'),
    JSON.stringify({
      as_of: AS_OF,
      listings: {
        'openai-api': listing('The OpenAI API'),
        bloom: listing('BLOOM', {
          platforms: ['self-hosted'],
          has_api: null,
          open_source: true,
          license: 'RAIL-1.0',
          company: null,
        }),
        'framer-ai': listing('Framer AI', { moved_from: 'coding' }),
      },
    }),
  )
})
afterAll(async () => {
  await db.end()
  await database.drop()
  rmSync(listingsDir, { recursive: true, force: true })
})

const ToolListing = z.object({
  slug: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  use_cases: z.array(z.string()),
  tags: z.array(z.string()),
  platforms: z.array(z.string()),
  has_api: z.boolean().nullable(),
  open_source: z.boolean(),
  license: z.string().nullable(),
  company: z.string().nullable(),
  editorial_as_of: z.string().nullable(),
  searchable_platforms: z.array(z.string()),
  category: z.string(),
})

const readTool = (slug: string) =>
  db.one(sql.type(ToolListing)`
    SELECT t.slug, t.description, t.features, t.use_cases, t.tags, t.platforms, t.has_api, t.open_source, t.license,
           t.company, to_char(t.editorial_as_of, 'YYYY-MM-DD') AS editorial_as_of,
           s.platforms AS searchable_platforms, c.slug AS category
    FROM tools t JOIN tool_search s ON s.id = t.id JOIN categories c ON c.id = t.category_id WHERE t.slug = ${slug}`)

describe('applying the editorial listings', () => {
  it('gives listed tools their listing once, keeps admin edits and leaves unlisted tools as the catalog has them', async () => {
    // An admin rewrote BLOOM's description before the listing arrived.
    await db.query(sql.typeAlias('void')`UPDATE tools SET description = 'Written by an admin.' WHERE slug = 'bloom'`)
    const llamaBefore = await readTool('llama')

    // OpenAI's and Framer's listings; BLOOM's tags only, as its description is the admin's.
    expect(await db.transaction((tx) => applyListings(tx, listingsDir))).toBe(3)

    const openai = await readTool('openai-api')
    expect(openai).toMatchObject({
      description: listing('The OpenAI API').description,
      features: listing('').features,
      use_cases: listing('').use_cases,
      tags: listing('').tags,
      platforms: ['web', 'api'],
      has_api: true,
      open_source: false,
      license: null,
      company: 'OpenAI',
      editorial_as_of: AS_OF,
      searchable_platforms: ['web', 'api'],
    })
    expect(await readTool('bloom')).toMatchObject({
      description: 'Written by an admin.',
      features: [],
      editorial_as_of: null,
      open_source: false,
      tags: listing('').tags,
    })
    expect(await readTool('framer-ai')).toMatchObject({ category: 'ai-platforms', editorial_as_of: AS_OF })
    expect(await readTool('llama')).toEqual(llamaBefore)
    const found = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM tools WHERE search_vector @@ websearch_to_tsquery('kitly', 'unfamiliar topic')`)
    expect([...found].sort()).toEqual(['framer-ai', 'openai-api'])
  })

  it('changes nothing when run again, even after an admin edits the listed tool', async () => {
    await db.query(sql.typeAlias('void')`UPDATE tools SET features = '{Edited}' WHERE slug = 'openai-api'`)
    expect(await db.transaction((tx) => applyListings(tx, listingsDir))).toBe(0)
    expect((await readTool('openai-api')).features).toEqual(['Edited'])
  })

  it('gives a tool listed before the tags came its tags, and leaves the tags and category an admin set', async () => {
    // As before the tags came: OpenAI with the catalog's tags; BLOOM's tags and Framer's category set by an admin.
    await db.query(
      sql.typeAlias('void')`UPDATE tools SET tags = '{models,api,agents,translation}' WHERE slug = 'openai-api'`,
    )
    await db.query(sql.typeAlias('void')`UPDATE tools SET tags = '{hand-picked}' WHERE slug = 'bloom'`)
    await db.query(sql.typeAlias('void')`
      UPDATE tools SET category_id = (SELECT id FROM categories WHERE slug = 'design') WHERE slug = 'framer-ai'`)

    expect(await db.transaction((tx) => applyListings(tx, listingsDir))).toBe(1)
    expect((await readTool('openai-api')).tags).toEqual(listing('').tags)
    expect((await readTool('bloom')).tags).toEqual(['hand-picked'])
    expect((await readTool('framer-ai')).category).toBe('design')
  })
})
