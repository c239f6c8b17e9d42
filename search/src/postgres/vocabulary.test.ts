/**
 * What the vocabulary tells a search about its words: here, how many tools use a word's spelling (relevance weighs
 * words by it) and how many its stem matches, as the text index does (the search's plan rests on it: see
 * denseShareFor in tool-statement/bounds.ts).
 */

import { createDatabasePool } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseQueryWords } from '../query-text.ts'
import { genericPlanScans, recordingStatements, type SentStatement } from '../test-support.ts'
import { createPostgresEngine } from './index.ts'
import { createWordAnalyzer, forgetWordLookups, MAX_COMPLETIONS } from './vocabulary.ts'

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  const tools = (count: number, name: string, description: string) =>
    db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url)
      SELECT ${name} || ' ' || i, ${name.toLowerCase()} || '-' || i, ${description}, 'https://tools.example'
      FROM generate_series(1, ${count}) AS i`)
  await tools(30, 'Pixelo', 'Renders images from prompts.')
  await tools(12, 'Drawly', 'Renders an image from a sketch.')
  await tools(5, 'Imagery', 'Turns imagination into pictures.')
}, 60_000)

afterAll(async () => {
  await db?.end()
  await database?.drop()
})

describe('word counts', () => {
  it('give the tools of a word’s spelling, for relevance, and of its stem, as the text index matches them', async () => {
    const analyzeWords = createWordAnalyzer()
    const { frequency, stemUses } = await analyzeWords(db, parseQueryWords('images renders'))
    expect(frequency.get('images')).toBe(30)
    // "images" and "image" share the stem "imag"; "imagination" and "imagery" have stems of their own.
    expect(stemUses.get('images')).toBe(42)
    const [searched] = await db.anyFirst(
      sql.unsafe`SELECT count(*)::int FROM tools WHERE search_vector @@ to_tsquery('kitly', 'images')`,
    )
    expect(searched).toBe(42)
    expect(stemUses.get('renders')).toBe(42)
  })

  it('give the word being typed the tools of its completions’ stems, each stem once', async () => {
    // "images" is typed whole but not yet followed by a space: its only completion, "images", is searched as the
    // stem "imag", which "image" shares; "imagery" and "imagination" are completions of "imag" with stems of their own.
    const analyzeWords = createWordAnalyzer()
    expect((await analyzeWords(db, parseQueryWords('images'))).completionUses.get('images')).toBe(42)
    const { completions, completionUses } = await analyzeWords(db, parseQueryWords('imag'))
    expect(completions.get('imag')).toEqual(expect.arrayContaining(['images', 'image', 'imagery', 'imagination']))
    // Each "Imagery N" also has its name's compact form, "imageryN", a word (and stem) of its own.
    expect(completionUses.get('imag')).toBe(42 + 5 + 5 + 5)
  })

  it('give the word being typed the tools of every word it starts, when more start it than are listed', async () => {
    // The listed completions are in two tools each; the rarer ones, not listed, in one each, and outnumber them.
    const words = Array.from(
      { length: MAX_COMPLETIONS + 40 },
      (_, k) => `quillo${'bcdfgkmnpt'[Math.floor(k / 10)]}${'bcdfgkmnpt'[k % 10]}`,
    )
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url)
      SELECT 'Quill ' || k || '-' || copy, 'quill-' || k || '-' || copy, 'Writes ' || w || ' text.', 'https://quill.example'
      FROM unnest(${sql.array(words, 'text')}) WITH ORDINALITY AS u(w, k),
           generate_series(1, CASE WHEN k <= ${MAX_COMPLETIONS} THEN 2 ELSE 1 END) AS copy`)
    const { completions, completionUses } = await createWordAnalyzer()(db, parseQueryWords('quillo'))
    expect(completions.get('quillo')).toEqual(words.slice(0, MAX_COMPLETIONS))
    const { total } = await createPostgresEngine(db).tools({ q: 'quillo' })
    expect(total).toBe(2 * MAX_COMPLETIONS + 40)
    expect(completionUses.get('quillo')).toBeGreaterThanOrEqual(total)
  })

  it('keep the stems through a rebuild of the vocabulary', async () => {
    await createPostgresEngine(db).reindexAll()
    const { stemUses } = await createWordAnalyzer()(db, parseQueryWords('images '))
    expect(stemUses.get('images')).toBe(42)
  })
})

