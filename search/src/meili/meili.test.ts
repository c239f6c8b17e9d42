/**
 * The Meilisearch engine's side of the protocol, against a local stand-in that records requests
 * (no Meilisearch can run on our machines; the contract suite runs against a real one when MEILI_URL is set).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { Meilisearch } from 'meilisearch'
import { sql } from 'slonik'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withFallback } from '../fallback.ts'
import { createPostgresEngine } from '../postgres/index.ts'
import { createCatalogDatabase, type SearchFixture } from '../test-support.ts'
import { createMeiliEngine, syncEntities } from './engine.ts'

type Recorded = { method: string; path: string; body: unknown }

let fixture: SearchFixture
let server: Server
let requests: Recorded[] = []
let multiSearchResults: unknown[] = []
let taskUid = 0

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : null
}

beforeAll(async () => {
  fixture = await createCatalogDatabase()
  server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    requests.push({ method: request.method ?? 'GET', path, body: await readBody(request) })
    response.setHeader('content-type', 'application/json')
    if (path.startsWith('/tasks/')) {
      response.end(
        JSON.stringify({ uid: Number(path.split('/')[2]), status: 'succeeded', type: 'documentAdditionOrUpdate' }),
      )
    } else if (path === '/multi-search') {
      response.end(JSON.stringify({ results: multiSearchResults }))
    } else {
      response.statusCode = 202
      response.end(
        JSON.stringify({ taskUid: ++taskUid, indexUid: 'tools', status: 'enqueued', type: 'x', enqueuedAt: '' }),
      )
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  server.close()
  await fixture.close()
})
beforeEach(() => {
  requests = []
})

const client = () => new Meilisearch({ host: `http://127.0.0.1:${(server.address() as { port: number }).port}` })
const toolId = (slug: string) =>
  fixture.db.oneFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = ${slug}`)

describe('syncing records to Meilisearch', () => {
  it('adds indexable documents and deletes the others, waiting for each task', async () => {
    const canva = await toolId('canva')
    const gamma = await toolId('gamma')
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE id = ${gamma}`)
    await syncEntities(client(), fixture.db, 'tool', [canva, gamma])
    const added = requests.find((r) => r.method === 'POST' && r.path.startsWith('/indexes/tools/documents?'))
    expect(
      z
        .array(z.object({ slug: z.string() }))
        .parse(added?.body)
        .map((document) => document.slug),
    ).toEqual(['canva'])
    const deleted = requests.find((r) => r.path === '/indexes/tools/documents/delete-batch')
    expect(deleted?.body).toEqual([gamma])
    expect(requests.filter((r) => r.path.startsWith('/tasks/'))).toHaveLength(2)
  })
})

describe('searching Meilisearch', () => {
  it('asks for the page and one facet query per filter, each leaving its own filter out', async () => {
    const canva = await fixture.db.one(sql.type(z.object({ id: z.number(), category_id: z.number() }))`
      SELECT id, category_id FROM tools WHERE slug = 'canva'`)
    const card = {
      id: canva.id,
      name: 'Canva',
      slug: 'canva',
      logo_url: null,
      category_id: canva.category_id,
      category_name: 'Image Generation',
      category_slug: 'image-generation',
      pricing_model: 'Freemium',
      is_paid: false,
      is_featured: false,
      short_description: 'Design <anything>.',
      rating: 0,
      review_count: 0,
      tags: [],
    }
    multiSearchResults = [
      { hits: [card], estimatedTotalHits: 1 },
      { hits: [], facetDistribution: { category_slug: { 'image-generation': 1, video: 2 } } },
      { hits: [], facetDistribution: { is_paid: { false: 1, true: 4 } } },
      { hits: [], facetDistribution: { task_slugs: { 'design-logo': 3, 'no-longer-a-task': 9, 'retouch-photos': 5 } } },
    ]
    const result = await createMeiliEngine(client(), fixture.db).tools({
      q: 'canva',
      category: 'image-generation',
      pricing: 'free',
      task: 'design-logo',
    })
    const [search] = requests
    const { queries } = z.object({ queries: z.array(z.object({ filter: z.array(z.string()) })) }).parse(search?.body)
    expect(queries.map((query) => query.filter)).toEqual([
      ['category_slug = "image-generation"', 'is_paid = false', 'task_slugs = "design-logo"'],
      ['is_paid = false', 'task_slugs = "design-logo"'],
      ['category_slug = "image-generation"', 'task_slugs = "design-logo"'],
      ['category_slug = "image-generation"', 'is_paid = false'],
    ])
    expect(result.hits[0]?.highlight).toEqual({
      name: '<mark>Canva</mark>',
      short_description: 'Design &lt;anything&gt;.',
    })
    expect(result.total).toBe(1)
    expect(result.facets.pricing).toEqual({ free: 1, paid: 4 })
    expect(result.facets.categories.map((category) => [category.slug, category.count])).toEqual([
      ['video', 2],
      ['image-generation', 1],
    ])
    // Tasks named from Postgres, most common first; a slug no longer in the task list is left out.
    expect(result.facets.tasks.map((task) => [task.slug, task.count])).toEqual([
      ['retouch-photos', 5],
      ['design-logo', 3],
    ])
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
