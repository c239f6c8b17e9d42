/** /api/admin/blog: every post, create and edit (sanitized content, published_at rules), delete. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const form = (fields: Record<string, unknown> = {}) => ({
  title: 'Ten Prompts That Work',
  excerpt: 'A short list.',
  content: '# Hello\n\nSome **bold** text.',
  ...fields,
})

const createPost = async (fields: Record<string, unknown> = {}) => {
  const response = await context.asAdmin.post('/api/admin/blog', form(fields))
  expect(response.statusCode).toBe(201)
  return response.json()
}

describe('GET /api/admin/blog', () => {
  it('lists drafts and published posts', async () => {
    const draft = await createPost({ title: 'Draft one' })
    const published = await createPost({ title: 'Out now', is_published: true })
    const response = await context.asAdmin.get('/api/admin/blog')
    expect(response.statusCode).toBe(200)
    const ids = response.json().map((post: { id: number }) => post.id)
    expect(ids).toEqual(expect.arrayContaining([draft.id, published.id]))
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/blog')
  })
})

describe('POST /api/admin/blog', () => {
  it('renders Markdown to HTML, derives the slug and stores a draft without a publication date', async () => {
    const post = await createPost({ tags: 'ai, prompts', author_name: '' })
    expect(post).toMatchObject({
      slug: 'ten-prompts-that-work',
      content: '<h1>Hello</h1>\n<p>Some <strong>bold</strong> text.</p>',
      tags: ['ai', 'prompts'],
      author_name: null,
      reading_time_minutes: 5,
      is_published: false,
      published_at: null,
    })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'post.create', entity_id: String(post.id) })
  })

  it('strips scripts, event handlers and javascript: links from HTML before storing it', async () => {
    const post = await createPost({
      content:
        '<p onclick="steal()">Hi <a href="javascript:alert(1)">link</a> <a href="https://ok.example.com" target="_blank">ok</a></p>' +
        '<script>alert(1)</script><img src="x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    })
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(post.content).toContain('<a href="https://ok.example.com" target="_blank" rel="noopener noreferrer">ok</a>')
    const stored = await context.app.db.oneFirst(
      sql.type(z.object({ content: z.string() }))`SELECT content FROM posts WHERE id = ${post.id}`,
    )
    expect(stored).toBe(post.content)
  })

  it('refuses content that is nothing but script', async () => {
    const response = await context.asAdmin.post('/api/admin/blog', form({ content: '<script>alert(1)</script>' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Content is required (nothing was left once scripts were removed)')
  })

  it('publishes with the date sent, or now', async () => {
    const dated = await createPost({ is_published: true, published_at: '2026-01-05T09:30:00.000Z' })
    expect(dated.published_at).toBe('2026-01-05T09:30:00.000Z')
    const now = await createPost({ is_published: 'true' })
    expect(Date.now() - Date.parse(now.published_at)).toBeLessThan(60_000)
  })

  it.each([[0], [61], ['soon'], [2.5]])('turns an invalid reading time (%o) into 5', async (reading_time_minutes) => {
    expect((await createPost({ reading_time_minutes })).reading_time_minutes).toBe(5)
  })

  it('keeps a valid reading time', async () => {
    expect((await createPost({ reading_time_minutes: '12' })).reading_time_minutes).toBe(12)
  })

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ excerpt: '' }, 'Excerpt is required'],
    [{ content: '  ' }, 'Content is required'],
    [{ cover_image_url: 'cover.png' }, 'Cover image URL must be a valid URL'],
    [{ author_avatar_url: 'javascript:alert(1)' }, 'Author avatar URL must be a valid URL'],
    [{ published_at: 'yesterday' }, 'Published date must be an ISO date-time'],
  ])('refuses %o with 400 "%s"', async (fields, error) => {
    const response = await context.asAdmin.post('/api/admin/blog', form(fields))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })
})

describe('PUT /api/admin/blog/{id}', () => {
  it('keeps the existing publication date on re-save and clears it when unpublished', async () => {
    const post = await createPost({ is_published: true, published_at: '2026-02-01T00:00:00.000Z' })
    const resaved = await context.asAdmin.put(
      `/api/admin/blog/${post.id}`,
      form({ is_published: true, title: 'New title' }),
    )
    expect(resaved.statusCode).toBe(200)
    expect(resaved.json()).toMatchObject({
      slug: post.slug,
      title: 'New title',
      published_at: '2026-02-01T00:00:00.000Z',
    })
    const unpublished = await context.asAdmin.put(`/api/admin/blog/${post.id}`, form({ is_published: false }))
    expect(unpublished.json()).toMatchObject({ is_published: false, published_at: null })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'post.update', entity_id: String(post.id) })
  })

  it('answers 404 for an unknown post and 400 for bad fields', async () => {
    const missing = await context.asAdmin.put('/api/admin/blog/999999', form())
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Blog post not found' })
    const post = await createPost()
    expect((await context.asAdmin.put(`/api/admin/blog/${post.id}`, form({ title: '' }))).statusCode).toBe(400)
  })
})

describe('the body as the admin typed it', () => {
  it('comes back to the admin verbatim while the public blog serves only the sanitized HTML', async () => {
    const markdown = '## Why sanitize\n\n    indented code\n\nA [link](https://example.com).\n'
    const post = await createPost({ title: 'Kept as written', content: markdown, is_published: true })
    expect(post).toMatchObject({ content_source: markdown, content: expect.stringContaining('<h2>Why sanitize</h2>') })

    const edited = `${markdown}\nOne more *line*.`
    expect(
      (await context.asAdmin.put(`/api/admin/blog/${post.id}`, form({ content: edited, is_published: true }))).json(),
    ).toMatchObject({ content_source: edited, content: expect.stringContaining('<em>line</em>') })
    const listed = (await context.asAdmin.get('/api/admin/blog'))
      .json()
      .find((row: { id: number }) => row.id === post.id)
    expect(listed.content_source).toBe(edited)
    const SourceRow = z.object({ content_source: z.string().nullable() })
    const stored = await context.app.db.oneFirst(
      sql.type(SourceRow)`SELECT content_source FROM posts WHERE id = ${post.id}`,
    )
    expect(stored).toBe(edited)

    const article = await context.app.inject({ method: 'GET', url: `/api/blog/${post.slug}` })
    expect(article.statusCode).toBe(200)
    expect(article.json()).toMatchObject({ content: listed.content })
    expect(article.json()).not.toHaveProperty('content_source')
    const summaries = (await context.app.inject({ method: 'GET', url: '/api/blog?limit=100' })).json()
    expect(summaries.find((row: { id: number }) => row.id === post.id)).toBeDefined()
    for (const summary of summaries) expect(summary).not.toHaveProperty('content_source')
    expect(article.body).not.toContain('    indented code')
  })
})

describe('DELETE /api/admin/blog/{id}', () => {
  it('deletes the post, then answers 404', async () => {
    const post = await createPost({ title: 'Short lived' })
    const response = await context.asAdmin.delete(`/api/admin/blog/${post.id}`)
    expect(response.json()).toEqual({ ok: true, message: 'Blog post "Short lived" deleted' })
    expect((await context.asAdmin.delete(`/api/admin/blog/${post.id}`)).statusCode).toBe(404)
  })
})
