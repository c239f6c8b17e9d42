/**
 * pg's promise form (the one Slonik calls) leaves each query's objects to the young generation, as its callback form
 * does. Unpatched, pg gave the query its settling callback after constructing it, and V8 then promoted every query's
 * rows and statement text to the old generation (patches/pg@8.23.1.patch).
 */
import { Session } from 'node:inspector/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './testing/database.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

/** A statement whose row (~20 KB of text) makes a few young-generation collections over the loop. */
const WIDE_ROW = "SELECT repeat('kitly ', 2000 + $1::int) AS text, $1::int AS n"
const QUERIES = 5_000

type SamplingNode = { selfSize: number; children: SamplingNode[] }
const totalSize = (node: SamplingNode): number =>
  node.children.reduce((sum, child) => sum + totalSize(child), node.selfSize)

/**
 * Bytes allocated by `run` that outlived the young generation: the sampling heap profiler keeps a sample until its
 * object is collected, and here forgets those collected by young-generation collections only.
 */
async function promotedBytes(run: () => Promise<void>): Promise<number> {
  const session = new Session()
  session.connect()
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: false,
    })
    await run()
    const { profile } = await session.post('HeapProfiler.stopSampling')
    return totalSize(profile.head as SamplingNode)
  } finally {
    session.disconnect()
  }
}

async function withClient(use: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await use(client)
  } finally {
    await client.end()
  }
}

describe("pg's promise form", () => {
  it('answers rows and rejects errors', () =>
    withClient(async (client) => {
      const { rows } = await client.query<{ n: number }>({ text: WIDE_ROW, values: [7] })
      expect(rows[0]?.n).toBe(7)
      await expect(client.query('SELECT no_such_column')).rejects.toThrow(/no_such_column/)
      // The callback form still works beside it.
      const answer = await new Promise((resolve, reject) =>
        client.query('SELECT 1 AS one', (error, result) => (error ? reject(error) : resolve(result.rows[0]))),
      )
      expect(answer).toEqual({ one: 1 })
    }))

  it("promotes (almost) none of its queries' objects to the old generation", () =>
    withClient(async (client) => {
      const query = (i: number) => client.query({ name: 'wide-row', text: WIDE_ROW, values: [i % 100] })
      // Warm: the statement prepared, the code compiled.
      for (let i = 0; i < 100; i++) await query(i)
      let received = 0
      const promoted = await promotedBytes(async () => {
        for (let i = 0; i < QUERIES; i++) {
          const { rows } = await query(i)
          received += rows.length
        }
      })
      expect(received).toBe(QUERIES)
      // Unpatched: ~16 KB a query (80 MB here); patched, under 1 KB (~4.5 MB).
      expect(promoted).toBeLessThan(15 * 1024 * 1024)
    }))
})
