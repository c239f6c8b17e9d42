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
    await app.toolEvents.clicks.flush()
    expect(await clicksOf('canva')).toBe(before + 1)
  })

  it('counts each visitor once per write, and every visitor', async () => {
    const before = await clicksOf('runway')
    await Promise.all([click('runway', '203.0.113.5'), click('runway', '203.0.113.5'), click('runway', '203.0.113.6')])
    await app.toolEvents.clicks.flush()
    expect(await clicksOf('runway')).toBe(before + 2)
  })

  it("does not change the tool's updated_at, which the sitemap reads as its last change", async () => {
    const updatedAt = () =>
      app.db.oneFirst(sql.type(z.object({ updated_at: z.string() }))`SELECT updated_at FROM tools WHERE slug = 'gamma'`)
    const before = await updatedAt()
    await click('gamma')
    await app.toolEvents.clicks.flush()
    expect(await updatedAt()).toBe(before)
  })

  it('feeds popularity: the most clicked tool comes first in "popular" order', async () => {
    // Without the seed's editorial prior, which a few dozen clicks are not meant to outweigh.
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET notability = 0`)
    for (let i = 0; i < 40; i++) await click('zenmic-com', `198.51.100.${i}`)
    await app.toolEvents.clicks.flush()
    const [first] = (await app.inject('/api/tools?sort=popular&limit=1')).json()
    expect(first.slug).toBe('zenmic-com')
  })

  it('ignores clicks on tools that do not exist, and refuses what cannot be a slug', async () => {
    expect((await click('no-such-tool')).statusCode).toBe(204)
    await app.toolEvents.clicks.flush()
    const bad = await click('Not A Slug!')
    expect(bad.statusCode).toBe(400)
  })
})

const DailyStats = z.object({ clicks: z.number(), compare_adds: z.number(), kit_inclusions: z.number() })
/** The tool's figures for today (UTC), zeros when it has none. */
const todayOf = async (slug: string) =>
  (await app.db.maybeOne(sql.type(DailyStats)`
    SELECT s.clicks, s.compare_adds, s.kit_inclusions FROM tool_daily_stats s JOIN tools t ON t.id = s.tool_id
    WHERE t.slug = ${slug} AND s.day = (now() AT TIME ZONE 'UTC')::date`)) ?? {
    clicks: 0,
    compare_adds: 0,
    kit_inclusions: 0,
  }
const flushAll = () => Promise.all(Object.values(app.toolEvents).map((counter) => counter.flush()))

describe("the tools' daily figures", () => {
  it('adds clicks and compare adds to today, each visitor once per write', async () => {
    const before = await todayOf('runway')
    await click('runway', '203.0.113.20')
    const compare = (ip: string) => app.inject({ method: 'POST', url: '/api/tools/runway/compare', remoteAddress: ip })
    expect((await compare('203.0.113.21')).statusCode).toBe(204)
    await compare('203.0.113.21')
    await compare('203.0.113.22')
    await flushAll()
    expect(await todayOf('runway')).toEqual({
      ...before,
      clicks: before.clicks + 1,
      compare_adds: before.compare_adds + 2,
    })
  })

  it("counts each tool of a Magic Kit as included in a kit, for the kit's visitor once", async () => {
    const build = () =>
      app.inject({
        method: 'POST',
        url: '/api/magic-kit',
        remoteAddress: '203.0.113.30',
        payload: { prompt: 'edit podcast episodes and publish them', preferences: { kit_size: 5 } },
      })
    const kit = (await build()).json<{ tools: { slug: string }[] }>()
    expect(kit.tools.length).toBeGreaterThan(0)
    const first = kit.tools[0]?.slug ?? ''
    const before = await todayOf(first)
    await flushAll()
    const counted = await todayOf(first)
    expect(counted.kit_inclusions).toBeGreaterThan(0)
    await build()
    await flushAll()
    expect((await todayOf(first)).kit_inclusions).toBe(counted.kit_inclusions + 1)
    expect(before.kit_inclusions).toBeLessThanOrEqual(counted.kit_inclusions)
  })
})
