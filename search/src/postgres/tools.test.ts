/**
 * The Postgres engine past its caps: a catalog where one word matches more tools than are counted (COUNT_CAP)
 * or ranked, so total and facets are estimates and only a bounded set of candidates is scored (the most popular
 * matches among them, wherever they are in the table); and a word so common that its matches are found by reading
 * the table instead of the text index.
 */

import { createDatabasePool, createReusedPlansPool } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import type { DatabasePool } from 'slonik'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseQueryWords } from '../query-text.ts'
import { createPostgresEngine } from './index.ts'
import { COUNT_CAP, denseShareFor } from './tool-statement/bounds.ts'
import { searchTools } from './tools.ts'
import { createWordAnalyzer, MAX_COMPLETIONS } from './vocabulary.ts'

const TOOLS = 6 * COUNT_CAP
/** Every third tool is Paid. */
const PAID = TOOLS / 3

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  // A few unrelated tools first, so that the matches do not start at the table's first page.
  await db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
    SELECT 'Zorblaxian ' || i, 'zorblaxian-' || i, 'Something else entirely, described at some length.', 'https://zorblaxian.example',
           'Free'
    FROM generate_series(1, 300) AS i`)
  await db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
    SELECT 'Quillotron ' || i, 'quillotron-' || i, 'Drafts quillotron documents number ' || i || '.',
           'https://quillotron.example', CASE WHEN i % 3 = 0 THEN 'Paid' ELSE 'Freemium' END
    FROM generate_series(1, ${TOOLS}) AS i`)
  // Searches read tool_search: analyzed now, its plans cannot change midway when autovacuum gets to it (the bounded
  // statement's candidate parts read their first matches in plan order, so a new plan may pick other tied tools).
  await db.query(sql.unsafe`ANALYZE tools, tool_search`)
}, 60_000)

afterAll(async () => {
  await db?.end()
  await database?.drop()
})

