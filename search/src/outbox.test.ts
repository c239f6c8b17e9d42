import { sql } from 'slonik'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Entity, loadDocuments } from './meili/documents.ts'
import { createOutboxDrainer, type OutboxChange, startOutboxWorker } from './outbox.ts'
import { createCatalogDatabase, type SearchFixture } from './test-support.ts'

let fixture: SearchFixture
beforeAll(async () => {
  fixture = await createCatalogDatabase()
})
afterAll(() => fixture.close())
beforeEach(async () => {
  await fixture.db.query(sql.unsafe`DELETE FROM search_outbox`)
})

const silent = { warn: () => {}, debug: () => {} }
const Queued = z.object({ entity: z.string(), entity_id: z.number() })
const queued = () => fixture.db.any(sql.type(Queued)`SELECT entity, entity_id FROM search_outbox ORDER BY id`)
const toolId = (slug: string) =>
  fixture.db.oneFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = ${slug}`)

describe('search outbox triggers', () => {
  it('enqueue every change to tools, categories, bundles and posts in the same transaction', async () => {
    const canva = await toolId('canva')
    await fixture.db.query(sql.unsafe`UPDATE tools SET short_description = 'Design anything.' WHERE id = ${canva}`)
    await fixture.db.query(sql.unsafe`UPDATE categories SET description = 'Pictures.' WHERE slug = 'image-generation'`)
    await fixture.db.query(sql.unsafe`UPDATE bundles SET popularity = 3 WHERE slug = 'startup-launch-kit'`)
    await fixture.db.query(sql.unsafe`UPDATE posts SET excerpt = 'New.' WHERE slug = 'build-a-starter-ai-kit'`)
    expect((await queued()).map((row) => row.entity)).toEqual(['tool', 'category', 'bundle', 'post'])
    expect((await queued())[0]?.entity_id).toBe(canva)
  })

  it('enqueue a tool whose tasks change, once per statement, and not one deleted with its tags', async () => {
    const tool = await fixture.db.oneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO tools (name, slug, short_description, website_url)
      VALUES ('Taggle', 'taggle', 'Tagged, then deleted.', 'https://taggle.example') RETURNING id`)
    await fixture.db.query(sql.unsafe`DELETE FROM search_outbox`)
    await fixture.db.query(sql.unsafe`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed) SELECT ${tool}, id, false FROM tasks ORDER BY id LIMIT 2`)
    await fixture.db.query(sql.unsafe`UPDATE tool_tasks SET reviewed = true WHERE tool_id = ${tool}`)
    await fixture.db.query(
      sql.unsafe`DELETE FROM tool_tasks WHERE tool_id = ${tool} AND task_id = (SELECT min(id) FROM tasks)`,
    )
    expect(await queued()).toEqual(Array.from({ length: 3 }, () => ({ entity: 'tool', entity_id: tool })))

    await fixture.db.query(sql.unsafe`DELETE FROM search_outbox`)
    await fixture.db.query(sql.unsafe`DELETE FROM tools WHERE id = ${tool}`)
    expect(await queued()).toEqual([{ entity: 'tool', entity_id: tool }])
  })

  it('enqueue a tool whose clicks change its popularity, which Meilisearch sorts by', async () => {
    const canva = await toolId('canva')
    await fixture.db.query(sql.unsafe`UPDATE tools SET click_count = click_count + 1 WHERE id = ${canva}`)
    expect(await queued()).toEqual([{ entity: 'tool', entity_id: canva }])
    const { upserts } = await loadDocuments(fixture.db, 'tool', [canva])
    const popularity = await fixture.db.oneFirst(
      sql.type(z.object({ popularity: z.number() }))`SELECT popularity FROM tools WHERE id = ${canva}`,
    )
    expect(upserts[0]?.popularity).toBe(popularity)
  })

  it("enqueue a category's tools when its slug changes, and not when only its description does", async () => {
    const tools = await fixture.db.anyFirst(sql.type(z.object({ id: z.number() }))`
      SELECT t.id FROM tools t JOIN categories c ON c.id = t.category_id WHERE c.slug = 'seo' ORDER BY t.id`)
    expect(tools.length).toBeGreaterThan(0)
    await fixture.db.query(sql.unsafe`UPDATE categories SET description = 'Search engines.' WHERE slug = 'seo'`)
    expect((await queued()).map((row) => row.entity)).toEqual(['category'])
    await fixture.db.query(sql.unsafe`UPDATE categories SET slug = 'search-optimisation' WHERE slug = 'seo'`)
    const enqueuedTools = (await queued()).filter((row) => row.entity === 'tool').map((row) => row.entity_id)
    expect(enqueuedTools.toSorted((a, b) => a - b)).toEqual(tools)
    const { upserts } = await loadDocuments(fixture.db, 'tool', tools.slice(0, 1))
    expect(upserts[0]?.category_slug).toBe('search-optimisation')
    await fixture.db.query(sql.unsafe`UPDATE categories SET slug = 'seo' WHERE slug = 'search-optimisation'`)
  })

  it('enqueue nothing when a transaction rolls back', async () => {
    await fixture.db
      .transaction(async (tx) => {
        await tx.query(sql.unsafe`UPDATE tools SET name = 'Canva 2' WHERE slug = 'canva'`)
        throw new Error('rolled back')
      })
      .catch(() => {})
    expect(await queued()).toEqual([])
  })
})

