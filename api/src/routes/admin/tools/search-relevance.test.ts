/**
 * What the admin tool search finds on the seed catalog: a name typed with a typo or with a word more finds the
 * tool first, and a phrase that is nobody's name lists only the tools whose texts hold it, not every name sharing
 * one of its words.
 */

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCatalogApp } from '../../../../test/catalog-app.ts'
import { listAdminTools } from './queries.ts'
import { ListAdminToolsQuery } from './schemas.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildCatalogApp()
})
afterAll(() => app.close())

const search = (q: string) => listAdminTools(app.db, ListAdminToolsQuery.parse({ q }))

/** Lower-cased, accents dropped: search_normalize's rule. */
const normalized = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

describe('the admin tool search on the seed catalog', () => {
  it.each([
    ['midjurney', 'Midjourney'],
    ['chatgpy', 'ChatGPT'],
    ['canav', 'Canva'],
    ['runwya', 'Runway'],
    ['stabel diffusion', 'Stable Diffusion'],
    ['perplexty ai', 'Perplexity AI'],
    ['notoin ai', 'Notion AI'],
    ['midjourney ai', 'Midjourney'],
    ['midjourny ai', 'Midjourney'],
    ['jasper ai', 'Jasper'],
    ['jaspr ai', 'Jasper'],
    ['eleven lab', 'Eleven Labs'],
    ['stable audio', 'Stable Audio'],
  ])('finds "%s" as %s first', async (q, name) => {
    expect((await search(q)).tools[0]?.name).toBe(name)
  })

  it.each(['assistant stable', 'chat cpp', 'video music', 'writing image', 'video of', 'music by'])(
    'lists for "%s" only the tools whose name, slug or short description holds it',
    async (q) => {
      const { tools } = await search(q)
      const strays = tools.filter(
        (tool) => ![tool.name, tool.slug, tool.short_description].some((text) => normalized(text).includes(q)),
      )
      expect(strays.map((tool) => tool.name)).toEqual([])
    },
  )
})
