/**
 * The Meilisearch engine's side of the protocol, against the stand-in (stand-in/index.ts: Meilisearch v1.16's rules
 * where the adapter depends on them). The contract suite runs against a real Meilisearch when MEILI_URL is set.
 */
import { MeilisearchRequestTimeOutError, MeilisearchTaskTimeOutError } from 'meilisearch'
import { sql } from 'slonik'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withFallback } from '../fallback.ts'
import { createOutboxDrainer } from '../outbox.ts'
import { createPostgresEngine } from '../postgres/index.ts'
import { kitCandidates } from '../recommender/candidates.ts'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import { createMeiliClient, type MeiliOptions, MeiliTaskError } from './client.ts'
import { createMeiliEngine } from './engine.ts'
import { createMeiliSync, syncEntities } from './indexing.ts'
import { INDEX } from './settings.ts'
import { type MeiliStandIn, startMeiliStandIn } from './stand-in/index.ts'

let fixture: SearchFixture
let standIn: MeiliStandIn

beforeAll(async () => {
  fixture = await createCatalogDatabase()
})
afterAll(() => fixture.close())
beforeEach(async () => {
  // A first boot each time: no index yet. The seed's triggers filled the outbox; each test makes its own changes.
  standIn = await startMeiliStandIn()
  await fixture.db.query(sql.unsafe`DELETE FROM search_outbox`)
})
afterEach(() => standIn.close())

const clientFor = (options: Partial<MeiliOptions> = {}) =>
  createMeiliClient({ url: standIn.url, requestTimeoutMs: 5_000, taskTimeoutMs: 30_000, ...options })
