/**
 * Meilisearch configured, answered by the stand-in that keeps Meilisearch v1.16's rules (@kitly/search/meili-stand-in):
 * a reindex completes and every read route that searches is answered by Meilisearch, none by the Postgres fallback.
 */
import { type MeiliStandIn, startMeiliStandIn } from '@kitly/search/meili-stand-in'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../build-test-app.ts'
import { createTool } from '../factories.ts'

let standIn: MeiliStandIn
let app: FastifyInstance

beforeAll(async () => {
  standIn = await startMeiliStandIn()
  app = await buildTestApp({ MEILI_URL: standIn.url })
})
afterAll(async () => {
  await app.close()
  await standIn.close()
})

describe('search on Meilisearch (the v1.16 stand-in)', () => {
  it('reindexes, then answers every searching read route with no fallback to Postgres', async () => {
    await createTool(app.db, { name: 'Quokka Sketcher' })
    expect(await app.searchEngine.reindexAll()).toEqual({ tools: expect.any(Number) })
    const routes = [
      '/api/search?q=quokka',
      '/api/search?q=&sort=rating',
      '/api/search?q=&sort=newest&pricing=free',
      '/api/tools?sort=name',
      '/api/tools?sort=popular&featured=true',
      '/api/tools?search=sketcher',
      '/api/categories?search=image',
      '/api/bundles?search=kit',
      '/api/blog?search=ai',
    ]
    for (const url of routes) expect({ url, status: (await app.inject(url)).statusCode }).toEqual({ url, status: 200 })
    const found = (await app.inject('/api/search?q=quokka')).json()
    expect(found.hits.map((hit: { name: string }) => hit.name)).toEqual(['Quokka Sketcher'])

    const { search } = (await app.inject('/api/ready')).json().checks
    expect(search).toEqual({ engine: 'meilisearch', status: 'ok', fallbacks: 0 })
    expect((await app.inject('/metrics')).body).toMatch(/^kitly_search_engine_up 1$/m)
  })
})
