/**
 * The data the reliability suites run against: a small catalog with one of everything a route can name
 * (tool, bundle, post, review, inquiry, submission, kit), and the actors that send requests: a visitor, two users, a
 * deactivated user, a moderator and an admin. `paramsFor` fills a route's path parameters with real ids and slugs.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { refreshToolRatings } from '../../src/routes/reviews/queries.ts'
import {
  createAdmin,
  createBundle,
  createCategory,
  createPost,
  createTool,
  createUser,
  type TestUser,
} from '../factories.ts'
import { freshClientIp, signInAs } from '../session.ts'

export const ACTORS = ['visitor', 'user', 'deactivated', 'moderator', 'admin'] as const
export type Actor = (typeof ACTORS)[number]

export type World = Awaited<ReturnType<typeof seedWorld>>

export async function seedWorld(app: FastifyInstance) {
  const db = app.db
  const user = await createUser(db)
  const other = await createUser(db)
  const deactivated = await createUser(db, { isActive: false })
  const moderator = await createUser(db, { role: 'moderator' })
  const admin = await createAdmin(db)
  // The admin routes' :id for admin accounts points here, never at the admin sending the requests.
  const staff = await createAdmin(db)
  const category = await createCategory(db)
  const tool = await createTool(db, { categoryId: category.id, pricingModel: 'Free', tags: ['writing'] })
  const otherTool = await createTool(db, { categoryId: category.id, pricingModel: 'Paid' })
  const bundle = await createBundle(db, { toolIds: [tool.id, otherTool.id] })
  const post = await createPost(db, { tags: ['ai'] })
  const review = await insertReview(app, tool.id, user)
  const otherReview = await insertReview(app, tool.id, other)
  const inquiryId = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO contact_inquiries (email, query_type, message, user_id)
    VALUES (${other.email}, 'general', 'Hello there', ${other.id}) RETURNING id`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO newsletter_subscribers (email, source, confirmed_at) VALUES (${other.email}, 'blog', now())`)
  const reportId = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_reports (tool_id, reason, visitor_key, reported_on)
    VALUES (${tool.id}, 'dead_link', ${'0'.repeat(64)}, current_date) RETURNING id`)
  // A maker's draft: the submission routes' :id, the owner's alone.
  const submissionId = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_submissions (owner_id, website_url, registrable_domain)
    VALUES (${user.id}, 'https://world-maker.dev', 'world-maker.dev') RETURNING id`)
  // A maker's email claim of the other tool: the claim routes' :id, the owner's alone.
  const claimId = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_claims (tool_id, user_id, method, domain, host, email)
    VALUES (${otherTool.id}, ${user.id}, 'email', 'example.com', 'example.com', ${`maker@example.com`}) RETURNING id`)
  const userKit = await insertKit(app, user, tool.id, false)
  const otherKit = await insertKit(app, other, tool.id, false)
  const sharedKit = await insertKit(app, other, otherTool.id, true)
  for (const [who, toolId, bundleId] of [
    [user, tool.id, bundle.id],
    [other, otherTool.id, bundle.id],
  ] as const) {
    await db.query(sql.typeAlias('void')`INSERT INTO saved_tools (user_id, tool_id) VALUES (${who.id}, ${toolId})`)
    await db.query(
      sql.typeAlias('void')`INSERT INTO saved_bundles (user_id, bundle_id) VALUES (${who.id}, ${bundleId})`,
    )
  }
  await db.query(sql.typeAlias('void')`INSERT INTO saved_posts (user_id, post_id) VALUES (${user.id}, ${post.id})`)
  const users = { user, other, deactivated, moderator, admin, staff }
  return {
    users,
    category,
    tool,
    otherTool,
    bundle,
    post,
    review,
    otherReview,
    inquiryId,
    reportId,
    submissionId,
    claimId,
    userKit,
    otherKit,
    sharedKit,
    /** Each account as seeded, so `restoreUsers` can undo what an admin request changed. */
    original: Object.values(users).map((who) => ({
      id: who.id,
      role: who.role,
      isActive: who !== deactivated,
    })),
  }
}

