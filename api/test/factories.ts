/**
 * Test data, straight into the database: users (with a known password), categories, tools, bundles.
 * Every factory makes unique names and slugs, so tests in one file never collide.
 */

import { type DatabaseConnection, type DatabasePool, sql } from '@kitly/db'
import { z } from 'zod'
import { hashPassword } from '../src/auth/passwords.ts'
import { refreshToolRatings } from '../src/routes/reviews/queries.ts'

let sequence = 0
/** A name no other call in this process returns: `prefix-3`. */
export const unique = (prefix: string) => `${prefix}-${++sequence}`

export const TEST_PASSWORD = 'correct horse battery'

export type TestUser = {
  id: number
  email: string
  name: string
  role: 'user' | 'admin' | 'moderator'
  /** The password in clear, to sign in with; null for an account without one (Google only). */
  password: string | null
}

export type UserFields = {
  email?: string
  name?: string
  /** Default TEST_PASSWORD; null for an account that signs in with Google only. */
  password?: string | null
  role?: TestUser['role']
  isActive?: boolean
  googleSub?: string | null
  avatarUrl?: string | null
  mobile?: string | null
}

export async function createUser(db: DatabaseConnection, fields: UserFields = {}): Promise<TestUser> {
  const email = fields.email ?? `${unique('user')}@example.com`
  const name = fields.name ?? 'Test User'
  const password = fields.password === undefined ? TEST_PASSWORD : fields.password
  const role = fields.role ?? 'user'
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO users (email, name, role, is_active, password_hash, google_sub, avatar_url)
    VALUES (${email}, ${name}, ${role}, ${fields.isActive ?? true}, ${password === null ? null : await hashPassword(password)},
            ${fields.googleSub ?? null}, ${fields.avatarUrl ?? null})
    RETURNING id`)
  await db.query(
    sql.typeAlias('void')`INSERT INTO profiles (user_id, mobile_number) VALUES (${id}, ${fields.mobile ?? null})`,
  )
  return { id, email, name, role, password }
}

export const createAdmin = (db: DatabaseConnection, fields: UserFields = {}) =>
  createUser(db, { name: 'Admin User', ...fields, role: 'admin' })

export async function createCategory(db: DatabaseConnection, fields: { name?: string; slug?: string } = {}) {
  const slug = fields.slug ?? unique('category')
  const name = fields.name ?? slug
  const id = await db.oneFirst(
    sql.typeAlias('id')`INSERT INTO categories (name, slug) VALUES (${name}, ${slug}) RETURNING id`,
  )
  return { id, name, slug }
}

export type ToolFields = {
  name?: string
  slug?: string
  categoryId?: number | null
  pricingModel?: 'Free' | 'Freemium' | 'Paid' | null
  status?: 'active' | 'inactive'
  tags?: string[]
  shortDescription?: string
  /** Default: https://<slug>.example.com */
  websiteUrl?: string
}

export async function createTool(db: DatabaseConnection, fields: ToolFields = {}) {
  const slug = fields.slug ?? unique('tool')
  const name = fields.name ?? slug
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tools (name, slug, short_description, website_url, category_id, pricing_model, status, tags)
    VALUES (${name}, ${slug}, ${fields.shortDescription ?? `${name} does things.`}, ${fields.websiteUrl ?? `https://${slug}.example.com`},
            ${fields.categoryId ?? null}, ${fields.pricingModel ?? null}, ${fields.status ?? 'active'},
            ${sql.array(fields.tags ?? [], 'text')})
    RETURNING id`)
  return { id, name, slug }
}

/** A task of the kit planner's taxonomy, with the phrases that name it. */
export async function createTask(
  db: DatabaseConnection,
  fields: { slug?: string; name?: string; categoryId?: number | null; synonyms?: string[]; triggers?: string[] } = {},
) {
  const slug = fields.slug ?? unique('task')
  const name = fields.name ?? slug
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tasks (slug, name, category_id, synonyms, triggers)
    VALUES (${slug}, ${name}, ${fields.categoryId ?? null}, ${sql.array(fields.synonyms ?? [], 'text')},
            ${sql.array(fields.triggers ?? [], 'text')})
    RETURNING id`)
  return { id, name, slug }
}

