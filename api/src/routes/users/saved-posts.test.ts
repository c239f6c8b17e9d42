/**
 * Saved articles over HTTP: save, list, remove (each idempotent), drafts and unknown posts, and the merge of a
 * visitor's browser reading list into the account at sign-in.
 */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { countRows, createPost, createUser } from '../../../test/factories.ts'
import { browser, browserAs } from '../../../test/session.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

/** The account's saved post ids, newest save first, straight from the table. */
const savedPostIds = (userId: number) =>
  app.db.anyFirst(sql.type(z.object({ post_id: z.number() }))`
    SELECT post_id FROM saved_posts WHERE user_id = ${userId} ORDER BY created_at DESC`)

const listedIds = async (me: Awaited<ReturnType<typeof browserAs>>) =>
  (await me.get('/api/users/saved-posts')).json<{ id: number }[]>().map((post) => post.id)

describe('signed-out callers', () => {
  it.each([
    ['GET', '/api/users/saved-posts'],
    ['POST', '/api/users/saved-posts/1'],
    ['DELETE', '/api/users/saved-posts/1'],
    ['POST', '/api/users/saved-posts/import'],
  ] as const)('get 401 from %s %s and change nothing', async (method, url) => {
    const before = await countRows(app.db, 'saved_posts')
    const response = await browser(app).inject({ method, url, payload: method === 'GET' ? undefined : { slugs: [] } })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' })
    expect(await countRows(app.db, 'saved_posts')).toBe(before)
  })
})

describe('saved articles', () => {
  it('saves, lists as post cards newest first, and removes, each idempotently', async () => {
    const first = await createPost(app.db, { title: 'Prompting 101', tags: ['guides', 'prompts'] })
    const second = await createPost(app.db)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)

    for (const post of [first, first, second]) {
      const response = await me.post(`/api/users/saved-posts/${post.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true, saved: true })
    }
    expect(await savedPostIds(user.id)).toHaveLength(2)
    // Saved a moment apart: make the order unambiguous.
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_posts SET created_at = now() - interval '1 minute' WHERE user_id = ${user.id} AND post_id = ${first.id}`)
    const list = (await me.get('/api/users/saved-posts')).json()
    expect(list.map((post: { id: number }) => post.id)).toEqual([second.id, first.id])
    expect(list[1]).toEqual({
      id: first.id,
      title: 'Prompting 101',
      slug: first.slug,
      excerpt: 'Prompting 101 in short.',
      cover_image_url: null,
      tags: ['guides', 'prompts'],
      author_name: null,
      author_avatar_url: null,
      reading_time_minutes: 5,
      published_at: expect.stringMatching(/^\d{4}-/),
      saved_at: expect.stringMatching(/^\d{4}-/),
    })

    for (let i = 0; i < 2; i++) {
      const removed = await me.delete(`/api/users/saved-posts/${first.id}`)
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ ok: true, saved: false })
    }
    expect(await listedIds(me)).toEqual([second.id])
    expect(await savedPostIds(user.id)).toEqual([second.id])
  })

  it('answers 404 for an unknown post or a draft, and 400 for an id that is not one, saving nothing', async () => {
    const draft = await createPost(app.db, { published: false })
    const me = await browserAs(app, await createUser(app.db))
    const before = await countRows(app.db, 'saved_posts')
    for (const id of [99999999, draft.id]) {
      const response = await me.post(`/api/users/saved-posts/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Article not found' })
    }
    expect((await me.delete('/api/users/saved-posts/99999999')).statusCode).toBe(404)
    for (const bad of ['abc', '0', '1.5']) {
      const response = await me.post(`/api/users/saved-posts/${bad}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/^Invalid URL: postId/)
    }
    expect(await countRows(app.db, 'saved_posts')).toBe(before)
  })

  it('hides a saved post while it is unpublished, still lets it be removed, and forgets it when it is deleted', async () => {
    const post = await createPost(app.db)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    await me.post(`/api/users/saved-posts/${post.id}`)
    await app.db.query(
      sql.typeAlias('void')`UPDATE posts SET is_published = false, published_at = NULL WHERE id = ${post.id}`,
    )
    expect(await listedIds(me)).toEqual([])
    expect((await me.get('/api/users/dashboard')).json().stats.saved_posts).toBe(0)
    expect((await me.delete(`/api/users/saved-posts/${post.id}`)).statusCode).toBe(200)
    expect(await savedPostIds(user.id)).toEqual([])

    const deleted = await createPost(app.db)
    await me.post(`/api/users/saved-posts/${deleted.id}`)
    await app.db.query(sql.typeAlias('void')`DELETE FROM posts WHERE id = ${deleted.id}`)
    expect(await savedPostIds(user.id)).toEqual([])
  })
})

