/**
 * The schema refuses bad rows by itself, deletes with the documented ON DELETE behaviour, and moves a tool's
 * updated_at on real edits only.
 */

import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { createPostgresEngine } from '@kitly/search'
import { CheckIntegrityConstraintViolationError, UniqueIntegrityConstraintViolationError } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './factories.ts'

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
})
afterAll(async () => {
  await db.end()
  await database.drop()
})

const Id = z.object({ id: z.number() })
let sequence = 0
const unique = (prefix: string) => `${prefix}-${++sequence}`

async function insertCategory(slug = unique('category')) {
  return db.oneFirst(sql.type(Id)`INSERT INTO categories (name, slug) VALUES (${slug}, ${slug}) RETURNING id`)
}
async function insertTool(fields: { slug?: string; categoryId?: number | null } = {}) {
  const slug = fields.slug ?? unique('tool')
  return db.oneFirst(sql.type(Id)`
    INSERT INTO tools (name, slug, short_description, website_url, category_id)
    VALUES (${slug}, ${slug}, 'A tool.', 'https://example.com', ${fields.categoryId ?? null}) RETURNING id`)
}
async function insertUser(email = `${unique('user')}@example.com`) {
  return db.oneFirst(sql.type(Id)`INSERT INTO users (email) VALUES (${email}) RETURNING id`)
}