describe('searching past the caps', () => {
  it('estimates total and facets from the matches it counted', async () => {
    const result = await createPostgresEngine(db).tools({ q: 'quillotron ' })
    expect(result.total).toBeGreaterThan(TOOLS * 0.8)
    expect(result.total).toBeLessThan(TOOLS * 1.2)
    expect(result.facets.pricing.paid).toBeGreaterThan(PAID * 0.8)
    expect(result.facets.pricing.paid).toBeLessThan(PAID * 1.2)
    expect(result.hits).toHaveLength(20)
  })

  it('counts exactly under the cap', async () => {
    const result = await createPostgresEngine(db).tools({ q: 'zorblaxian ' })
    expect(result).toMatchObject({ total: 300, facets: { pricing: { free: 300, paid: 0 } } })
  })

  it('still ranks the tool named as typed first, wherever it is in the table', async () => {
    const last = `Quillotron ${TOOLS}`
    expect((await createPostgresEngine(db).tools({ q: last })).hits[0]?.name).toBe(last)
    expect((await createPostgresEngine(db).tools({ q: `${last} `, pricing: 'paid' })).hits[0]?.name).toBe(last)
  })

  it('scores the most popular matches, however far past the matches it counts', async () => {
    // Among the last tools of the table (the matches counted are the first COUNT_CAP), the most popular first; both
    // are Paid, as every third tool is. No name starts with the query, so popularity decides between equal matches.
    const popular = [`quillotron-${TOOLS}`, `quillotron-${TOOLS - 3}`]
    const setClicks = (clicks: number[]) =>
      db.query(sql.unsafe`
        UPDATE tools SET click_count = c.clicks
        FROM unnest(${sql.array(popular, 'text')}::text[], ${sql.array(clicks, 'int4')}::int[]) AS c(slug, clicks)
        WHERE tools.slug = c.slug`)
    await setClicks([90_000, 50_000])
    try {
      for (const input of [{ q: 'drafts quillotron ' }, { q: 'drafts quillotron ', pricing: 'paid' as const }]) {
        const { hits, total } = await createPostgresEngine(db).tools(input)
        expect(total).toBeGreaterThan(COUNT_CAP)
        expect(
          hits.slice(0, 2).map((hit) => hit.slug),
          JSON.stringify(input),
        ).toEqual(popular)
      }
    } finally {
      await setClicks([0, 0])
    }
  })

  it('counts and ranks every match when unbounded, the reference the bounds are measured against', async () => {
    const unbounded = await createPostgresEngine(db, { unbounded: true }).tools({ q: 'quillotron ', pricing: 'paid' })
    expect(unbounded.total).toBe(PAID)
    expect(unbounded.facets.pricing).toEqual({ free: TOOLS - PAID, paid: PAID })
  })

  it('answers a search of rare words with one light statement, the same as the full one, and falls back past it', async () => {
    const analyzer = createWordAnalyzer()
    // Rare words (narrow); a word in 300 tools and a prefix of one in 3,000, tried narrow only when forced: past
    // RANK_CAP matches the full statement must answer.
    for (const q of ['quillotron 17 ', 'number 25', 'zorblaxian 5 ', 'zorblaxian ', 'quillotr']) {
      for (const filters of [{}, { pricing: 'paid' as const }, { pricing: 'free' as const, offset: 20 }]) {
        const input = { q, ...filters }
        const { tookMs: _fullMs, ...full } = await searchTools(db, analyzer, input, { narrowUpTo: 0 })
        const { tookMs: _triedMs, ...tried } = await searchTools(db, analyzer, input, { narrowUpTo: Infinity })
        const { tookMs: _defaultMs, ...byDefault } = await searchTools(db, analyzer, input)
        expect(tried, `${q} ${JSON.stringify(filters)}`).toEqual(full)
        expect(byDefault).toEqual(full)
      }
    }
  })

  it('finds the same tools, counts and facets whether it reads the table or the text index', async () => {
    // "quillotron" is in 9 of 10 tools: read from the table, unless told to take the index whatever the share.
    const analyzer = createWordAnalyzer()
    expect(TOOLS / (TOOLS + 300)).toBeGreaterThan(denseShareFor(TOOLS + 300))
    // Every word; a prefix; several words; any word (no tool has both); stop words only.
    for (const q of ['quillotron ', 'quillotr', 'drafts quillotron ', 'quillotron zorblaxian ', 'with and ']) {
      for (const pricing of [undefined, 'paid'] as const) {
        const { tookMs: _scanMs, ...scanned } = await searchTools(db, analyzer, { q, pricing })
        const { tookMs: _indexMs, ...indexed } = await searchTools(db, analyzer, { q, pricing }, { denseShare: 2 })
        expect(scanned.total > 0).toBe(q !== 'with and ')
        expect(scanned).toEqual(indexed)
      }
    }
  })
})

describe('choosing between the table and the text index', () => {
  it('reads the table from a share that falls as the catalog grows, and never in a catalog under the count cap', () => {
    expect(denseShareFor(100_000)).toBeCloseTo(0.106, 3)
    expect(denseShareFor(10_000)).toBeCloseTo(0.335, 3)
    expect(denseShareFor(COUNT_CAP / 2)).toBeGreaterThan(1)
  })
})

