/**
 * Search engine outage: Meilisearch is configured (MEILI_URL) but nothing answers there. Searches still
 * answer, from Postgres, and see the admin's latest changes; every change the admin makes stays in the
 * search outbox (the worker tries, fails, and keeps it for later) so the index can catch up once it returns.
 */

import { sql } from '@kitly/db'
import { findFreePort } from '@kitly/db/free-port'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../build-test-app.ts'
import { createAdmin } from '../factories.ts'
import { type Browser, browserAs } from '../session.ts'

let app: FastifyInstance
let asAdmin: Browser

beforeAll(async () => {
  // A loopback port nothing listens on: every call to the engine is refused.
  app = await buildTestApp({ MEILI_URL: `http://127.0.0.1:${await findFreePort()}` })
  asAdmin = await browserAs(app, await createAdmin(app.db))
})
afterAll(() => app.close())

const OutboxRow = z.object({ id: z.number(), entity_id: z.number(), attempts: z.number() })

const outboxRows = () =>
  app.db.any(sql.type(OutboxRow)`SELECT id, entity_id, attempts FROM search_outbox WHERE entity = 'tool' ORDER BY id`)

/** The outbox row a change left for `toolId`: the newest, which must be newer than `after`. */
async function outboxRowFor(toolId: number, after: number) {
  const row = (await outboxRows()).findLast((each) => each.entity_id === toolId)
  expect(row?.id ?? 0, `outbox row for tool ${toolId}`).toBeGreaterThan(after)
  return row?.id ?? 0
}

const lastOutboxId = async () => (await outboxRows()).at(-1)?.id ?? 0

const toolForm = (name: string) => ({
  name,
  short_description: `${name} turns sketches into diagrams.`,
  website_url: 'https://example.com',
})

async function searchSlugs(url: string): Promise<string[]> {
  const response = await asAdmin.get(url)
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 })
  const body = response.json()
  return (Array.isArray(body) ? body : body.hits).map((tool: { slug: string }) => tool.slug)
}

describe('search with Meilisearch unreachable', () => {
  it('answers from Postgres with the latest changes, and keeps every change in the outbox', async () => {
    expect(app.searchEngine.name).toBe('meilisearch')
    const pending: number[] = []

    const created = []
    for (const name of ['Quokka Sketcher', 'Quokka Diagrammer']) {
      const before = await lastOutboxId()
      const response = await asAdmin.post('/api/admin/tools', toolForm(name))
      expect(response.statusCode).toBe(201)
      const tool = response.json() as { id: number; slug: string }
      pending.push(await outboxRowFor(tool.id, before))
      created.push(tool)
    }
    const [renamed, kept] = created as [{ id: number; slug: string }, { id: number; slug: string }]
    const before = await lastOutboxId()
    const update = await asAdmin.put(`/api/admin/tools/${renamed.id}`, toolForm('Wombat Renderer'))
    expect(update.statusCode).toBe(200)
    pending.push(await outboxRowFor(renamed.id, before))

    expect(await searchSlugs('/api/search?q=quokka')).toEqual([kept.slug])
    expect(await searchSlugs('/api/search?q=wombat')).toEqual([update.json().slug])
    expect(await searchSlugs('/api/tools?search=wombat')).toEqual([update.json().slug])

    // The worker has tried (and failed) to apply each change, and kept every one of them.
    await expect
      .poll(async () => (await outboxRows()).filter((row) => pending.includes(row.id) && row.attempts > 0).length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(pending.length)
    // Operators see it: the engine down, and the searches Postgres answered in its place.
    const { search } = (await app.inject('/api/ready')).json().checks
    expect(search).toEqual({ engine: 'meilisearch', status: 'down', fallbacks: expect.any(Number) })
    expect(search.fallbacks).toBeGreaterThanOrEqual(3)
    const metrics = (await app.inject('/metrics')).body
    expect(metrics).toMatch(/^kitly_search_engine_up 0$/m)
    expect(metrics).toMatch(new RegExp(`^kitly_search_fallbacks_total ${search.fallbacks}$`, 'm'))
    console.log(`search outage: ${pending.length} changes kept in the outbox, searches answered from Postgres`)
  }, 60_000)
})
