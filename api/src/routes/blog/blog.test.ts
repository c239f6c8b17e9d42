/** GET /api/blog past one page: paging, the total, and search and tag filters over every post. */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'

/** More posts than the 24 of the list's first page; every third is about video, the newest first. */
const POSTS = 30

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO posts (title, slug, excerpt, content, tags, is_published, published_at)
    SELECT CASE WHEN n % 3 = 0 THEN 'Editing video, part ' || n ELSE 'Writing tips, part ' || n END,
           'post-' || n, 'Part ' || n || '.', '<p>Part ' || n || '</p>',
           CASE WHEN n % 3 = 0 THEN '{video,guides}'::text[] ELSE '{writing}'::text[] END,
           true, '2026-01-01'::timestamptz + n * interval '1 day'
    FROM generate_series(1, ${POSTS}) AS n`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO posts (title, slug, excerpt, content, tags) VALUES ('Draft video', 'draft-video', 'Soon.', '<p>Soon</p>', '{video}')`)
})
afterAll(() => app.close())

const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/blog?${query}` })
  expect(response.statusCode).toBe(200)
  return {
    total: Number(response.headers['x-total-count']),
    slugs: response.json().map((post: { slug: string }) => post.slug),
  }
}
const slugsOf = (numbers: number[]) => numbers.map((n) => `post-${n}`)
const newestFirst = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index)

describe('GET /api/blog', () => {
  it('pages through every published post, newest first, with the total', async () => {
    expect(await list('limit=24')).toEqual({ total: POSTS, slugs: slugsOf(newestFirst(30, 7)) })
    expect(await list('limit=24&offset=24')).toEqual({ total: POSTS, slugs: slugsOf(newestFirst(6, 1)) })
    expect(await list('limit=24&offset=48')).toEqual({ total: POSTS, slugs: [] })
  })

  it('filters by tag across every post, drafts left out', async () => {
    const video = newestFirst(30, 1).filter((n) => n % 3 === 0)
    expect(await list('tag=video&limit=6')).toEqual({ total: 10, slugs: slugsOf(video.slice(0, 6)) })
    expect(await list('tag=video&limit=6&offset=6')).toEqual({ total: 10, slugs: slugsOf(video.slice(6)) })
    expect(await list('tag=nothing-here')).toEqual({ total: 0, slugs: [] })
  })

  it('searches every post, then pages and filters the matches', async () => {
    const all = await list('search=writing&limit=100')
    expect(all.total).toBe(20)
    expect(new Set(all.slugs)).toEqual(new Set(slugsOf(newestFirst(30, 1).filter((n) => n % 3 !== 0))))
    const second = await list('search=writing&limit=12&offset=12')
    expect(second).toEqual({ total: 20, slugs: all.slugs.slice(12, 20) })
    expect((await list('search=video&tag=guides')).total).toBe(10)
  })

  it('refuses a negative offset and an overlong tag with a 400 naming the field', async () => {
    const negative = await app.inject({ method: 'GET', url: '/api/blog?offset=-1' })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().error).toContain('offset must not be negative')
    const long = await app.inject({ method: 'GET', url: `/api/blog?tag=${'x'.repeat(101)}` })
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toContain('tag must be at most 100 characters')
  })
})