describe('plans reused for every value', () => {
  const PreparedSearch = z.object({ statement: z.string(), generic_plans: z.number(), custom_plans: z.number() })
  const preparedStatements = (pool: DatabasePool) =>
    pool.any(sql.type(PreparedSearch)`
      SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'kitly_search_%'`)
  /** The word and name lookups, which run beside every search's own statement. */
  const isLookup = (statement: string) => /\b(search_vocabulary|tool_names)\b/.test(statement)
  const preparedSearches = async (pool: DatabasePool) =>
    (await preparedStatements(pool)).filter((s) => !isLookup(s.statement))
  const executions = async (pool: DatabasePool) =>
    (await preparedSearches(pool)).reduce((sum, s) => sum + s.generic_plans + s.custom_plans, 0)

  it('runs plain text searches on them, with the same answers as plans made for each search', async () => {
    const reusedPlans = await createReusedPlansPool(database.url, { maxPoolSize: 1 })
    try {
      const analyzer = createWordAnalyzer()
      // Every word; a prefix; two words; a name; a word under the count cap; twice each, as statements are reused.
      const texts = ['quillotron ', 'quillotr', 'drafts quillotron ', 'Quillotron 42', 'zorblaxian ']
      for (const q of [...texts, ...texts]) {
        const { tookMs: _planned, ...planned } = await searchTools(db, analyzer, { q })
        const { tookMs: _reused, ...reused } = await searchTools(db, analyzer, { q }, { reusedPlans })
        expect(reused.total).toBeGreaterThan(0)
        expect(reused).toEqual(planned)
      }
      const prepared = await preparedSearches(reusedPlans)
      expect(prepared.length).toBeGreaterThan(0)
      expect(prepared.every((s) => s.custom_plans === 0)).toBe(true)
      expect(await executions(reusedPlans)).toBe(2 * texts.length)

      // A filtered listing, another order and an any-word search keep plans made for their values: only the
      // any-word search's first try, with every word, runs on the reused plans.
      await searchTools(db, analyzer, { q: 'quillotron ', pricing: 'paid' }, { reusedPlans })
      await searchTools(db, analyzer, { q: 'quillotron ', sort: 'name' }, { reusedPlans })
      const anyWord = await searchTools(db, analyzer, { q: 'quillotron zorblaxian ' }, { reusedPlans })
      expect(anyWord.total).toBeGreaterThan(0)
      expect(await executions(reusedPlans)).toBe(2 * texts.length + 1)
    } finally {
      await reusedPlans.end()
    }
  })

  it('runs the word and name lookups on them too, one plan for every query', async () => {
    const reusedPlans = await createReusedPlansPool(database.url, { maxPoolSize: 1 })
    try {
      // A misspelled word, so that the names' one-edit variants are looked up as well.
      const found = await searchTools(db, createWordAnalyzer(), { q: 'drafst ' }, { reusedPlans })
      expect(found.correctedQuery).toBe('drafts ')
      const lookups = (await preparedStatements(reusedPlans)).filter((s) => isLookup(s.statement))
      expect(lookups.filter((s) => s.statement.includes('search_vocabulary'))).toHaveLength(1)
      expect(lookups.filter((s) => s.statement.includes('tool_names'))).toHaveLength(2)
      expect(lookups.every((s) => s.generic_plans === 1 && s.custom_plans === 0)).toBe(true)
    } finally {
      await reusedPlans.end()
    }
  })
})

/** The text of every statement a search for `q` runs, and what it found. */
async function statementsOf(q: string) {
  const statements: string[] = []
  const recording = new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const query = args[0] as { sql?: unknown } | undefined
        if (typeof query?.sql === 'string') statements.push(query.sql)
        return value.apply(target, args)
      }
    },
  })
  const found = await searchTools(recording, createWordAnalyzer(), { q })
  return Object.assign(statements, { found })
}

/** `count` (at most 100) words made of `start` and two consonants, in alphabetical order. */
const wordsStarting = (start: string, count: number) =>
  Array.from({ length: count }, (_, k) => `${start}${'bcdfgkmnpt'[Math.floor(k / 10)]}${'bcdfgkmnpt'[k % 10]}`)

