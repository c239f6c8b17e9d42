/** Name lookups by their parts: the probes every search runs, the ones run only for typos, and how they combine. */

import { createDatabasePool } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { genericPlanScans, recordingStatements, type SentStatement } from '../test-support.ts'
import {
  lookUpNames,
  lookUpOneEditNames,
  lookUpSpreadTypos,
  lookUpTypedNames,
  mergeNames,
  type SpreadNames,
} from './names.ts'

let database: TestDatabase
let db: DatabasePool
const ids = new Map<string, number>()

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  await db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, website_url, pricing_model) VALUES
      ('Qodo', 'qodo', 'Reviews pull requests.', 'https://qodo.example', 'Free'),
      ('Haystack', 'haystack', 'Builds search pipelines.', 'https://haystack.example', 'Free'),
      ('Hastings', 'hastings', 'Plans trips.', 'https://hastings.example', 'Free')`)
  const rows = await db.any(sql.type(z.object({ id: z.number(), slug: z.string() }))`SELECT id, slug FROM tools`)
  for (const row of rows) ids.set(row.slug, row.id)
})
afterAll(async () => {
  await db?.end()
  await database?.drop()
})

const slugsOf = (names: readonly { id: number }[]) =>
  names.map((name) => [...ids].find(([, id]) => id === name.id)?.[0])

describe('name lookups', () => {
  it('finds a short name mistyped once by its one-edit variants, which the probes of every search leave out', async () => {
    expect(await lookUpNames(db, 'Qdoo')).toEqual([])
    expect(slugsOf(await lookUpOneEditNames(db, 'Qdoo'))).toEqual(['qodo'])
    expect(await lookUpOneEditNames(db, 'Qodo AI Reviewer')).toEqual([])
  })

  it('looks up the names a query is, starts or mistypes, one-edit variants included, in one statement', async () => {
    const sent: SentStatement[] = []
    const recording = recordingStatements(db, sent)
    expect(slugsOf(await lookUpTypedNames(recording, 'Qdoo'))).toEqual(['qodo'])
    expect(slugsOf(await lookUpTypedNames(recording, 'Hast'))).toEqual(['hastings'])
    expect(slugsOf(await lookUpTypedNames(recording, 'Haystak'))).toEqual(['haystack'])
    expect(sent).toHaveLength(3)
    expect(await lookUpTypedNames(recording, 'Q')).toEqual([])
  })

  it('looks for a name mistyped at both ends only when the corrected query starts no name', async () => {
    expect(slugsOf(await lookUpSpreadTypos(db, 'Hastak', { among: 'ends shared', corrected: 'Hastak' }))).toEqual([
      'haystack',
    ])
    expect(await lookUpSpreadTypos(db, 'Hastak', { among: 'ends shared', corrected: 'Hasting' })).toEqual([])
  })

  it('splits the names it compares into those sharing the first or last letter and the others, which add up to all', async () => {
    const lookUp = async (query: string, among: SpreadNames) =>
      slugsOf(await lookUpSpreadTypos(db, query, { among, corrected: query }))
    expect(await lookUp('Hastak', 'the others')).toEqual([])
    // Both the first and the last letter mistyped.
    expect(await lookUp('Gaystacj', 'ends shared')).toEqual([])
    expect(await lookUp('Gaystacj', 'the others')).toEqual(['haystack'])
    expect(await lookUp('Gaystacj', 'all')).toEqual(['haystack'])
    expect(await lookUp('Hastak', 'all')).toEqual(['haystack'])
  })

  it('cuts equally near names by tool id, the same answer whatever order the plan reads them in', async () => {
    // 35 names one edit from "marblefoxq", more than a probe keeps; ids fall as the names rise in key order.
    const endings = [...'zyxwvutsrponmlkjihgfedcba9876543210']
    const inserted = await db.many(sql.type(z.object({ id: z.number() }))`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
      SELECT 'Marblefox ' || e, 'marblefox-' || e, 'Herds marbles.', 'https://marblefox.example', 'Free'
      FROM unnest(${sql.array(endings, 'text')}::text[]) WITH ORDINALITY AS x(e, n) ORDER BY n
      RETURNING id`)
    const lowestIds = inserted.map((row) => row.id).sort((a, b) => a - b)
    // Rewritten, the lowest ids are read last from the table: a cut in read order would keep higher ones.
    await db.query(sql.unsafe`UPDATE tool_names SET name_key = name_key
                              WHERE tool_id = ANY(${sql.array(lowestIds.slice(0, 20), 'int4')})`)
    const found = await lookUpNames(db, 'Marblefox Q')
    expect(found.map((name) => name.id)).toEqual(lowestIds.slice(0, found.length))
    expect(found.length).toBeGreaterThanOrEqual(10)
  })

  it('merges two rankings of the same query, each tool at its better place', () => {
    const merged = mergeNames(
      [
        { id: 1, rank: 2.1 },
        { id: 2, rank: 1.005 },
      ],
      [
        { id: 1, rank: 0 },
        { id: 3, rank: 2.15 },
      ],
    )
    expect(merged).toEqual([
      { id: 1, rank: 0 },
      { id: 2, rank: 1.005 },
      { id: 3, rank: 2.15 },
    ])
  })
})

describe('name lookups planned once for every value', () => {
  it('read the names through their indexes, whatever the query', async () => {
    const sent: SentStatement[] = []
    const recording = recordingStatements(db, sent)
    // Long enough for the anchored probes; short enough for the one-edit variants.
    await lookUpNames(recording, 'Haystak')
    await lookUpOneEditNames(recording, 'Haystak')
    await lookUpTypedNames(recording, 'Haystak')
    expect(sent).toHaveLength(3)
    for (const statement of sent) {
      const scans = await genericPlanScans(database.url, statement)
      expect(scans.filter((scan) => scan.node === 'Seq Scan')).toEqual([])
      expect(scans.some((scan) => scan.index?.startsWith('tool_names'))).toBe(true)
    }
  })
})
