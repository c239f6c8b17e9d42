import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const click = (slug: string, ip = '203.0.113.1') =>
  app.inject({ method: 'POST', url: `/api/tools/${slug}/click`, remoteAddress: ip })
const clicksOf = (slug: string) =>
  app.db.oneFirst(sql.type(z.object({ click_count: z.number() }))`SELECT click_count FROM tools WHERE slug = ${slug}`)

describe('POST /api/tools/{slug}/click', () => {
  it('answers 204 at once and counts the click with the next write', async () => {
    const before = await clicksOf('canva')
    const response = await click('canva')
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    await app.clickCounter.flush()
    expect(await clicksOf('canva')).toBe(before + 1)
  })

  it('counts each visitor once per write, and every visitor', async () => {
    const before = await clicksOf('runway')
    await Promise.all([click('runway', '203.0.113.5'), click('runway', '203.0.113.5'), click('runway', '203.0.113.6')])
    await app.clickCounter.flush()
    expect(await clicksOf('runway')).toBe(before + 2)
  })

  it("does not change the tool's updated_at, which the sitemap reads as its last change", async () => {
    const updatedAt = () =>
      app.db.oneFirst(sql.type(z.object({ updated_at: z.string() }))`SELECT updated_at FROM tools WHERE slug = 'gamma'`)
    const before = await updatedAt()
    await click('gamma')
    await app.clickCounter.flush()
    expect(await updatedAt()).toBe(before)
  })

  it('feeds popularity: the most clicked tool comes first in "popular" order', async () => {
    for (let i = 0; i < 40; i++) await click('zenmic-com', `198.51.100.${i}`)
    await app.clickCounter.flush()
    const [first] = (await app.inject('/api/tools?sort=popular&limit=1')).json()
    expect(first.slug).toBe('zenmic-com')
  })

  it('ignores clicks on tools that do not exist, and refuses what cannot be a slug', async () => {
    expect((await click('no-such-tool')).statusCode).toBe(204)
    await app.clickCounter.flush()
    const bad = await click('Not A Slug!')
    expect(bad.statusCode).toBe(400)
  })
})
