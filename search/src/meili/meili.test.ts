/**
 * The Meilisearch engine's side of the protocol, against the stand-in (stand-in/index.ts: Meilisearch v1.16's rules
 * where the adapter depends on them). The contract suite runs against a real Meilisearch when MEILI_URL is set.
 */
import { Meilisearch } from 'meilisearch'
import { sql } from 'slonik'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withFallback } from '../fallback.ts'
import { createPostgresEngine } from '../postgres/index.ts'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import { loadToolDocuments } from './documents.ts'
import { createMeiliEngine, syncEntities } from './engine.ts'
import { INDEX, INDEX_SETTINGS } from './settings.ts'
import { type MeiliStandIn, startMeiliStandIn } from './stand-in/index.ts'

let fixture: SearchFixture
let standIn: MeiliStandIn
let client: Meilisearch

beforeAll(async () => {
  fixture = await createCatalogDatabase()
  standIn = await startMeiliStandIn()
  client = new Meilisearch({ host: standIn.url })
  await client.index(INDEX.tools).updateSettings(INDEX_SETTINGS.tools).waitTask()
  await client
    .index(INDEX.tools)
    .addDocuments(await loadToolDocuments(fixture.db, null), { primaryKey: 'id' })
    .waitTask()
})
afterAll(async () => {
  await standIn.close()
  await fixture.close()
})
beforeEach(() => {
  standIn.requests.length = 0
})

const toolId = (slug: string) =>
  fixture.db.oneFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = ${slug}`)
const indexed = (slug: string) =>
  [...(standIn.indexes.get(INDEX.tools)?.documents.values() ?? [])].find((document) => document.slug === slug)

describe('syncing records to Meilisearch', () => {
  it('adds indexable documents and deletes the others, waiting for each task', async () => {
    const canva = await toolId('canva')
    const gamma = await toolId('gamma')
    await fixture.db.query(sql.unsafe`UPDATE tools SET short_description = 'Design it all.' WHERE id = ${canva}`)
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE id = ${gamma}`)
    await syncEntities(client, fixture.db, 'tool', [canva, gamma])
    expect(indexed('canva')?.short_description).toBe('Design it all.')
    expect(indexed('gamma')).toBeUndefined()
    expect(standIn.requests.filter((request) => request.path.startsWith('/tasks/')).length).toBeGreaterThanOrEqual(2)
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'active' WHERE id = ${gamma}`)
    await syncEntities(client, fixture.db, 'tool', [gamma])
  })
})

describe('searching Meilisearch', () => {
  it('asks for the page and one facet query per filter, each leaving its own filter out', async () => {
    const query = { q: '', category: 'image-generation', pricing: 'free', task: 'design-logo' } as const
    const result = await createMeiliEngine(client, fixture.db).tools(query)
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
  })

  it('highlights the words searched in the names and descriptions it returns, escaped', async () => {
    const result = await createMeiliEngine(client, fixture.db).tools({ q: 'canva' })
    expect(result.hits[0]?.highlight.name).toBe('<mark>Canva</mark>')
  })

  it('answers from Postgres, with a warning, while Meilisearch is unreachable', async () => {
    const warnings: string[] = []
    const unreachable = new Meilisearch({ host: 'http://127.0.0.1:1' })
    const engine = withFallback(createMeiliEngine(unreachable, fixture.db), createPostgresEngine(fixture.db), {
      warn: (_details, message) => warnings.push(message),
    })
    const result = await engine.tools({ q: 'midjourney' })
    expect(result.hits[0]?.slug).toBe('midjourney')
    expect(warnings).toEqual(['search engine unavailable; answering from Postgres'])
  })
})