const toolId = (slug: string) =>
  fixture.db.oneFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = ${slug}`)
const indexed = (slug: string, index: string = INDEX.tools) =>
  [...(standIn.indexes.get(index)?.documents.values() ?? [])].find((document) => document.slug === slug)
const silent = { warn: () => {}, debug: () => {} }

describe('writing to Meilisearch', () => {
  it('adds indexable documents and deletes the others', async () => {
    const client = clientFor()
    await createMeiliSync(client).prepare()
    const [canva, gamma] = [await toolId('canva'), await toolId('gamma')]
    await syncEntities(client, fixture.db, 'tool', [canva, gamma])
    expect(indexed('gamma')).toBeDefined()
    await fixture.db.query(sql.unsafe`UPDATE tools SET short_description = 'Design it all.' WHERE id = ${canva}`)
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE id = ${gamma}`)
    await syncEntities(client, fixture.db, 'tool', [canva, gamma])
    expect(indexed('canva')?.short_description).toBe('Design it all.')
    expect(indexed('gamma')).toBeUndefined()
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'active' WHERE id = ${gamma}`)
  })

  it('applies the index settings before the first write, so a sorted, filtered listing works on first boot', async () => {
    const client = clientFor()
    await createMeiliSync(client).apply([{ entity: 'tool', ids: [await toolId('canva')] }], fixture.db)
    expect([...standIn.indexes.keys()].sort()).toEqual(['bundles', 'categories', 'posts', 'tools'])
    const result = await createMeiliEngine(client, fixture.db).tools({ category: 'image-generation', sort: 'rating' })
    expect(result.hits.map((hit) => hit.slug)).toEqual(['canva'])
    expect(result.facets.pricing).toEqual({ free: 1, paid: 0 })
  })

  it('sends the settings only when they differ from what Meilisearch has', async () => {
    const client = clientFor()
    await createMeiliSync(client).prepare()
    standIn.requests.length = 0
    await createMeiliSync(client).prepare()
    expect(standIn.requests.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('throws the error of a task Meilisearch failed, and the outbox keeps the change to retry', async () => {
    const client = clientFor()
    const sync = createMeiliSync(client)
    await sync.prepare()
    standIn.failTasks((task) =>
      task.type === 'documentAdditionOrUpdate'
        ? { code: 'no_space_left_on_device', message: 'No space left.', type: 'internal', link: '' }
        : null,
    )
    const canva = await toolId('canva')
    await expect(syncEntities(client, fixture.db, 'tool', [canva])).rejects.toThrow(MeiliTaskError)

    await fixture.db.query(sql.unsafe`UPDATE tools SET short_description = 'Kept for later.' WHERE id = ${canva}`)
    const drainOnce = createOutboxDrainer(fixture.db, sync.apply, silent)
    expect(await drainOnce()).toBe(0)
    const Row = z.object({ entity_id: z.number(), attempts: z.number() })
    expect(await fixture.db.any(sql.type(Row)`SELECT entity_id, attempts FROM search_outbox`)).toEqual([
      { entity_id: canva, attempts: 1 },
    ])

    standIn.failTasks(null)
    await fixture.db.query(sql.unsafe`UPDATE search_outbox SET next_attempt_at = now()`)
    expect(await drainOnce()).toBe(1)
    expect(indexed('canva')?.short_description).toBe('Kept for later.')
  })

  it('waits for a task as long as configured: past the client default of 5 s, and no longer', async () => {
    const sync = createMeiliSync(clientFor({ taskTimeoutMs: 200 }))
    standIn.holdTasks(true)
    await expect(sync.prepare()).rejects.toThrow(MeilisearchTaskTimeOutError)

    const patient = createMeiliSync(clientFor({ taskTimeoutMs: 30_000 })).prepare()
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    standIn.holdTasks(false)
    await expect(patient).resolves.toBeUndefined()
  }, 20_000)
})

describe('reindexing Meilisearch', () => {
  it('fills fresh indexes and swaps them in with a payload v1.16 accepts', async () => {
    const client = clientFor()
    const { tools } = await createMeiliEngine(client, fixture.db).reindexAll()
    expect(tools).toBeGreaterThan(500)
    expect(standIn.indexes.get(INDEX.tools)?.documents.size).toBe(tools)
    expect(standIn.indexes.get(INDEX.tools)?.settings.sortableAttributes).toContain('popularity')
    expect([...standIn.indexes.keys()].sort()).toEqual(['bundles', 'categories', 'posts', 'tools'])
    const swaps = standIn.requests.filter((request) => request.path === '/swap-indexes')
    expect(swaps.map((request) => request.body)).toContainEqual([{ indexes: ['tools', 'tools_reindex'] }])
  })
})

describe('reindexing Meilisearch while Kitly changes', () => {
  it('keeps a change made after the reindex read the catalog: the new index gets it before the swap', async () => {
    const client = clientFor()
    const sync = createMeiliSync(client)
    await sync.prepare()
    const canva = await toolId('canva')
    const drainOnce = createOutboxDrainer(fixture.db, sync.apply, silent)
    let drained: Promise<number> | null = null
    standIn.onRequest((request) => {
      if (request.method !== 'POST') return
      if (!drained && request.path === '/indexes/tools_reindex/documents') {
        // The reindex has read the tools: an admin edits one, and the worker syncs it before the new index is
        // ready (its tasks wait until the worker's write to the live index has arrived).
        standIn.holdTasks(true)
        drained = fixture.db
          .query(sql.unsafe`UPDATE tools SET short_description = 'Changed mid-reindex.' WHERE id = ${canva}`)
          .then(() => drainOnce())
      }
      if (request.path === '/indexes/tools/documents') standIn.holdTasks(false)
    })
    await createMeiliEngine(client, fixture.db).reindexAll()
    expect(await drained).toBe(1)
    expect(indexed('canva')?.short_description).toBe('Changed mid-reindex.')
    expect([...standIn.indexes.keys()].sort()).toEqual(['bundles', 'categories', 'posts', 'tools'])
  })
})

describe('searching Meilisearch', () => {
  it('asks for the page and one facet query per filter, each leaving its own filter out', async () => {
    const client = clientFor()
    const engine = createMeiliEngine(client, fixture.db)
    await engine.reindexAll()
    standIn.requests.length = 0
    const query = { q: '', category: 'image-generation', pricing: 'free', task: 'design-logo' } as const
    const result = await engine.tools(query)
    const [search] = standIn.requests
    const { queries } = z.object({ queries: z.array(z.object({ filter: z.array(z.string()) })) }).parse(search?.body)
    expect(queries.map((entry) => entry.filter)).toEqual([
      ['category_slug = "image-generation"', 'is_paid = false', 'task_slugs = "design-logo"'],
      ['is_paid = false', 'task_slugs = "design-logo"'],
      ['category_slug = "image-generation"', 'task_slugs = "design-logo"'],
      ['category_slug = "image-generation"', 'is_paid = false'],
    ])
    // A listing (no words) counts the same tools in either engine.
    const postgres = await createPostgresEngine(fixture.db).tools(query)
    expect(result.total).toBe(postgres.total)
    expect(result.facets).toEqual(postgres.facets)
    expect(result.facets.tasks.length).toBeGreaterThan(0)
    expect((await engine.tools({ q: 'canva' })).hits[0]?.highlight.name).toBe('<mark>Canva</mark>')
  })

  it('gives up on a stalled Meilisearch after the request timeout, and Postgres answers', async () => {
    const warnings: string[] = []
    const client = clientFor({ requestTimeoutMs: 300 })
    standIn.stall(true)
    await expect(client.health()).rejects.toHaveProperty('cause', expect.any(MeilisearchRequestTimeOutError))
    const engine = withFallback(createMeiliEngine(client, fixture.db), createPostgresEngine(fixture.db), {
      warn: (_details, message) => warnings.push(message),
      error: (_details, message) => warnings.push(message),
    })
    const result = await engine.tools({ q: 'midjourney' })
    expect(result.hits[0]?.slug).toBe('midjourney')
    expect(warnings).toEqual(['search engine unavailable; answering from Postgres'])
    expect(engine.fallbacks()).toBe(1)
    expect(await engine.health()).toBe('down')
  })

  it('logs a query Meilisearch refuses once, as an error, and counts every fallback', async () => {
    const client = clientFor()
    // An index made without our settings: every sort is refused with a 400.
    await client
      .index(INDEX.tools)
      .addDocuments([{ id: 1, name: 'Unsorted' }])
      .waitTask()
    const logged: { level: string; code?: unknown }[] = []
    const engine = withFallback(createMeiliEngine(client, fixture.db), createPostgresEngine(fixture.db), {
      warn: () => logged.push({ level: 'warn' }),
      error: (details) => logged.push({ level: 'error', code: (details as { code?: unknown }).code }),
    })
    expect(await engine.health()).toBe('ok')
    for (let search = 0; search < 3; search++) {
      const result = await engine.tools({ q: '', sort: 'rating' })
      expect(result.hits.length).toBeGreaterThan(0)
    }
    expect(logged).toEqual([{ level: 'error', code: 'invalid_search_sort' }])
    expect(engine.fallbacks()).toBe(3)
  })
})

describe("retrieving a kit's candidates from Meilisearch", () => {
  it('finds the tools the recommender then scores, in one federated multi-search, as Postgres finds them', async () => {
    const engine = createMeiliEngine(clientFor(), fixture.db)
    await engine.reindexAll()
    standIn.requests.length = 0
    const words = ['podcast', 'transcription']
    const fromMeili = await kitCandidates(fixture.db, '', { words, limit: 8, retrieve: engine.kitCandidates })
    const fromPostgres = await kitCandidates(fixture.db, '', { words, limit: 8 })
    expect(fromMeili.length).toBe(8)
    expect(fromMeili.map((candidate) => candidate.tool.slug)).toEqual(
      fromPostgres.map((candidate) => candidate.tool.slug),
    )
    const searches = standIn.requests.filter((request) => request.path === '/multi-search')
    expect(searches).toHaveLength(1)
    expect(searches[0]?.body).toMatchObject({ federation: { limit: 240 } })
  })
})
