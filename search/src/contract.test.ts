/**
 * The search contract: the same cases run against every engine (Postgres; the Meilisearch adapter on the in-process
 * stand-in, always; a real Meilisearch when MEILI_URL is set), on the real seed catalog plus a few records made here.
 * Where Meilisearch cannot do what Postgres does, a case states the shared behaviour and runs the rest on Postgres
 * only: Meilisearch corrects typos without saying which (no correctedQuery), counts typos by word length alone (not
 * by trigram similarity, nor word endings), reads the first 10 words of a query, does not stem, and marks only the
 * typed part of a word completed as a prefix ("<mark>Midj</mark>ourney").
 */
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_TASK_FACETS, type SearchEngine } from './engine.ts'
import {
  createCatalogDatabase,
  ENGINE_FACTORIES,
  type EngineFactory,
  MISSING_ENGINES,
  type SearchFixture,
  STAND_IN_ENGINE,
} from './test-support.ts'

let fixture: SearchFixture

beforeAll(async () => {
  fixture = await createCatalogDatabase()
  await fixture.db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, website_url, status, category_id, pricing_model, tags,
                       platforms, has_api, open_source) VALUES
      ('Zephyrine Résumé Studio', 'zephyrine-resume-studio', 'Build a résumé <b>fast</b> & free.', 'https://zephyrine.example',
       'active', (SELECT id FROM categories WHERE slug = 'careers-hr'), 'Free', '{resume,careers}', '{web,ios}', false,
       true),
      ('Quasarblend Hidden', 'quasarblend-hidden', 'An inactive tool nobody may find.', 'https://quasarblend.example',
       'inactive', NULL, 'Paid', '{}', '{ios}', true, true)`)
  await fixture.db.query(sql.unsafe`
    INSERT INTO tools (name, slug, short_description, website_url, category_id, pricing_model, discontinued_at)
    VALUES ('Nebulorn Retired', 'nebulorn-retired', 'A discontinued tool that keeps its page.', 'https://nebulorn.example',
            (SELECT id FROM categories WHERE slug = 'careers-hr'), 'Free', now())`)
  await fixture.db.query(sql.unsafe`
    UPDATE tools SET platforms = '{web,ios,android}', has_api = true WHERE slug = 'chatgpt'`)
  // Twins that only their tie-breaks order: bundles by popularity, posts by publication date.
  await fixture.db.query(sql.unsafe`
    INSERT INTO bundles (name, slug, summary, popularity) VALUES
      ('Quillfeather Kit', 'quillfeather-kit-less-popular', 'Quillfeather tools.', 3),
      ('Quillfeather Kit', 'quillfeather-kit-more-popular', 'Quillfeather tools.', 9)`)
  await fixture.db.query(sql.unsafe`
    INSERT INTO posts (title, slug, excerpt, content, is_published, published_at) VALUES
      ('Quillfeather notes', 'quillfeather-notes-older', 'Quillfeather.', 'Quillfeather.', true, now() - interval '2 days'),
      ('Quillfeather notes', 'quillfeather-notes-newer', 'Quillfeather.', 'Quillfeather.', true, now() - interval '1 day')`)
})
afterAll(() => fixture.close())

const slugs = (hits: readonly { slug: string }[]) => hits.map((hit) => hit.slug)

/** The slugs of active tools in an order written in SQL, as the Postgres engine's orders are defined. */
const toolsInOrder = (order: ReturnType<typeof sql.fragment>, limit: number) =>
  fixture.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
    SELECT slug FROM tools WHERE status = 'active' AND discontinued_at IS NULL ORDER BY ${order} LIMIT ${limit}`)

const slugsOf = (table: 'bundles' | 'posts', ids: readonly number[]) =>
  Promise.all(
    ids.map((id) =>
      fixture.db.oneFirst(
        sql.type(z.object({ slug: z.string() }))`SELECT slug FROM ${sql.identifier([table])} WHERE id = ${id}`,
      ),
    ),
  )

/** The tools whose reviewed tags include the task. */
const taskTools = (slug: string) =>
  fixture.db.anyFirst(sql.type(z.object({ tool_id: z.number() }))`
    SELECT tt.tool_id FROM tool_tasks tt JOIN tasks ta ON ta.id = tt.task_id WHERE ta.slug = ${slug} AND tt.reviewed`)