describe('the word being typed', () => {
  // More words starting with "glimdex" than are listed as completions; the k-th is used by the tools from the k-th
  // on, so the first are the most used.
  const words = wordsStarting('glimdex', MAX_COMPLETIONS + 4)

  beforeAll(async () => {
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, description, website_url, pricing_model)
      SELECT 'Glimdex ' || i, 'glimdex-' || i, 'A tool of many words.', array_to_string((${sql.array(words, 'text')})[1:i], ' '),
             'https://glimdex.example', 'Free'
      FROM generate_series(1, ${words.length}) AS i`)
    // Known by the least used of the words alone.
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
      VALUES ('Zentrik', 'zentrik', ${`Does ${words.at(-1)} things.`}, 'https://zentrik.example', 'Free')`)
  })

  it('lists its most used completions, no more than MAX_COMPLETIONS of them', async () => {
    const { completions } = await createWordAnalyzer()(db, parseQueryWords('glimdex'))
    // "glimdex" itself, in every tool's name, is the most used.
    expect(completions.get('glimdex')).toEqual(['glimdex', ...words.slice(0, MAX_COMPLETIONS - 1)])
  })

  it('matches every word it starts, listed or not', async () => {
    const result = await createPostgresEngine(db).tools({ q: 'glimdex' })
    expect(result.total).toBe(words.length + 1)
  })

  it('matches the stems of its completions that it does not start', async () => {
    // "trundli" starts "trundling", whose stem is "trundl", and more words than are listed.
    const others = wordsStarting('trundli', MAX_COMPLETIONS)
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model)
      VALUES ('Trundling Cart', 'trundling-cart', 'Carries things.', 'https://trundling.example', 'Free'),
             ('Trundling Dolly', 'trundling-dolly', 'Carries boxes.', 'https://trundling.example', 'Free'),
             ('Trundli Index', 'trundli-index', ${others.join(' ')}, 'https://trundli.example', 'Free')`)
    const { completions } = await createWordAnalyzer()(db, parseQueryWords('trundli'))
    expect(completions.get('trundli')).toHaveLength(MAX_COMPLETIONS)
    const { hits } = await createPostgresEngine(db).tools({ q: 'trundli' })
    expect(hits.map((hit) => hit.name)).toEqual(expect.arrayContaining(['Trundling Cart', 'Trundling Dolly']))
  })
})

describe('stop words', () => {
  // The vocabulary counts every word of the tools' texts, "at" and "some" included; the text query drops them.
  it('count as matching no tool, so that a search with one is not taken for a broad one', async () => {
    const analysis = await createWordAnalyzer()(db, parseQueryWords('zorblaxian at some'))
    expect(analysis.frequency.get('zorblaxian')).toBe(300)
    expect(analysis.frequency.has('at')).toBe(false)
    // "some" is being typed: of its completions, only "something" can match.
    expect(analysis.completions.get('some')).toEqual(expect.arrayContaining(['some', 'something']))
    expect(analysis.completionUses.get('some')).toBe(300)
    // Known words all the same: not corrected into other words.
    expect(analysis.corrections.size).toBe(0)
    expect([...analysis.known].sort()).toEqual(['at', 'some', 'zorblaxian'])
  })

  it('are no typos: a search with one runs no lookup of mistyped names', async () => {
    // The one-edit variants' exact lookup, and the spread typos' comparison of names (names.ts).
    const typoLookups = (statements: string[]) =>
      statements.filter((text) => /WHERE name_key = ANY\(/.test(text) || /^\W*SELECT id, key FROM/.test(text))
    // A typo of a short name ("Qillo") and a name mistyped at both ends are looked for behind an unknown word…
    expect(typoLookups(await statementsOf('at zorblaxiam'))).not.toEqual([])
    expect(typoLookups(await statementsOf('at zorb'))).not.toEqual([])
    // …and not behind a stop word beside known ones.
    expect(typoLookups(await statementsOf('zorblaxian at'))).toEqual([])
    expect(typoLookups(await statementsOf('at zorblaxian'))).toEqual([])
    expect(typoLookups(await statementsOf('at some'))).toEqual([])
  })
})

describe('ranking by name', () => {
  it('puts first, other things equal, the tool whose name resembles the query more', async () => {
    // The same words in the same places (the same text rank) and the same popularity: only how much each name
    // resembles the query (trigram similarity) sets them apart, against the order of their ids.
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model) VALUES
        ('Lumen Kit Abcdefgh', 'lumen-kit-abcdefgh', 'Lights a scene.', 'https://lumen.example', 'Free'),
        ('Lumen Kit Ab', 'lumen-kit-ab', 'Lights a scene.', 'https://lumen.example', 'Free')`)
    const { hits } = await createPostgresEngine(db).tools({ q: 'kit lumen ' })
    expect(hits.map((hit) => hit.name)).toEqual(['Lumen Kit Ab', 'Lumen Kit Abcdefgh'])
  })
})