export async function createBundle(
  db: DatabaseConnection,
  fields: { name?: string; slug?: string; status?: 'active' | 'inactive'; toolIds?: number[] } = {},
) {
  const slug = fields.slug ?? unique('bundle')
  const name = fields.name ?? slug
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO bundles (name, slug, summary, status) VALUES (${name}, ${slug}, ${`${name} in one place.`}, ${fields.status ?? 'active'})
    RETURNING id`)
  for (const [position, toolId] of (fields.toolIds ?? []).entries()) {
    await db.query(sql.typeAlias('void')`
      INSERT INTO bundle_tools (bundle_id, tool_id, position) VALUES (${id}, ${toolId}, ${position})`)
  }
  return { id, name, slug }
}

/** A blog post, published unless `published` is false. */
export async function createPost(
  db: DatabaseConnection,
  fields: { title?: string; slug?: string; published?: boolean; tags?: string[] } = {},
) {
  const slug = fields.slug ?? unique('post')
  const title = fields.title ?? `Post ${slug}`
  const published = fields.published ?? true
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO posts (title, slug, excerpt, content, tags, is_published, published_at)
    VALUES (${title}, ${slug}, ${`${title} in short.`}, '<p>Body</p>', ${sql.array(fields.tags ?? [], 'text')},
            ${published}, ${published ? sql.fragment`now()` : null})
    RETURNING id`)
  return { id, title, slug }
}

/** A count, for asserting that nothing (or exactly one thing) was stored. */
export const countRows = (
  db: DatabaseConnection,
  table: 'users' | 'sessions' | 'saved_tools' | 'saved_bundles' | 'saved_posts' | 'profiles',
) => db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([table])}`)

/** A review of `toolId`, with the tool's rating and review_count recounted as the API does. */
export async function createReview(
  db: DatabasePool,
  fields: { toolId: number; rating?: number; userName?: string; content?: string },
) {
  return db.transaction(async (tx) => {
    const id = await tx.oneFirst(sql.typeAlias('id')`
      INSERT INTO reviews (tool_id, user_name, rating, content)
      VALUES (${fields.toolId}, ${fields.userName ?? 'Reviewer'}, ${fields.rating ?? 4}, ${fields.content ?? 'Useful.'})
      RETURNING id`)
    await refreshToolRatings(tx, [fields.toolId])
    return { id }
  })
}

/** Makes `userId` the tool's verified maker, as a verified claim does. */
export async function setToolMaker(db: DatabaseConnection, toolId: number, userId: number) {
  await db.query(sql.typeAlias('void')`
    INSERT INTO tool_makers (tool_id, user_id, source) VALUES (${toolId}, ${userId}, 'email')
    ON CONFLICT (tool_id) DO UPDATE SET user_id = excluded.user_id`)
}

/** A multipart/form-data request body, as a browser's FormData sends it (for `app.inject`). */
export function multipartForm(parts: { field: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = `----kitly${Math.random().toString(16).slice(2)}`
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${
        part.filename ? `; filename="${part.filename}"` : ''
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A plan as tests state it: the priced fields they care about; the rest default (monthly USD, sourced today). */
export type TestPlan = { name: string; price: number } & Partial<{
  currency: string
  billing_period: 'month' | 'year' | 'one-time' | 'usage'
  unit: string | null
  included_amount: number | null
  overage_price: number | null
  is_free_tier: boolean
}>

/** Makes `plans` the tool's pricing plans, through the one function the admin form and the import write with. */
export async function setTestPlans(db: DatabaseConnection, toolId: number, plans: TestPlan[]) {
  const stated = plans.map((plan) => ({
    currency: 'USD',
    billing_period: 'month',
    source_url: 'https://pricing.example.com/',
    as_of: '2026-11-01',
    ...plan,
  }))
  await db.query(sql.typeAlias('void')`SELECT FROM set_tool_plans(${toolId}, ${sql.jsonb(stated)})`)
}

/**
 * A kit of the tools `toolSlugs` names, in that order, each with `reason` (as the builder gives one), owned by a new
 * user and shared or not; returns its id.
 */
export async function createKit(
  db: DatabaseConnection,
  fields: { name: string; prompt: string; toolSlugs: string[]; shared: boolean; reason?: string },
) {
  const owner = await createUser(db)
  const id = await db.oneFirst(sql.type(z.object({ id: z.string() }))`
    INSERT INTO kits (user_id, name, prompt, is_shared)
    VALUES (${owner.id}, ${fields.name}, ${fields.prompt}, ${fields.shared})
    RETURNING id`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO kit_tools (kit_id, tool_id, position, reason)
    SELECT ${id}, t.id, wanted.position, ${fields.reason ?? 'Fits.'}
    FROM unnest(${sql.array(fields.toolSlugs, 'text')}::text[]) WITH ORDINALITY AS wanted(slug, position)
    JOIN tools t ON t.slug = wanted.slug`)
  return id
}