describe('constraints reject bad rows', () => {
  it('rejects a review rating outside 1-5', async () => {
    const toolId = await insertTool()
    for (const rating of [0, 6]) {
      await expect(
        db.query(
          sql.unsafe`INSERT INTO reviews (tool_id, user_name, rating, content) VALUES (${toolId}, 'A', ${rating}, 'x')`,
        ),
      ).rejects.toThrow(CheckIntegrityConstraintViolationError)
    }
  })

  it('rejects a slug that is not lowercase words joined by hyphens', async () => {
    for (const slug of ['Image-Gen', 'image gen', '-image', 'image--gen', '']) {
      await expect(insertCategory(slug)).rejects.toThrow(CheckIntegrityConstraintViolationError)
    }
  })

  it('keeps slugs unique', async () => {
    await insertTool({ slug: 'same-slug' })
    await expect(insertTool({ slug: 'same-slug' })).rejects.toThrow(UniqueIntegrityConstraintViolationError)
  })

  it('treats emails that differ only in case as the same account', async () => {
    await insertUser('Dana@Example.com')
    await expect(insertUser('dana@example.COM')).rejects.toThrow(UniqueIntegrityConstraintViolationError)
  })

  it('rejects a negative bundle popularity and a reading time over 60', async () => {
    await expect(
      db.query(sql.unsafe`INSERT INTO bundles (name, slug, summary, popularity) VALUES ('B', ${unique('b')}, 's', -1)`),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
    await expect(
      db.query(sql.unsafe`
        INSERT INTO posts (title, slug, excerpt, content, reading_time_minutes) VALUES ('T', ${unique('p')}, 'e', 'c', 61)`),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
  })

  it('refuses a published post without a publication date, and a draft with one', async () => {
    await expect(
      db.query(
        sql.unsafe`INSERT INTO posts (title, slug, excerpt, content, is_published) VALUES ('T', ${unique('p')}, 'e', 'c', true)`,
      ),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
    await expect(
      db.query(
        sql.unsafe`INSERT INTO posts (title, slug, excerpt, content, published_at) VALUES ('T', ${unique('p')}, 'e', 'c', now())`,
      ),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
  })

  it('refuses a tool rating without reviews, and a website that is not an http(s) URL', async () => {
    const toolId = await insertTool()
    await expect(db.query(sql.unsafe`UPDATE tools SET rating = 4.5 WHERE id = ${toolId}`)).rejects.toThrow(
      CheckIntegrityConstraintViolationError,
    )
    await expect(
      db.query(sql.unsafe`UPDATE tools SET website_url = 'javascript:alert(1)' WHERE id = ${toolId}`),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
  })

  it('allows one site-settings row only, and only well-formed tracking ids', async () => {
    await expect(db.query(sql.unsafe`INSERT INTO site_settings (id) VALUES (false)`)).rejects.toThrow(
      CheckIntegrityConstraintViolationError,
    )
    await expect(db.query(sql.unsafe`INSERT INTO site_settings DEFAULT VALUES`)).rejects.toThrow(
      UniqueIntegrityConstraintViolationError,
    )
    await expect(db.query(sql.unsafe`UPDATE site_settings SET meta_pixel_id = '12ab'`)).rejects.toThrow(
      CheckIntegrityConstraintViolationError,
    )
    await db.query(
      sql.unsafe`UPDATE site_settings SET google_analytics_code = 'G-ABC1234', meta_pixel_id = '123456789012345'`,
    )
  })

  it('rejects an unknown contact query type or status', async () => {
    await expect(
      db.query(sql.unsafe`INSERT INTO contact_inquiries (email, query_type, message) VALUES ('a@b.co', 'spam', 'hi')`),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
    await expect(
      db.query(sql.unsafe`
        INSERT INTO contact_inquiries (email, query_type, message, status) VALUES ('a@b.co', 'general', 'hi', 'done')`),
    ).rejects.toThrow(CheckIntegrityConstraintViolationError)
  })
})

describe('derived columns and ON DELETE behaviour', () => {
  it('derives is_paid from the pricing model', async () => {
    const toolId = await insertTool()
    const isPaid = (model: string | null) =>
      db.oneFirst(sql.type(z.object({ is_paid: z.boolean() }))`
        UPDATE tools SET pricing_model = ${model} WHERE id = ${toolId} RETURNING is_paid`)
    expect(await isPaid('Paid')).toBe(true)
    expect(await isPaid('Freemium')).toBe(false)
    expect(await isPaid(null)).toBe(false)
  })

  it('leaves tools uncategorized when their category is deleted', async () => {
    const categoryId = await insertCategory()
    const toolId = await insertTool({ categoryId })
    await db.query(sql.unsafe`DELETE FROM categories WHERE id = ${categoryId}`)
    const row = await db.one(sql.type(z.object({ category_id: z.number().nullable() }))`
      SELECT category_id FROM tools WHERE id = ${toolId}`)
    expect(row.category_id).toBeNull()
  })

  it('deletes a tool with its reviews, tutorials and bundle entries, but keeps the bundle', async () => {
    const toolId = await insertTool()
    const bundleId = await db.oneFirst(sql.type(Id)`
      INSERT INTO bundles (name, slug, summary) VALUES ('B', ${unique('bundle')}, 's') RETURNING id`)
    await db.query(
      sql.unsafe`INSERT INTO bundle_tools (bundle_id, tool_id, position) VALUES (${bundleId}, ${toolId}, 0)`,
    )
    await db.query(
      sql.unsafe`INSERT INTO reviews (tool_id, user_name, rating, content) VALUES (${toolId}, 'A', 5, 'ok')`,
    )
    await db.query(sql.unsafe`INSERT INTO tool_tutorials (tool_id, title) VALUES (${toolId}, 'Intro')`)
    await db.query(sql.unsafe`DELETE FROM tools WHERE id = ${toolId}`)
    const counts = await db.one(sql.type(
      z.object({ reviews: z.number(), tutorials: z.number(), entries: z.number(), bundles: z.number() }),
    )`
      SELECT (SELECT count(*)::int FROM reviews WHERE tool_id = ${toolId}) AS reviews,
             (SELECT count(*)::int FROM tool_tutorials WHERE tool_id = ${toolId}) AS tutorials,
             (SELECT count(*)::int FROM bundle_tools WHERE tool_id = ${toolId}) AS entries,
             (SELECT count(*)::int FROM bundles WHERE id = ${bundleId}) AS bundles`)
    expect(counts).toEqual({ reviews: 0, tutorials: 0, entries: 0, bundles: 1 })
  })

  it("keeps a deleted user's reviews and inquiries but removes their sessions, profile and saved tools", async () => {
    const userId = await insertUser()
    const toolId = await insertTool()
    await db.query(sql.unsafe`INSERT INTO profiles (user_id, bio) VALUES (${userId}, 'hi')`)
    await db.query(sql.unsafe`
      INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (sha256('t'::bytea), ${userId}, now() + interval '1 day')`)
    await db.query(sql.unsafe`INSERT INTO saved_tools (user_id, tool_id) VALUES (${userId}, ${toolId})`)
    const reviewId = await db.oneFirst(sql.type(Id)`
      INSERT INTO reviews (tool_id, user_id, user_name, rating, content) VALUES (${toolId}, ${userId}, 'A', 4, 'ok') RETURNING id`)
    await db.query(sql.unsafe`DELETE FROM users WHERE id = ${userId}`)
    const left = await db.one(sql.type(z.object({ review_user: z.number().nullable(), owned: z.number() }))`
      SELECT (SELECT user_id FROM reviews WHERE id = ${reviewId}) AS review_user,
             (SELECT count(*)::int FROM profiles WHERE user_id = ${userId})
             + (SELECT count(*)::int FROM sessions WHERE user_id = ${userId})
             + (SELECT count(*)::int FROM saved_tools WHERE user_id = ${userId}) AS owned`)
    expect(left).toEqual({ review_user: null, owned: 0 })
  })

  it('moves updated_at forward on every update', async () => {
    const categoryId = await insertCategory()
    const Times = z.object({ created_at: z.string(), updated_at: z.string() })
    await db.query(
      sql.unsafe`UPDATE categories SET created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour' WHERE id = ${categoryId}`,
    )
    const row = await db.one(sql.type(Times)`
      UPDATE categories SET description = 'new' WHERE id = ${categoryId} RETURNING created_at, updated_at`)
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(row.created_at))
  })
})

describe('a tool’s updated_at', () => {
  const updatedAt = (id: number) =>
    db.oneFirst(sql.type(z.object({ at: z.string() }))`SELECT updated_at::text AS at FROM tools WHERE id = ${id}`)

  it('stays through a search reindex, which writes every tool back unchanged, and moves on an edit', async () => {
    const tool = await createTool(db, { slug: 'reindexed-unchanged' })
    const before = await updatedAt(tool.id)
    await createPostgresEngine(db).reindexAll()
    expect(await updatedAt(tool.id)).toBe(before)
    await db.query(sql.typeAlias('void')`UPDATE tools SET short_description = 'Changed.' WHERE id = ${tool.id}`)
    expect(await updatedAt(tool.id)).not.toBe(before)
  })
})