describe('names, however they are typed', () => {
  beforeAll(async () => {
    // Names the text parser keeps whole ("vanna.ai" is one host token), short and long names, and tools whose texts
    // match the words of those names ("ai", "io", "llama").
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url, pricing_model) VALUES
        ('Vanna.ai', 'vanna-ai', 'Chat with your SQL database.', 'https://vanna.ai', 'Free'),
        ('Lovo.ai', 'lovo-ai', 'Voices for videos.', 'https://lovo.ai', 'Freemium'),
        ('Podify.io', 'podify-io', 'Turns articles into podcasts.', 'https://podify.io', 'Paid'),
        ('llama.cpp', 'llama-cpp', 'Runs language models on a laptop.', 'https://github.com/ggml-org/llama.cpp', 'Free'),
        ('Llama Stack', 'llama-stack', 'Builds llama apps.', 'https://llama.example', 'Free'),
        ('Meta AI', 'meta-ai', 'An AI assistant, with AI in every app.', 'https://meta.example', 'Free'),
        ('Compose AI', 'compose-ai', 'Writes emails with AI.', 'https://compose.example', 'Free'),
        ('Feed.io', 'feed-io', 'Reads io feeds, io and more io.', 'https://feed.example', 'Free'),
        ('Qodo', 'qodo', 'Reviews pull requests.', 'https://qodo.example', 'Free'),
        ('Kilo Code', 'kilo-code', 'Writes software in the editor.', 'https://kilo.example', 'Free'),
        ('Haystack', 'haystack', 'Builds search pipelines.', 'https://haystack.example', 'Free')`)
  })

  const slugsFor = async (q: string) => (await createPostgresEngine(db).tools({ q })).hits.map((hit) => hit.slug)

  it.each([
    ['Vanna.ai', 'vanna-ai'],
    ['vanna', 'vanna-ai'],
    ['vannaai', 'vanna-ai'],
    ['Vanna AI', 'vanna-ai'],
    ['lovo', 'lovo-ai'],
    ['Podify.io', 'podify-io'],
    ['llama.cpp', 'llama-cpp'],
  ])('ranks first the tool named as %s', async (q, slug) => {
    expect((await slugsFor(q))[0]).toBe(slug)
  })

  it('finds a short name mistyped once', async () => {
    expect((await slugsFor('Qdoo')).slice(0, 5)).toContain('qodo')
  })

  it('finds a long name mistyped twice, even with no word of it left', async () => {
    expect((await slugsFor('iKlo Cdoe')).slice(0, 5)).toContain('kilo-code')
  })

  it('looks a name mistyped at both ends up before the search, which ranks it at once', async () => {
    // "Hastak": no word of the catalog, and "Haystack" neither starts nor ends with its first or last three letters.
    const statements = await statementsOf('Hastak')
    expect(statements.found.hits.map((hit) => hit.slug)).toEqual(['haystack'])
    expect(statements.filter((text) => text.includes('WITH search_query'))).toHaveLength(1)
  })

  it('compares the names sharing neither end with the query only when the search found nothing, and each name once', async () => {
    // "Gaystacj": "Haystack" with its first and last letters mistyped; no tool matches it in any other way.
    const statements = await statementsOf('Gaystacj')
    expect(statements.found.hits.map((hit) => hit.slug)).toEqual(['haystack'])
    const spreadLookups = statements.filter((text) => /^\W*SELECT id, key FROM/.test(text))
    expect(spreadLookups).toHaveLength(2)
    // The last resort leaves out the names the first lookup compared.
    expect(spreadLookups[1]).toMatch(/NOT \(name_key >= .* AND NOT \(reverse\(name_key\)/s)
  })

  it('puts the names a query starts before the tools that only contain it', async () => {
    expect((await slugsFor('llama')).slice(0, 2)).toEqual(['llama-cpp', 'llama-stack'])
  })
})