describe('discontinued tools', () => {
  const wordCount = (word: string) =>
    db.maybeOneFirst(sql.unsafe`SELECT doc_count FROM search_vocabulary WHERE word = ${word}`)

  it('correct no search towards a word only a discontinued tool uses, and count none of their words', async () => {
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url)
      VALUES ('Vellumist', 'vellumist', 'Letters calligraphy.', 'https://vellumist.example'),
             ('Scribbo', 'scribbo', 'Letters posters.', 'https://scribbo.example')`)
    forgetWordLookups()
    expect((await createWordAnalyzer()(db, parseQueryWords('caligraphy '))).corrections.get('caligraphy')).toBe(
      'calligraphy',
    )
    expect(await wordCount('letters')).toBe(2)

    await db.query(sql.unsafe`UPDATE tools SET discontinued_at = now() WHERE slug = 'vellumist'`)
    forgetWordLookups()
    const { corrections, frequency } = await createWordAnalyzer()(db, parseQueryWords('caligraphy letters '))
    expect(corrections.has('caligraphy')).toBe(false)
    // The frequency is what a search finds: the live tool alone.
    expect(frequency.get('letters')).toBe(1)
    expect((await createPostgresEngine(db).tools({ q: 'letters' })).total).toBe(1)
    expect(await wordCount('calligraphy')).toBeNull()
  })

  it('are left out by a rebuild as the triggers leave them out', async () => {
    const Vocabulary = sql.unsafe`SELECT word, doc_count, stem FROM search_vocabulary ORDER BY word`
    const kept = await db.any(Vocabulary)
    await createPostgresEngine(db).reindexAll()
    expect(await db.any(Vocabulary)).toEqual(kept)
    expect(await wordCount('calligraphy')).toBeNull()
    expect(await wordCount('letters')).toBe(1)
  })
})

describe('the word cache', () => {
  it('answers a repeated word from memory until forgetWordLookups, then looks it up again', async () => {
    let lookups = 0
    // Counts the statements the analyzer sends (each lookup is one `any`).
    const counting = new Proxy(db, {
      get(target, key) {
        if (key === 'any') lookups++
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const analyze = createWordAnalyzer()
    const first = await analyze(counting, parseQueryWords('pixleo'))
    expect(first.corrections.get('pixleo')).toBe('pixelo')
    const afterFirst = lookups
    expect(afterFirst).toBeGreaterThan(0)
    expect(await analyze(counting, parseQueryWords('pixleo'))).toEqual(first)
    expect(lookups).toBe(afterFirst)
    forgetWordLookups()
    expect(await analyze(counting, parseQueryWords('pixleo'))).toEqual(first)
    expect(lookups).toBeGreaterThan(afterFirst)
  })
})

describe('word lookups planned once for every value', () => {
  it('read the vocabulary through its indexes, the trigram ones for corrections included', async () => {
    const sent: SentStatement[] = []
    // "imagez" has trigram-similar words; "qxzvbnmwkjtp" none within its two edits, so the nearest words are read too.
    const { corrections } = await createWordAnalyzer()(
      recordingStatements(db, sent),
      parseQueryWords('imagez qxzvbnmwkjtp renders'),
    )
    expect(corrections.get('imagez')).toBe('images')
    expect(sent).toHaveLength(2)
    const scans = (await Promise.all(sent.map((statement) => genericPlanScans(database.url, statement)))).flat()
    expect(scans.filter((scan) => scan.relation === 'search_vocabulary' && scan.node === 'Seq Scan')).toEqual([])
    expect(scans.map((scan) => scan.index)).toEqual(
      expect.arrayContaining(['search_vocabulary_word_similarity_idx', 'search_vocabulary_word_trgm_idx']),
    )
  })
})
