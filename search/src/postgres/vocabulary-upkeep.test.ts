/**
 * The vocabulary's triggers (migrations 0011, 0045, 0070) keep each word's count of active tools that are not
 * discontinued through every write: a
 * DELETE of thousands of tools in one statement leaves what a rebuild from scratch would, as single inserts, updates
 * and deletes do; the deleted tools leave tool_search and tool_names, and each goes to the outbox once.
 */

import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEmptyDatabase, type SearchFixture } from '../test-support.ts'

let fixture: SearchFixture
let db: DatabasePool

beforeAll(async () => {
  fixture = await createEmptyDatabase()
  db = fixture.db
  // 3,600 tools sharing words in many proportions (a word in every tool, in one tool in 7, in a single tool), one in
  // ten inactive and one in eleven discontinued (their words are not counted).
  await db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, description, tags, website_url, status, discontinued_at)
    SELECT 'Vocab ' || i, 'vocab-' || i, 'Writes ' || (ARRAY['essays', 'songs', 'code', 'emails'])[i % 4 + 1] || ' fast.',
           'Shared words for every tool, plus word' || (i % 7) || ' and unique' || i || '.',
           ARRAY['tag' || (i % 13)], 'https://vocab.example', CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END,
           CASE WHEN i % 11 = 0 THEN now() END
    FROM generate_series(1, 3600) AS i`)
}, 120_000)

afterAll(() => fixture?.close())

const WordCount = z.object({ word: z.string(), doc_count: z.number(), stem: z.string().nullable() })

/** Words the triggers kept and words a rebuild from scratch (as `reindexAll` does) would have: both empty when equal. */
const vocabularyDrift = async () => {
  const rebuilt = sql.fragment`
    SELECT w AS word, count(*)::int AS doc_count, search_stem(w) AS stem
    FROM tools, search_words(search_text) AS w WHERE status = 'active' AND discontinued_at IS NULL GROUP BY w`
  const kept = sql.fragment`SELECT word, doc_count, stem FROM search_vocabulary`
  return {
    kept: await db.any(sql.type(WordCount)`${kept} EXCEPT ${rebuilt}`),
    rebuilt: await db.any(sql.type(WordCount)`${rebuilt} EXCEPT ${kept}`),
  }
}

const Id = z.object({ id: z.number() })

describe('search_vocabulary', () => {
  it('starts equal to a rebuild, with the words of active tools only', async () => {
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })
    const unique = await db.maybeOneFirst(sql.unsafe`SELECT doc_count FROM search_vocabulary WHERE word = 'unique20'`)
    expect(unique).toBeNull()
    // vocab-22 is active but discontinued.
    const discontinued = await db.maybeOneFirst(
      sql.unsafe`SELECT doc_count FROM search_vocabulary WHERE word = 'unique22'`,
    )
    expect(discontinued).toBeNull()
  })

  it('drops a tool’s words when it is marked discontinued and counts them again when unmarked, in the same transaction', async () => {
    const count = (word: string) =>
      db.maybeOneFirst(sql.type(z.object({ doc_count: z.number() }))`
        SELECT doc_count FROM search_vocabulary WHERE word = ${word}`)
    const before = await count('word3')
    expect(await count('unique3')).toBe(1)
    await db.transaction(async (tx) => {
      await tx.query(sql.unsafe`UPDATE tools SET discontinued_at = now() WHERE slug = 'vocab-3'`)
      // Seen inside the transaction that marks it, before it commits.
      expect(
        await tx.maybeOneFirst(sql.unsafe`SELECT doc_count FROM search_vocabulary WHERE word = 'unique3'`),
      ).toBeNull()
    })
    expect(await count('unique3')).toBeNull()
    expect(await count('word3')).toBe((before ?? 0) - 1)
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })

    await db.query(sql.unsafe`UPDATE tools SET discontinued_at = NULL WHERE slug IN ('vocab-3', 'vocab-33')`)
    expect(await count('unique3')).toBe(1)
    expect(await count('unique33')).toBe(1)
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })
    // Marking a tool again, with its text changed in the same statement, takes the old words away and adds none.
    await db.query(sql.unsafe`
      UPDATE tools SET discontinued_at = now(), short_description = 'Writes sonnets.' WHERE slug = 'vocab-33'`)
    expect(await count('unique33')).toBeNull()
    expect(await count('sonnets')).toBeNull()
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })
  })

  it('follows single inserts, updates and deletes', async () => {
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url) VALUES ('Solo', 'solo', 'Writes haiku.', 'https://solo.example')`)
    await db.query(sql.unsafe`UPDATE tools SET short_description = 'Writes limericks.' WHERE slug = 'solo'`)
    await db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE slug = 'vocab-1'`)
    await db.query(sql.unsafe`UPDATE tools SET status = 'active' WHERE slug = 'vocab-10'`)
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug = 'vocab-2'`)
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })
    const words = await db.anyFirst(
      sql.unsafe`SELECT word FROM search_vocabulary WHERE word IN ('haiku', 'limericks', 'unique1', 'unique2', 'unique10')`,
    )
    expect([...words].sort()).toEqual(['limericks', 'unique10'])
  })

  it('is left as a rebuild would leave it by one DELETE of 3,000 tools', async () => {
    await db.query(sql.unsafe`TRUNCATE search_outbox`)
    const deleted = await db.anyFirst(sql.type(Id)`
      DELETE FROM tools WHERE id IN (SELECT id FROM tools WHERE slug LIKE 'vocab-%' ORDER BY id LIMIT 3000)
      RETURNING id`)
    expect(deleted).toHaveLength(3000)
    expect(await vocabularyDrift()).toEqual({ kept: [], rebuilt: [] })
    // Words of deleted tools only are gone; words other tools still use are counted down.
    const counts = await db.any(sql.type(WordCount)`
      SELECT word, doc_count, stem FROM search_vocabulary WHERE word IN ('unique5', 'unique3501', 'shared') ORDER BY word`)
    expect(counts.map(({ word }) => word)).toEqual(['shared', 'unique3501'])

    const left = sql.array([...deleted], 'int4')
    expect(await db.anyFirst(sql.type(Id)`SELECT id FROM tool_search WHERE id = ANY(${left})`)).toEqual([])
    expect(await db.anyFirst(sql.type(Id)`SELECT tool_id AS id FROM tool_names WHERE tool_id = ANY(${left})`)).toEqual(
      [],
    )
    const queued = await db.anyFirst(
      sql.type(Id)`SELECT entity_id AS id FROM search_outbox WHERE entity = 'tool' ORDER BY entity_id`,
    )
    expect(queued).toEqual([...deleted].sort((a, b) => a - b))
  })
})
