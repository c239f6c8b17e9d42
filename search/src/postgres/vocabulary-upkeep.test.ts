/**
 * The vocabulary's triggers (migrations 0011, 0045) keep each word's count of active tools through every write: a
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
  // ten inactive (its words are not counted).
  await db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, description, tags, website_url, status)
    SELECT 'Vocab ' || i, 'vocab-' || i, 'Writes ' || (ARRAY['essays', 'songs', 'code', 'emails'])[i % 4 + 1] || ' fast.',
           'Shared words for every tool, plus word' || (i % 7) || ' and unique' || i || '.',
           ARRAY['tag' || (i % 13)], 'https://vocab.example', CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END
    FROM generate_series(1, 3600) AS i`)
}, 120_000)

afterAll(() => fixture?.close())

const WordCount = z.object({ word: z.string(), doc_count: z.number(), stem: z.string().nullable() })

/** Words the triggers kept and words a rebuild from scratch (as `reindexAll` does) would have: both empty when equal. */
const vocabularyDrift = async () => {
  const rebuilt = sql.fragment`
    SELECT w AS word, count(*)::int AS doc_count, search_stem(w) AS stem
    FROM tools, search_words(search_text) AS w WHERE status = 'active' GROUP BY w`
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