describe('the outbox drainer', () => {
  it('hands each changed record over once, grouped by entity, and then forgets the rows', async () => {
    const canva = await toolId('canva')
    await fixture.db.query(sql.unsafe`UPDATE tools SET tags = '{design}' WHERE id = ${canva}`)
    await fixture.db.query(sql.unsafe`UPDATE tools SET tags = '{design, social}' WHERE id = ${canva}`)
    await fixture.db.query(sql.unsafe`UPDATE posts SET excerpt = 'Changed.' WHERE slug = 'build-a-starter-ai-kit'`)
    const applied: OutboxChange[][] = []
    const drain = createOutboxDrainer(fixture.db, async (changes) => void applied.push(changes), silent)
    expect(await drain()).toBe(3)
    expect(applied).toHaveLength(1)
    expect(applied[0]?.find((change) => change.entity === 'tool')?.ids).toEqual([canva])
    expect(await queued()).toEqual([])
    expect(await drain()).toBe(0)
  })

  it('keeps a batch whose sync failed, and retries it later with backoff', async () => {
    await fixture.db.query(sql.unsafe`UPDATE tools SET tags = '{video}' WHERE slug = 'runway'`)
    const failing = createOutboxDrainer(fixture.db, async () => Promise.reject(new Error('index down')), silent)
    expect(await failing()).toBe(0)
    const row = await fixture.db.one(sql.type(z.object({ attempts: z.number(), waits: z.boolean() }))`
      SELECT attempts, next_attempt_at > now() AS waits FROM search_outbox`)
    expect(row).toEqual({ attempts: 1, waits: true })
    // Not due yet: nothing is handed over until the backoff has passed.
    const applied: OutboxChange[][] = []
    const working = createOutboxDrainer(fixture.db, async (changes) => void applied.push(changes), silent)
    expect(await working()).toBe(0)
    await fixture.db.query(sql.unsafe`UPDATE search_outbox SET next_attempt_at = now()`)
    expect(await working()).toBe(1)
    expect(await queued()).toEqual([])
  })

  it('syncs within moments of a commit when running as a worker', async () => {
    let resolveApplied: (changes: OutboxChange[]) => void = () => {}
    const applied = new Promise<OutboxChange[]>((resolve) => {
      resolveApplied = resolve
    })
    const worker = await startOutboxWorker({
      db: fixture.db,
      databaseUrl: fixture.database.url,
      apply: async (changes) => resolveApplied(changes),
      log: silent,
    })
    try {
      await fixture.db.query(sql.unsafe`UPDATE tools SET tags = '{music}' WHERE slug = 'suno-ai'`)
      const changes = await applied
      expect(changes).toEqual([{ entity: 'tool', ids: [await toolId('suno-ai')] }])
    } finally {
      await worker.stop()
    }
  })
})

describe('index documents', () => {
  it('upserts what the public may find and deletes the rest', async () => {
    const gamma = await toolId('gamma')
    const canva = await toolId('canva')
    await fixture.db.query(sql.unsafe`UPDATE tools SET status = 'inactive' WHERE id = ${gamma}`)
    const tools = await loadDocuments(fixture.db, 'tool', [canva, gamma, 999_999])
    expect(tools.upserts.map((document) => document.id)).toEqual([canva])
    expect(tools.deletions).toEqual([gamma, 999_999])
    expect(tools.upserts[0]).toMatchObject({ slug: 'canva', category_slug: 'image-generation', name_sort: 'canva' })
    // Its reviewed tasks only, for the task filter: a suggested tag waits for an admin.
    const reviewed = await fixture.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT ta.slug::text FROM tool_tasks tt JOIN tasks ta ON ta.id = tt.task_id
      WHERE tt.tool_id = ${canva} AND tt.reviewed ORDER BY ta.slug`)
    expect(reviewed.length).toBeGreaterThan(0)
    await fixture.db.query(sql.unsafe`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed)
      SELECT ${canva}, id, false FROM tasks WHERE slug = 'transcribe-audio' ON CONFLICT DO NOTHING`)
    expect((await loadDocuments(fixture.db, 'tool', [canva])).upserts[0]?.task_slugs).toEqual(reviewed)
    for (const entity of ['category', 'bundle', 'post'] satisfies Entity[]) {
      const { upserts } = await loadDocuments(fixture.db, entity, null)
      expect(upserts.length).toBeGreaterThan(0)
    }
  })
})