describe('POST /api/users/saved-posts/import', () => {
  it('adds the published posts of a reading list, keeps its order, and skips drafts, unknown slugs and repeats', async () => {
    const [older, newer, already] = [await createPost(app.db), await createPost(app.db), await createPost(app.db)]
    const draft = await createPost(app.db, { published: false })
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    await me.post(`/api/users/saved-posts/${already.id}`)
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_posts SET created_at = now() - interval '1 hour' WHERE user_id = ${user.id}`)

    // The browser's list, oldest save first, as the SPA keeps it.
    const slugs = [older.slug, 'deleted-long-ago', draft.slug, already.slug, older.slug, newer.slug]
    const response = await me.post('/api/users/saved-posts/import', { slugs })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, imported: 2 })
    expect(await savedPostIds(user.id)).toEqual([newer.id, older.id, already.id])
    expect(await listedIds(me)).toEqual([newer.id, older.id, already.id])

    // Sending the same list again (a second tab signing in) changes nothing.
    expect((await me.post('/api/users/saved-posts/import', { slugs })).json()).toEqual({ ok: true, imported: 0 })
    expect(await savedPostIds(user.id)).toEqual([newer.id, older.id, already.id])
  })

  it('leaves other accounts alone', async () => {
    const post = await createPost(app.db)
    const ana = await createUser(app.db)
    const bo = await createUser(app.db)
    await (await browserAs(app, ana)).post('/api/users/saved-posts/import', { slugs: [post.slug] })
    expect(await savedPostIds(ana.id)).toEqual([post.id])
    expect(await savedPostIds(bo.id)).toEqual([])
  })

  // Each bad list names a real article, so "saves nothing" is a real check.
  // Each bad list names a real article, so "saves nothing" is a real check.
  it.each([
    ['no list', () => ({}), 'slugs: slugs must be a list'],
    ['a list that is not one', (slug: string) => ({ slugs: `${slug},other` }), 'slugs: slugs must be a list'],
    [
      'a slug that is not text',
      (slug: string) => ({ slugs: [slug, 42] }),
      'slugs.1: Each saved article must be named by its slug',
    ],
    [
      'more than 200 articles',
      (slug: string) => ({ slugs: [slug, ...Array.from({ length: 200 }, (_, i) => `p-${i}`)] }),
      'slugs: At most 200 saved articles can be added at once',
    ],
  ])('refuses %s with a 400 naming the problem and saves nothing', async (_case, payloadFor, problem) => {
    const post = await createPost(app.db)
    const user = await createUser(app.db)
    const response = await (await browserAs(app, user)).post('/api/users/saved-posts/import', payloadFor(post.slug))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(`Invalid request body: ${problem}`)
    expect(await savedPostIds(user.id)).toEqual([])
  })

  it('accepts exactly 200 articles', async () => {
    const post = await createPost(app.db)
    const user = await createUser(app.db)
    const slugs = [...Array.from({ length: 199 }, (_, i) => `gone-${i}`), post.slug]
    const response = await (await browserAs(app, user)).post('/api/users/saved-posts/import', { slugs })
    expect(response.json()).toEqual({ ok: true, imported: 1 })
    expect(await savedPostIds(user.id)).toEqual([post.id])
  })
})
