/**
 * The signed-in user's calls over HTTP: profile, password, avatar upload, saved tools, favorite bundles,
 * dashboard; then a visitor's whole journey from sign-up to sign-out.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import {
  countRows,
  createBundle,
  createCategory,
  createPost,
  createTool,
  createUser,
  multipartForm,
  TEST_PASSWORD,
  unique,
} from '../../../test/factories.ts'
import { imageHeader } from '../../../test/image-headers.ts'
import { browser, browserAs } from '../../../test/session.ts'

let app: FastifyInstance
const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-users-test-'))
const uploadsDir = path.join(dataDir, 'uploads')

beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
})

// The smallest valid PNG (1×1, transparent) and a JPEG header: what content checks look at.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = imageHeader.jpeg(64, 64)

const avatarUpload = (content: Buffer | string, filename = 'me.png', type = 'image/png', field = 'avatar') =>
  multipartForm([{ field, filename, type, content }])

const uploadedFiles = () =>
  existsSync(path.join(uploadsDir, 'avatars')) ? readdirSync(path.join(uploadsDir, 'avatars')).sort() : []

const AvatarColumns = z.object({ avatar_url: z.string().nullable(), profile_image_url: z.string().nullable() })
const avatarOf = (userId: number) =>
  app.db.one(sql.type(AvatarColumns)`
    SELECT u.avatar_url, p.profile_image_url FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${userId}`)

describe('GET /api/users/session', () => {
  it('answers a visitor with user null and a 200, and a signed-in browser with the current user', async () => {
    const visitor = await browser(app).get('/api/users/session')
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ user: null })
    expect(visitor.headers['cache-control']).toBe('private, no-store')

    const user = await createUser(app.db, { name: 'Ada Session' })
    const me = await browserAs(app, user)
    const signedIn = await me.get('/api/users/session')
    expect(signedIn.json()).toEqual({ user: (await me.get('/api/users/me')).json() })
    expect(signedIn.json().user).toMatchObject({ id: user.id, name: 'Ada Session' })
  })
})

describe('signed-out callers', () => {
  it.each([
    ['GET', '/api/users/me'],
    ['GET', '/api/users/profile'],
    ['PUT', '/api/users/profile'],
    ['PUT', '/api/users/password'],
    ['POST', '/api/users/upload-avatar'],
    ['GET', '/api/users/saved-tools'],
    ['POST', '/api/users/saved-tools/1'],
    ['DELETE', '/api/users/saved-tools/1'],
    ['GET', '/api/users/saved-bundles'],
    ['POST', '/api/users/saved-bundles/1'],
    ['DELETE', '/api/users/saved-bundles/1'],
    ['GET', '/api/users/dashboard'],
  ] as const)('get 401 from %s %s so the SPA can ask them to sign in', async (method, url) => {
    const response = await browser(app).inject({ method, url, payload: method === 'GET' ? undefined : {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' })
    expect(response.headers['cache-control']).toBe('private, no-store')
  })
})

describe('profile', () => {
  it('answers the user, the profile and when they joined', async () => {
    const user = await createUser(app.db, { name: 'Ada Lovelace', mobile: '+44 20 7946 0102' })
    const response = await (await browserAs(app, user)).get('/api/users/profile')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      user: { id: user.id, name: 'Ada Lovelace', email: user.email, avatar_url: null },
      profile: {
        mobile_number: '+44 20 7946 0102',
        bio: null,
        date_of_birth: null,
        location: null,
        profile_image_url: null,
      },
      kitly_user: {
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        has_password: true,
        google_linked: false,
        pending_email: null,
      },
    })
  })

  it('saves every field of the form, trimmed, and answers the new profile', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const email = user.email
    const response = await me.put('/api/users/profile', {
      name: '  Ada King ',
      email,
      mobile_number: '+1 (555) 010-9999',
      bio: 'Wrote the first program.',
      date_of_birth: '1985-12-10',
      location: 'London',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      user: { name: 'Ada King', email },
      profile: {
        mobile_number: '+1 (555) 010-9999',
        bio: 'Wrote the first program.',
        date_of_birth: '1985-12-10',
        location: 'London',
      },
    })
    expect((await me.get('/api/users/me')).json()).toMatchObject({ name: 'Ada King', email })
  })

  it('leaves out fields alone and clears optional ones sent empty', async () => {
    const user = await createUser(app.db, { mobile: '+44 1234 5678' })
    const me = await browserAs(app, user)
    await me.put('/api/users/profile', { bio: 'Hello', location: 'Paris' })
    const response = await me.put('/api/users/profile', { location: '', bio: null })
    expect(response.json()).toMatchObject({
      user: { name: user.name, email: user.email },
      profile: { mobile_number: '+44 1234 5678', bio: null, location: null },
    })
  })

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Email address is required'],
    ['name', { name: ' ' }, 'Full name is required'],
    ['name', { name: 'x'.repeat(201) }, 'Full name must be at most 200 characters'],
    ['mobile_number', { mobile_number: 'ring ring' }, 'Please enter a valid mobile number'],
    ['bio', { bio: 'x'.repeat(2001) }, 'Bio must be at most 2000 characters'],
    ['location', { location: 'x'.repeat(201) }, 'Location must be at most 200 characters'],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, 'Date of birth must be in the past'],
    ['date_of_birth', { date_of_birth: '1985-02-30' }, 'Please enter a valid date of birth (YYYY-MM-DD)'],
    ['date_of_birth', { date_of_birth: '10/12/1985' }, 'Please enter a valid date of birth (YYYY-MM-DD)'],
    ['date_of_birth', { date_of_birth: 19851210 }, 'Please enter a valid date of birth (YYYY-MM-DD)'],
    ['date_of_birth', { date_of_birth: '1899-12-31' }, 'Date of birth must be after 1900'],
  ])('refuses a bad %s with 400 and changes nothing (%o)', async (field, change, message) => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const before = (await me.get('/api/users/profile')).json()
    const response = await me.put('/api/users/profile', { bio: 'changed', ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: message, details: [{ field, message }] })
    expect((await me.get('/api/users/profile')).json()).toEqual(before)
  })
})

describe('PUT /api/users/password', () => {
  it('checks the current password, changes it and signs the other devices out', async () => {
    const user = await createUser(app.db)
    const laptop = browser(app)
    await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    const phone = browser(app)
    await phone.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })

    const response = await laptop.put('/api/users/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a much longer passphrase',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect((await laptop.get('/api/users/me')).statusCode).toBe(200)
    expect((await phone.get('/api/users/me')).statusCode).toBe(401)

    const oldPassword = await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await browser(app).post('/api/auth/login', {
      email: user.email,
      password: 'a much longer passphrase',
    })
    expect(newPassword.statusCode).toBe(200)
  })

  it.each([
    [
      { current_password: 'wrong password', new_password: 'long enough 1' },
      'current_password',
      'Current password is incorrect',
    ],
    [{ new_password: 'long enough 1' }, 'current_password', 'Current password is required'],
    [
      { current_password: TEST_PASSWORD, new_password: 'short' },
      'new_password',
      'New password must be at least 8 characters long',
    ],
    [{ current_password: TEST_PASSWORD }, 'new_password', 'New password is required'],
  ])(
    'refuses %o with 400 (never 401, which would sign the SPA out) and keeps the password',
    async (payload, field, message) => {
      const user = await createUser(app.db)
      const me = await browserAs(app, user)
      const response = await me.put('/api/users/password', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: message, details: [{ field, message }] })
      expect(
        (await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200)
    },
  )

  it('asks an account made with Google to confirm with Google before it sets a first password', async () => {
    const user = await createUser(app.db, { password: null, googleSub: unique('sub') })
    const response = await (await browserAs(app, user)).put('/api/users/password', { new_password: 'first password!' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatch(/^Please confirm it is you with Google first/)
    expect(
      (await browser(app).post('/api/auth/login', { email: user.email, password: 'first password!' })).statusCode,
    ).toBe(401)
  })

  it('allows 5 attempts per account in 15 minutes, then answers 429 with Retry-After', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await me.put('/api/users/password', {
        current_password: `guess ${attempt}`,
        new_password: 'long enough 1',
      })
      expect(response.statusCode).toBe(400)
    }
    const blocked = await me.put('/api/users/password', {
      current_password: TEST_PASSWORD,
      new_password: 'long enough 1',
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('POST /api/users/upload-avatar', () => {
  it('stores an image under a random name, serves it inert, and replaces (and deletes) the previous one', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const first = await me.inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...avatarUpload(PNG, 'holiday.jpg', 'image/jpeg'),
    })
    expect(first.statusCode).toBe(200)
    // Named by its content (PNG), not by the file name or type the browser gave.
    const firstUrl = first.json().avatar_url as string
    expect(first.json()).toEqual({
      ok: true,
      avatar_url: expect.stringMatching(new RegExp(`^/uploads/avatars/${user.id}-[A-Za-z0-9_-]{16}\\.png$`)),
    })
    expect(await avatarOf(user.id)).toEqual({ avatar_url: firstUrl, profile_image_url: firstUrl })

    const served = await app.inject(firstUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const second = await me.inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...avatarUpload(JPEG, 'me.jpg', 'image/jpeg'),
    })
    const secondUrl = second.json().avatar_url as string
    expect(secondUrl).toMatch(/\.jpg$/)
    expect(uploadedFiles()).toContain(path.basename(secondUrl))
    expect(uploadedFiles()).not.toContain(path.basename(firstUrl))
    expect((await app.inject(firstUrl)).statusCode).toBe(404)
    expect((await me.get('/api/users/me')).json().avatar_url).toBe(secondUrl)
    expect(readFileSync(path.join(uploadsDir, 'avatars', path.basename(secondUrl))).equals(JPEG)).toBe(true)
  })

  it.each([
    ['a text file named like a picture', avatarUpload('hello, world', 'cat.png', 'image/png')],
    [
      'an SVG (it can carry scripts)',
      avatarUpload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml'),
    ],
    ['an HTML page', avatarUpload('<html><script>alert(1)</script></html>', 'x.html', 'text/html')],
    ['an empty file', avatarUpload(Buffer.alloc(0))],
    ['a file in another field', avatarUpload(PNG, 'me.png', 'image/png', 'photo')],
    ['a form without a file', multipartForm([{ field: 'avatar', content: 'just text' }])],
  ])('refuses %s with 400 "Please select an image file" and stores nothing', async (_case, upload) => {
    const user = await createUser(app.db)
    const files = uploadedFiles()
    const response = await (await browserAs(app, user)).inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...upload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Please select an image file' })
    expect(uploadedFiles()).toEqual(files)
    expect(await avatarOf(user.id)).toEqual({ avatar_url: null, profile_image_url: null })
  })

  it('refuses a JSON body with 400', async () => {
    const user = await createUser(app.db)
    const response = await (await browserAs(app, user)).post('/api/users/upload-avatar', {
      avatar: 'data:image/png;base64,AAAA',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'Please select an image file' })
  })

  it('refuses an image over 5 MB with 413 "File size must be less than 5MB" and stores nothing', async () => {
    const user = await createUser(app.db)
    const files = uploadedFiles()
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const response = await (await browserAs(app, user)).inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...avatarUpload(huge),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'File size must be less than 5MB' })
    expect(uploadedFiles()).toEqual(files)
    expect(await avatarOf(user.id)).toEqual({ avatar_url: null, profile_image_url: null })
  })

  it('accepts an image of exactly 5 MB', async () => {
    const user = await createUser(app.db)
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)])
    const response = await (await browserAs(app, user)).inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...avatarUpload(exact),
    })
    expect(response.statusCode).toBe(200)
  })

  it('keeps a Google picture out of the upload store when replacing it', async () => {
    const user = await createUser(app.db, {
      avatarUrl: 'https://lh3.googleusercontent.com/a/photo.jpg',
      googleSub: unique('sub'),
    })
    const response = await (await browserAs(app, user)).inject({
      method: 'POST',
      url: '/api/users/upload-avatar',
      ...avatarUpload(PNG),
    })
    expect(response.statusCode).toBe(200)
    expect((await avatarOf(user.id)).avatar_url).toBe(response.json().avatar_url)
  })
})

describe('saved tools', () => {
  it('saves, lists as tool cards newest first, and removes, each idempotently', async () => {
    const category = await createCategory(app.db, { name: 'Image Generation' })
    const first = await createTool(app.db, {
      name: 'Pixel Forge',
      categoryId: category.id,
      pricingModel: 'Paid',
      tags: ['art', 'images'],
    })
    const second = await createTool(app.db)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)

    for (const tool of [first, first, second]) {
      const response = await me.post(`/api/users/saved-tools/${tool.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true, saved: true })
    }
    // Saved a moment apart: make the order unambiguous.
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_tools SET created_at = now() - interval '1 minute' WHERE user_id = ${user.id} AND tool_id = ${first.id}`)
    const list = (await me.get('/api/users/saved-tools')).json()
    expect(list.map((tool: { id: number }) => tool.id)).toEqual([second.id, first.id])
    expect(list[1]).toEqual({
      id: first.id,
      name: 'Pixel Forge',
      slug: first.slug,
      logo_url: null,
      category_id: category.id,
      category_name: 'Image Generation',
      category_slug: category.slug,
      pricing_model: 'Paid',
      is_paid: true,
      is_featured: false,
      short_description: 'Pixel Forge does things.',
      rating: 0,
      review_count: 0,
      tags: ['art', 'images'],
      saved_at: expect.stringMatching(/^\d{4}-/),
      // Saving a tool follows it.
      following: true,
      discontinued_at: null,
    })

    for (let i = 0; i < 2; i++) {
      const removed = await me.delete(`/api/users/saved-tools/${first.id}`)
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ ok: true, saved: false })
    }
    expect((await me.get('/api/users/saved-tools')).json().map((tool: { id: number }) => tool.id)).toEqual([second.id])
  })

  it('keeps each user’s saves apart', async () => {
    const tool = await createTool(app.db)
    const ana = await createUser(app.db)
    const bo = await createUser(app.db)
    await (await browserAs(app, ana)).post(`/api/users/saved-tools/${tool.id}`)
    expect((await (await browserAs(app, bo)).get('/api/users/saved-tools')).json()).toEqual([])
  })

  it('answers 404 for an unknown tool and 400 for an id that is not one, saving nothing', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const saved = await countRows(app.db, 'saved_tools')
    for (const method of ['POST', 'DELETE'] as const) {
      const missing = await me.inject({ method, url: '/api/users/saved-tools/99999999' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ error: 'Tool not found' })
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        const response = await me.inject({ method, url: `/api/users/saved-tools/${bad}` })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toMatch(/^Invalid URL: toolId/)
      }
    }
    expect(await countRows(app.db, 'saved_tools')).toBe(saved)
  })

  it('cannot newly save a hidden tool, hides a saved one while it is hidden, and still lets it be removed', async () => {
    const hidden = await createTool(app.db, { status: 'inactive' })
    const tool = await createTool(app.db)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    expect((await me.post(`/api/users/saved-tools/${hidden.id}`)).statusCode).toBe(404)
    await me.post(`/api/users/saved-tools/${tool.id}`)
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET status = 'inactive' WHERE id = ${tool.id}`)
    expect((await me.get('/api/users/saved-tools')).json()).toEqual([])
    expect((await me.delete(`/api/users/saved-tools/${tool.id}`)).statusCode).toBe(200)
  })
})

describe('favorite bundles', () => {
  it('favorites, lists with the tool count, and removes, each idempotently', async () => {
    const tools = [await createTool(app.db), await createTool(app.db)]
    const bundle = await createBundle(app.db, { name: 'Startup Launch Kit', toolIds: tools.map((tool) => tool.id) })
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    for (let i = 0; i < 2; i++) {
      const response = await me.post(`/api/users/saved-bundles/${bundle.id}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true, saved: true })
    }
    expect((await me.get('/api/users/saved-bundles')).json()).toEqual([
      {
        id: bundle.id,
        name: 'Startup Launch Kit',
        slug: bundle.slug,
        icon: null,
        summary: 'Startup Launch Kit in one place.',
        tags: [],
        popularity: 0,
        tool_count: 2,
        saved_at: expect.any(String),
      },
    ])
    for (let i = 0; i < 2; i++) {
      expect((await me.delete(`/api/users/saved-bundles/${bundle.id}`)).json()).toEqual({ ok: true, saved: false })
    }
    expect((await me.get('/api/users/saved-bundles')).json()).toEqual([])
  })

  it('answers 404 for an unknown or hidden bundle and 400 for a bad id', async () => {
    const hidden = await createBundle(app.db, { status: 'inactive' })
    const me = await browserAs(app, await createUser(app.db))
    const before = await countRows(app.db, 'saved_bundles')
    for (const id of [99999999, hidden.id]) {
      const response = await me.post(`/api/users/saved-bundles/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Bundle not found' })
    }
    expect((await me.post('/api/users/saved-bundles/x')).statusCode).toBe(400)
    expect((await me.delete('/api/users/saved-bundles/99999999')).statusCode).toBe(404)
    expect(await countRows(app.db, 'saved_bundles')).toBe(before)
  })
})

describe('GET /api/users/dashboard', () => {
  it('counts saved tools, favorite bundles, saved articles, kits and reviews, and lists recent activity newest first', async () => {
    const user = await createUser(app.db)
    const other = await createUser(app.db)
    const me = await browserAs(app, user)
    const tool = await createTool(app.db, { name: 'Pixel Forge' })
    const bundle = await createBundle(app.db, { name: 'Creator Kit' })
    await me.post(`/api/users/saved-tools/${tool.id}`)
    await me.post(`/api/users/saved-bundles/${bundle.id}`)
    const post = await createPost(app.db, { title: 'Prompting 101' })
    await me.post(`/api/users/saved-posts/${post.id}`)
    await (await browserAs(app, other)).post(`/api/users/saved-tools/${tool.id}`)
    const kitId = await app.db.oneFirst(sql.type(z.object({ id: z.string() }))`
      INSERT INTO kits (user_id, name, prompt) VALUES (${user.id}, 'Launch my podcast', 'podcast') RETURNING id`)
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO reviews (tool_id, user_id, user_name, rating, content) VALUES (${tool.id}, ${user.id}, 'Ada', 4, 'Good')`)
    // One minute apart, in this order: save, favorite, saved article, kit, review.
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_tools SET created_at = now() - interval '5 minutes' WHERE user_id = ${user.id}`)
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_bundles SET created_at = now() - interval '4 minutes' WHERE user_id = ${user.id}`)
    await app.db.query(sql.typeAlias('void')`
      UPDATE saved_posts SET created_at = now() - interval '3 minutes' WHERE user_id = ${user.id}`)
    await app.db.query(
      sql.typeAlias('void')`UPDATE kits SET created_at = now() - interval '2 minutes' WHERE id = ${kitId}`,
    )

    const response = await me.get('/api/users/dashboard')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      stats: { saved_tools: 1, saved_bundles: 1, saved_posts: 1, custom_kits: 1, reviews_written: 1 },
      recent_activity: [
        {
          kind: 'review',
          title: 'Pixel Forge',
          path: `/tools/${tool.slug}`,
          rating: 4,
          occurred_at: expect.any(String),
        },
        {
          kind: 'kit',
          title: 'Launch my podcast',
          path: `/kits/${kitId}`,
          rating: null,
          occurred_at: expect.any(String),
        },
        {
          kind: 'saved_post',
          title: 'Prompting 101',
          path: `/blog/${post.slug}`,
          rating: null,
          occurred_at: expect.any(String),
        },
        {
          kind: 'saved_bundle',
          title: 'Creator Kit',
          path: `/bundles/${bundle.slug}`,
          rating: null,
          occurred_at: expect.any(String),
        },
        {
          kind: 'saved_tool',
          title: 'Pixel Forge',
          path: `/tools/${tool.slug}`,
          rating: null,
          occurred_at: expect.any(String),
        },
      ],
    })
  })

  it('starts at zero for a new account', async () => {
    const response = await (await browserAs(app, await createUser(app.db))).get('/api/users/dashboard')
    expect(response.json()).toEqual({
      stats: { saved_tools: 0, saved_bundles: 0, saved_posts: 0, custom_kits: 0, reviews_written: 0 },
      recent_activity: [],
    })
  })
})

describe("a visitor's whole journey, as the SPA drives it", () => {
  it('signs up, saves and unsaves tools, favorites a bundle, edits the profile, uploads an avatar, changes the password, signs out and back in', async () => {
    const tool = await createTool(app.db)
    const bundle = await createBundle(app.db, { toolIds: [tool.id] })
    const email = `${unique('journey')}@example.com`
    const visitor = browser(app)

    expect((await visitor.get('/api/users/me')).statusCode).toBe(401)
    expect((await visitor.post(`/api/users/saved-tools/${tool.id}`)).statusCode).toBe(401)
    const signUp = await visitor.post('/api/auth/signup', {
      name: 'Jo',
      email,
      mobile: '+33 1 23 45 67 89',
      password: 'first password',
    })
    expect(signUp.statusCode).toBe(201)

    expect((await visitor.post(`/api/users/saved-tools/${tool.id}`)).statusCode).toBe(200)
    expect((await visitor.get('/api/users/saved-tools')).json()).toHaveLength(1)
    expect((await visitor.delete(`/api/users/saved-tools/${tool.id}`)).statusCode).toBe(200)
    expect((await visitor.post(`/api/users/saved-tools/${tool.id}`)).statusCode).toBe(200)
    expect((await visitor.post(`/api/users/saved-bundles/${bundle.id}`)).statusCode).toBe(200)

    const profile = await visitor.put('/api/users/profile', {
      name: 'Jo Bloggs',
      email,
      mobile_number: '',
      bio: 'Hi',
      date_of_birth: '1990-05-01',
      location: 'Lyon',
    })
    expect(profile.statusCode).toBe(200)
    const avatar = await visitor.inject({ method: 'POST', url: '/api/users/upload-avatar', ...avatarUpload(PNG) })
    expect(avatar.statusCode).toBe(200)
    expect(
      (
        await visitor.put('/api/users/password', {
          current_password: 'first password',
          new_password: 'second password',
        })
      ).statusCode,
    ).toBe(200)

    const dashboard = (await visitor.get('/api/users/dashboard')).json()
    expect(dashboard.stats).toMatchObject({ saved_tools: 1, saved_bundles: 1 })
    expect((await visitor.get('/api/logout')).statusCode).toBe(200)
    expect((await visitor.get('/api/users/me')).statusCode).toBe(401)

    const back = await visitor.post('/api/auth/login', { email, password: 'second password' })
    expect(back.statusCode).toBe(200)
    expect(back.json().user).toMatchObject({ name: 'Jo Bloggs', avatar_url: avatar.json().avatar_url })
    expect((await visitor.get('/api/users/profile')).json().profile).toMatchObject({
      bio: 'Hi',
      date_of_birth: '1990-05-01',
      location: 'Lyon',
      mobile_number: null,
    })
  })
})