function contract({ name, create }: EngineFactory) {
  let engine: SearchEngine
  beforeAll(async () => {
    engine = await create(fixture.db)
  })

  describe('matching', () => {
    it('ranks the tool with exactly that name first', async () => {
      const result = await engine.tools({ q: 'Midjourney' })
      expect(result.hits[0]?.slug).toBe('midjourney')
      expect(result.correctedQuery).toBeNull()
    })

    it('corrects a misspelled word', async () => {
      const result = await engine.tools({ q: 'midjurney' })
      expect(result.hits[0]?.slug).toBe('midjourney')
      // Meilisearch corrects silently; only the Postgres engine can say what it searched for.
      if (engine.name === 'postgres') expect(result.correctedQuery).toBe('midjourney')
    })

    it.runIf(name === 'postgres')('corrects two edits only in words of nine letters or more', async () => {
      expect((await engine.tools({ q: 'midjuorny ' })).correctedQuery).toBe('midjourney ')
      // "cursr" (5 letters) is one edit from "cursor"; "crsr" (4 letters) is never corrected.
      expect((await engine.tools({ q: 'cursr' })).correctedQuery).toBe('cursor')
      expect((await engine.tools({ q: 'crsr ' })).correctedQuery).toBeNull()
    })

    it.runIf(name === 'postgres')(
      'corrects words sharing too few trigrams with the intended one to look similar',
      async () => {
        const similarity = (a: string, b: string) =>
          fixture.db.oneFirst(sql.type(z.object({ s: z.number() }))`SELECT similarity(${a}, ${b}) AS s`)
        // A swap in a short word (one edit) and two swaps in a long one (two edits), both under pg_trgm's 0.3.
        expect(await similarity('cusror', 'cursor')).toBeLessThan(0.3)
        expect(await similarity('mdijuorney', 'midjourney')).toBeLessThan(0.3)
        expect((await engine.tools({ q: 'cusror ' })).correctedQuery).toBe('cursor ')
        expect((await engine.tools({ q: 'mdijuorney ' })).correctedQuery).toBe('midjourney ')
      },
    )

    it.runIf(name === 'postgres')('leaves a word alone when only its ending differs from an indexed one', async () => {
      const result = await engine.tools({ q: 'newsletters ' })
      expect(result.correctedQuery).toBeNull()
      expect(result.total).toBeGreaterThan(0)
    })

    it('matches the word being typed as a prefix', async () => {
      expect(slugs((await engine.tools({ q: 'midj' })).hits)).toContain('midjourney')
      expect(slugs((await engine.tools({ q: 'eleven la' })).hits)[0]).toBe('eleven-labs')
    })

    it('completes the word being typed even where its stem differs from the complete word', async () => {
      // "summariz" is not the start of the stem of "summary" ("summari"): completions come from the vocabulary.
      expect((await engine.tools({ q: 'summariz' })).total).toBeGreaterThan(0)
      expect((await engine.tools({ q: 'translati' })).total).toBeGreaterThan(0)
    })

    it('ignores accents and case', async () => {
      expect(slugs((await engine.tools({ q: 'ZEPHYRINE resume' })).hits)[0]).toBe('zephyrine-resume-studio')
      expect(slugs((await engine.tools({ q: 'zéphyrine' })).hits)[0]).toBe('zephyrine-resume-studio')
    })

    it('understands quotes and exclusions', async () => {
      const withPodcasts = await engine.tools({ q: 'podcast', limit: 100 })
      const withoutVoice = await engine.tools({ q: 'podcast -voice', limit: 100 })
      expect(withoutVoice.total).toBeGreaterThan(0)
      expect(withoutVoice.total).toBeLessThan(withPodcasts.total)
      for (const hit of withoutVoice.hits) expect(hit.tags.join(' ')).not.toMatch(/\bvoice\b/)
    })

    it('falls back to tools matching some of the words when all of them match too few', async () => {
      const result = await engine.tools({ q: 'zephyrine podcast' })
      expect(result.total).toBeGreaterThan(1)
      expect(result.hits[0]?.slug).toBe('zephyrine-resume-studio')
    })

    it('reads "or" between words as either word, not as a word to find', async () => {
      const result = await engine.tools({ q: 'zephyrine or podcast', limit: 100 })
      expect(result.hits[0]?.slug).toBe('zephyrine-resume-studio')
      expect(result.total).toBe((await engine.tools({ q: 'zephyrine podcast', limit: 100 })).total)
      expect(result.total).toBeGreaterThan(1)
    })

    it('counts a tool having several of the words once, in the hits, the total and the facets', async () => {
      const result = await engine.tools({ q: 'zephyrine resume podcast', limit: 100 })
      expect(result.hits[0]?.slug).toBe('zephyrine-resume-studio')
      expect(new Set(slugs(result.hits)).size).toBe(result.hits.length)
      expect(result.hits.length).toBe(result.total)
      expect(result.facets.pricing.free + result.facets.pricing.paid).toBe(result.total)
    })

    it('never returns an inactive tool', async () => {
      expect((await engine.tools({ q: 'quasarblend' })).total).toBe(0)
      expect(slugs((await engine.tools({ q: '', limit: 100, sort: 'newest' })).hits)).not.toContain(
        'quasarblend-hidden',
      )
    })

    it('never returns a discontinued tool, in a search, its category or the popular listing', async () => {
      expect((await engine.tools({ q: 'nebulorn' })).total).toBe(0)
      expect(slugs((await engine.tools({ q: '', category: 'careers-hr', limit: 100 })).hits)).not.toContain(
        'nebulorn-retired',
      )
      expect(slugs((await engine.tools({ q: '', limit: 100, sort: 'newest' })).hits)).not.toContain('nebulorn-retired')
    })

    it('finds nothing, without failing, for text that matches nothing', async () => {
      const result = await engine.tools({ q: 'xqzvwk' })
      expect(result).toMatchObject({ total: 0, hits: [] })
    })

    it('survives operators and punctuation typed as text', async () => {
      for (const q of ['"', '-', 'or', 'a & b | !c', "it's", '(image', ':*', '\\', '100%']) {
        await expect(engine.tools({ q })).resolves.toHaveProperty('total')
      }
    })
  })

  describe('highlighting', () => {
    it('marks matched words and escapes the rest', async () => {
      const [hit] = (await engine.tools({ q: 'zephyrine resume' })).hits
      expect(hit?.highlight.name).toBe('<mark>Zephyrine</mark> <mark>Résumé</mark> Studio')
      expect(hit?.highlight.short_description).toBe('Build a <mark>résumé</mark> &lt;b&gt;fast&lt;/b&gt; &amp; free.')
    })

    it('marks the words a misspelled word matched', async () => {
      const [hit] = (await engine.tools({ q: 'zaphyrine studoi ' })).hits
      expect(hit?.slug).toBe('zephyrine-resume-studio')
      expect(hit?.highlight.name).toBe('<mark>Zephyrine</mark> Résumé <mark>Studio</mark>')
    })
  })

  describe('filters, facets and paging', () => {
    it('counts facets disjunctively: each ignores its own filter', async () => {
      const all = await engine.tools({ q: 'video' })
      const imageOnly = await engine.tools({ q: 'video', category: 'image-generation' })
      const paidOnly = await engine.tools({ q: 'video', pricing: 'paid' })

      expect(imageOnly.facets.categories).toEqual(all.facets.categories)
      expect(paidOnly.facets.pricing).toEqual(all.facets.pricing)
      expect(all.facets.pricing.free + all.facets.pricing.paid).toBe(all.total)
      expect(imageOnly.total).toBe(all.facets.categories.find((c) => c.slug === 'image-generation')?.count)
      expect(paidOnly.total).toBe(all.facets.pricing.paid)
      // The pricing counts follow the category filter.
      expect(imageOnly.facets.pricing.free + imageOnly.facets.pricing.paid).toBe(imageOnly.total)
    })

    it('filters by task and lists the most common tasks, counted without the task filter', async () => {
      const all = await engine.tools({ q: 'video' })
      const counts = all.facets.tasks.map((task) => task.count)
      expect(counts.length).toBeGreaterThan(1)
      expect(counts.length).toBeLessThanOrEqual(MAX_TASK_FACETS)
      expect(counts).toEqual(counts.toSorted((a, b) => b - a))
      const top = all.facets.tasks[0] ?? { slug: '', count: 0 }

      const byTask = await engine.tools({ q: 'video', task: top.slug, limit: 100 })
      expect(byTask.total).toBe(top.count)
      expect(byTask.facets.tasks).toEqual(all.facets.tasks)
      expect(byTask.facets.pricing.free + byTask.facets.pricing.paid).toBe(byTask.total)
      const tagged = await taskTools(top.slug)
      expect(byTask.hits.length).toBe(byTask.total)
      for (const hit of byTask.hits) expect(tagged).toContain(hit.id)
      expect((await engine.tools({ q: '', task: 'no-such-task' })).total).toBe(0)
    })

    it('leaves a suggested task out until it is reviewed', async () => {
      const task = 'transcribe-audio'
      await fixture.db.query(sql.unsafe`
        INSERT INTO tool_tasks (tool_id, task_id, reviewed)
        SELECT t.id, ta.id, false FROM tools t, tasks ta WHERE t.slug = 'zephyrine-resume-studio' AND ta.slug = ${task}
        ON CONFLICT DO NOTHING`)
      expect((await engine.tools({ q: 'zephyrine', task })).total).toBe(0)
      expect((await engine.tools({ q: 'zephyrine' })).facets.tasks).toEqual([])
    })

    it('treats every pricing model but Paid as free, unknown included', async () => {
      const free = await engine.tools({ q: '', pricing: 'free', limit: 100 })
      const paid = await engine.tools({ q: '', pricing: 'paid', limit: 100 })
      const all = await engine.tools({ q: '', limit: 1 })
      expect(free.total + paid.total).toBe(all.total)
      for (const hit of paid.hits) expect(hit.pricing_model).toBe('Paid')
      for (const hit of free.hits) expect(hit.pricing_model).not.toBe('Paid')
    })

    it('filters by category slug or id, featured flag and excluded ids', async () => {
      const bySlug = await engine.tools({ q: '', category: 'seo', limit: 100 })
      expect(bySlug.total).toBeGreaterThan(0)
      for (const hit of bySlug.hits) expect(hit.category_slug).toBe('seo')
      const categoryId = bySlug.hits[0]?.category_id ?? 0
      const byId = await engine.tools({ q: '', categoryId, limit: 100, exclude: [bySlug.hits[0]?.id ?? 0] })
      expect(byId.total).toBe(bySlug.total - 1)
      // The seed features twelve editorial tools (db/data/catalog/featured.editorial.json).
      const featured = await engine.tools({ q: '', featured: true, limit: 100 })
      expect(featured.total).toBe(12)
      for (const hit of featured.hits) expect(hit.is_featured).toBe(true)
    })

    it('filters by platform, API and open source, alone, together and with the text', async () => {
      const activeSlugs = (where: ReturnType<typeof sql.fragment>) =>
        fixture.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
          SELECT slug FROM tools WHERE status = 'active' AND discontinued_at IS NULL AND ${where} ORDER BY slug`)
      const found = async (query: Parameters<SearchEngine['tools']>[0]) => {
        const all: string[] = []
        for (let offset = 0; ; offset += 100) {
          const result = await engine.tools({ q: '', limit: 100, offset, ...query })
          all.push(...slugs(result.hits))
          if (offset + 100 >= result.total) {
            expect(all).toHaveLength(result.total)
            return all.sort()
          }
        }
      }
      const onIos = await found({ platform: 'ios' })
      expect(onIos).toEqual(await activeSlugs(sql.fragment`'ios' = ANY(platforms)`))
      expect(onIos).toEqual(expect.arrayContaining(['chatgpt', 'zephyrine-resume-studio']))
      expect(await found({ hasApi: true })).toEqual(await activeSlugs(sql.fragment`has_api`))
      expect(await found({ hasApi: false })).toEqual(await activeSlugs(sql.fragment`has_api = false`))
      expect(await found({ openSource: true })).toContain('zephyrine-resume-studio')
      expect(await found({ platform: 'ios', hasApi: true, openSource: false })).toContain('chatgpt')
      expect(await found({ platform: 'ios', hasApi: true })).not.toContain('zephyrine-resume-studio')
      expect(await found({ q: 'Zephyrine', platform: 'android' })).toEqual([])
      const byText = await engine.tools({ q: 'Zephyrine', platform: 'ios', openSource: true })
      expect(slugs(byText.hits)).toEqual(['zephyrine-resume-studio'])
      // The facets count within the platform filter, like the featured flag.
      const categories = (await engine.tools({ q: '', platform: 'ios' })).facets.categories
      expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(onIos.length)
    })

    it('pages through results with a stable total', async () => {
      const first = await engine.tools({ q: 'image', limit: 5, offset: 0 })
      const second = await engine.tools({ q: 'image', limit: 5, offset: 5 })
      expect(second.total).toBe(first.total)
      expect(slugs(second.hits).some((slug) => slugs(first.hits).includes(slug))).toBe(false)
      const beyond = await engine.tools({ q: 'image', limit: 5, offset: first.total + 10 })
      expect(beyond).toMatchObject({ hits: [], total: first.total })
    })

    it('orders an explicit sort before relevance, its ties broken as the Postgres engine breaks them', async () => {
      const byRating = await engine.tools({ q: 'image', sort: 'rating', limit: 100 })
      const keys = byRating.hits.map((hit) => [hit.rating, hit.review_count] as const)
      expect(keys).toEqual(keys.toSorted((a, b) => b[0] - a[0] || b[1] - a[1]))
      const popular = await engine.tools({ q: 'image', sort: 'popular', limit: 30 })
      const stored = await fixture.db.any(sql.type(z.object({ slug: z.string(), popularity: z.number() }))`
        SELECT slug, popularity FROM tools WHERE slug = ANY(${sql.array(slugs(popular.hits), 'text')})`)
      const popularity = popular.hits.map((hit) => stored.find((tool) => tool.slug === hit.slug)?.popularity ?? 0)
      expect(popular.hits.length).toBe(30)
      expect(new Set(popularity).size).toBeGreaterThan(1)
      expect(popularity).toEqual(popularity.toSorted((a, b) => b - a))
    })

    it('lists without words in popular order, ties by featured, name and id', async () => {
      const expected = await toolsInOrder(
        sql.fragment`popularity DESC, is_featured DESC, search_normalize(name), id`,
        60,
      )
      expect(slugs((await engine.tools({ q: '', limit: 60 })).hits)).toEqual(expected)
      expect(slugs((await engine.tools({ q: '', sort: 'relevance', limit: 60 })).hits)).toEqual(expected)
    })

    it('breaks ties of the newest and rating orders as the Postgres engine does', async () => {
      expect(slugs((await engine.tools({ q: '', sort: 'newest', limit: 60 })).hits)).toEqual(
        await toolsInOrder(sql.fragment`created_at DESC, id DESC`, 60),
      )
      expect(slugs((await engine.tools({ q: '', sort: 'rating', limit: 60 })).hits)).toEqual(
        await toolsInOrder(sql.fragment`rating DESC, review_count DESC, search_normalize(name), id`, 60),
      )
    })

    it("shows each tool's tags as stored, hyphens included", async () => {
      const result = await engine.tools({ q: '', category: 'image-generation', limit: 100 })
      const stored = await fixture.db.any(sql.type(z.object({ slug: z.string(), tags: z.array(z.string()) }))`
        SELECT slug, tags FROM tools WHERE slug = ANY(${sql.array(slugs(result.hits), 'text')})`)
      expect(stored.some((tool) => tool.tags.some((tag) => tag.includes('-')))).toBe(true)
      for (const hit of result.hits) expect(hit.tags).toEqual(stored.find((tool) => tool.slug === hit.slug)?.tags)
    })

    it('sorts by name and by newest', async () => {
      const byName = await engine.tools({ q: '', sort: 'name', limit: 20 })
      const names = byName.hits.map((hit) => hit.name.toLowerCase())
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
      expect((await engine.tools({ q: '', sort: 'newest', limit: 1 })).hits[0]?.slug).toBe('zephyrine-resume-studio')
    })
  })

  describe('other collections', () => {
    it('searches categories, bundles and published posts', async () => {
      const categoryIds = await engine.categories({ q: 'imge generation' })
      const bundleIds = await engine.bundles({ q: 'youtube' })
      const postIds = await engine.posts({ q: 'open source' })
      const names = await fixture.db.one(sql.type(
        z.object({ category: z.string(), bundle: z.string(), post: z.string() }),
      )`
        SELECT (SELECT slug FROM categories WHERE id = ${categoryIds[0] ?? 0}) AS category,
               (SELECT slug FROM bundles WHERE id = ${bundleIds[0] ?? 0}) AS bundle,
               (SELECT slug FROM posts WHERE id = ${postIds[0] ?? 0}) AS post`)
      expect(names).toEqual({
        category: 'image-generation',
        bundle: 'youtube-creator-kit',
        post: 'free-and-open-source-ai-tools-2026',
      })
    })

    it('breaks ties between bundles by popularity and between posts by publication date, newest first', async () => {
      expect(await slugsOf('bundles', await engine.bundles({ q: 'quillfeather' }))).toEqual([
        'quillfeather-kit-more-popular',
        'quillfeather-kit-less-popular',
      ])
      expect(await slugsOf('posts', await engine.posts({ q: 'quillfeather' }))).toEqual([
        'quillfeather-notes-newer',
        'quillfeather-notes-older',
      ])
    })
  })
}

describe.each([...ENGINE_FACTORIES, STAND_IN_ENGINE])('search contract ($name engine)', contract)
// An engine that cannot run here is reported as skipped tests, with the reason in their name.
describe.skip.each(MISSING_ENGINES)('search contract ($name engine: $reason)', contract)

describe('the Postgres index', () => {
  const Vocabulary = z.object({ word: z.string(), doc_count: z.number() })
  const recomputed = sql.type(Vocabulary)`
    SELECT w AS word, count(*)::int AS doc_count FROM tools, search_words(search_text) AS w
    WHERE status = 'active' AND discontinued_at IS NULL GROUP BY w ORDER BY w`
  const stored = sql.type(Vocabulary)`SELECT word, doc_count FROM search_vocabulary ORDER BY word`

  it("keeps the vocabulary equal to the active tools' words through edits, deactivation and deletion", async () => {
    const db = fixture.db
    await db.query(sql.unsafe`UPDATE tools SET description = 'Now with xylophonic karaoke.' WHERE slug = 'canva'`)
    await db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE slug = 'gamma'`)
    await db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 1 WHERE slug = 'runway'`)
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug = 'jasper'`)
    // Several tools in one statement: the triggers handle each word once, whatever the number of tools.
    await db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE slug IN ('notion-ai', 'gamma', 'suno-ai')`)
    await db.query(sql.unsafe`UPDATE tools SET description = description || ' Hyperquillish.' WHERE slug LIKE 'c%'`)
    await db.query(sql.unsafe`UPDATE categories SET name = 'Pictures & Drawings' WHERE slug = 'image-generation'`)
    expect(await db.any(stored)).toEqual(await db.any(recomputed))
    const { createPostgresEngine } = await import('./postgres/index.ts')
    expect(slugs((await createPostgresEngine(db).tools({ q: 'xylophonic' })).hits)).toEqual(['canva'])
    expect(slugs((await createPostgresEngine(db).tools({ q: 'drawings', limit: 100 })).hits)).toContain('midjourney')
  })

  it('rebuilds documents and vocabulary with reindexAll, reporting progress', async () => {
    const db = fixture.db
    await db.query(sql.unsafe`DELETE FROM search_vocabulary WHERE word LIKE 'm%'`)
    const { createPostgresEngine } = await import('./postgres/index.ts')
    const progress: Array<[number, number]> = []
    const { tools } = await createPostgresEngine(db).reindexAll((done, total) => progress.push([done, total]))
    expect(progress.at(-1)).toEqual([tools, tools])
    expect(await db.any(stored)).toEqual(await db.any(recomputed))
  })
})