async function insertReview(app: FastifyInstance, toolId: number, author: TestUser) {
  return app.db.transaction(async (tx) => {
    const id = await tx.oneFirst(sql.typeAlias('id')`
      INSERT INTO reviews (tool_id, user_id, user_name, user_email, rating, content)
      VALUES (${toolId}, ${author.id}, ${author.name}, ${author.email}, 4, 'Useful.') RETURNING id`)
    await refreshToolRatings(tx, [toolId])
    return { id }
  })
}

async function insertKit(app: FastifyInstance, owner: TestUser, toolId: number, shared: boolean) {
  const id = await app.db.oneFirst(sql.type(KitId)`
    INSERT INTO kits (user_id, name, prompt, is_shared) VALUES (${owner.id}, 'My kit', 'write a blog', ${shared})
    RETURNING id`)
  await app.db.query(
    sql.typeAlias('void')`INSERT INTO kit_tools (kit_id, tool_id, position) VALUES (${id}, ${toolId}, 0)`,
  )
  return { id }
}

const KitId = z.object({ id: z.string() })

/** Puts every seeded account back as it was (an admin request may have demoted or deactivated one). */
export async function restoreUsers(app: FastifyInstance, world: World): Promise<void> {
  for (const { id, role, isActive } of world.original) {
    await app.db.query(sql.typeAlias('void')`
      UPDATE users SET role = ${role}, is_active = ${isActive}
      WHERE id = ${id} AND (role <> ${role} OR is_active <> ${isActive})`)
  }
}

/** The signed-in account behind each actor (none for the visitor). */
export const accountOf = (world: World, actor: Actor): TestUser | null =>
  actor === 'visitor' ? null : world.users[actor]

/**
 * Headers that make a request come from `actor`: an address of its own (so per-IP limits do not pile up)
 * and, for accounts, a new session cookie (the deactivated user's is one it kept from before).
 */
export async function actorHeaders(app: FastifyInstance, world: World, actor: Actor) {
  const account = accountOf(world, actor)
  const ip = { 'x-forwarded-for': freshClientIp() }
  if (!account) return ip
  return { ...ip, cookie: await signInAs(app, account) }
}

/** Which resource a path parameter names, from the path segment before it (`/tools/:slug` → tool). */
const RESOURCE_BY_SEGMENT: Record<string, keyof ResourceValues> = {
  tools: 'tool',
  'saved-tools': 'tool',
  bundles: 'bundle',
  'saved-bundles': 'bundle',
  'saved-posts': 'post',
  blog: 'post',
  categories: 'category',
  reviews: 'review',
  'contact-inquiries': 'inquiry',
  reports: 'report',
  submissions: 'submission',
  claims: 'claim',
  'registered-users': 'other',
  users: 'staff',
  kits: 'kit',
}

type ResourceValues = Record<
  | 'tool'
  | 'bundle'
  | 'post'
  | 'category'
  | 'review'
  | 'inquiry'
  | 'report'
  | 'submission'
  | 'claim'
  | 'other'
  | 'staff'
  | 'kit',
  { id: number | string; slug?: string }
>

const resourceValues = (world: World): ResourceValues => ({
  tool: world.tool,
  bundle: world.bundle,
  post: world.post,
  category: world.category,
  review: world.review,
  inquiry: { id: world.inquiryId },
  report: { id: world.reportId },
  submission: { id: world.submissionId },
  claim: { id: world.claimId },
  other: world.users.other,
  staff: world.users.staff,
  kit: world.userKit,
})

/** Real values for each `:param` (and `*`) of `url`: the resource its path segment names. */
export function paramsFor(world: World, url: string): Record<string, string> {
  const values = resourceValues(world)
  const segments = url.split('/')
  const params: Record<string, string> = {}
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') params['*'] = 'missing-file.png'
    for (const name of segment.match(/:([A-Za-z_]+)/g) ?? []) {
      const resource = values[RESOURCE_BY_SEGMENT[segments[index - 1] ?? ''] ?? 'tool']
      const key = name.slice(1)
      params[key] = String(key === 'slug' ? (resource.slug ?? resource.id) : key === 'part' ? 1 : resource.id)
    }
  }
  return params
}

/** `url` with its parameters replaced by `params` (already encoded for a path). */
export const fillPath = (url: string, params: Record<string, string>): string =>
  url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => params[name] ?? '1').replace('*', params['*'] ?? '')
