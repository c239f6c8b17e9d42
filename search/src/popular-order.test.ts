/**
 * "Popular" order on a fresh seed, where no tool has reviews or clicks yet: the editorial notability tier
 * (db/data/catalog/notability.editorial.json, migration 0047) puts widely known tools first, and real signals
 * overtake it. Run against every available engine.
 */
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogDatabase, ENGINE_FACTORIES, type SearchFixture } from './test-support.ts'

let fixture: SearchFixture
beforeAll(async () => {
  fixture = await createCatalogDatabase()
})
afterAll(() => fixture.close())

const firstSlugs = (hits: readonly { slug: string }[], count: number) => hits.slice(0, count).map((hit) => hit.slug)

describe.each(ENGINE_FACTORIES)('popular order on a fresh seed ($name engine)', ({ create }) => {
  it('opens a category on its household names, not on the alphabet', async () => {
    const engine = await create(fixture.db)
    const images = await engine.tools({ q: '', category: 'image-generation', sort: 'popular', limit: 10 })
    expect(new Set(firstSlugs(images.hits, 5))).toEqual(
      new Set(['canva', 'dall-e', 'leonardo-ai', 'midjourney', 'stable-diffusion']),
    )
    const chatbots = await engine.tools({ q: '', category: 'chatbots-assistants', sort: 'popular', limit: 10 })
    expect(new Set(firstSlugs(chatbots.hits, 5))).toEqual(
      new Set(['chatgpt', 'claude', 'copilot', 'gemini', 'meta-ai']),
    )
    // Without the prior the page opened on "AI Photo Forge, aiimagegenerator.org, Alpaca…".
    expect(firstSlugs(images.hits, 10)).not.toContain('ai-photo-forge')
  })

  it('lets a tool with many good ratings and clicks overtake the prior', async () => {
    // Alpaca has no notability tier; 30 reviews averaging 4.7 and 2,000 clicks outweigh Midjourney's tier 3.
    await fixture.db.query(sql.unsafe`
      UPDATE tools SET rating = 4.7, review_count = 30, click_count = 2000 WHERE slug = 'alpaca'`)
    try {
      const engine = await create(fixture.db)
      const images = await engine.tools({ q: '', category: 'image-generation', sort: 'popular', limit: 5 })
      expect(images.hits[0]?.slug).toBe('alpaca')
      expect(firstSlugs(images.hits, 5)).toContain('midjourney')
    } finally {
      await fixture.db.query(
        sql.unsafe`UPDATE tools SET rating = 0, review_count = 0, click_count = 0 WHERE slug = 'alpaca'`,
      )
    }
  })
})
