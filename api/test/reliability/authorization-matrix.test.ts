/**
 * The authorization matrix: every route of Fastify's route table × {visitor, user, deactivated user,
 * moderator, admin}, each with the answer expected. Expectations come from rules (admin routes, the signed-in user's
 * routes, files of the web build) or from MATRIX; a route that neither covers fails its test, naming it.
 * Then two users with real ids: neither can read or change the other's profile, saved items, kits or
 * reviews.
 */

import { sql } from '@kitly/db'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { permissionFor } from '../../src/auth/permissions.ts'
import { ADMIN_ENTRY_POINTS, ADMIN_PREFIX } from '../../src/routes/admin/guard.ts'
import { injectAs } from '../session.ts'
import { buildAppWithRoutes, type TableRoute } from './route-table.ts'
import { type Actor, actorHeaders, fillPath, paramsFor, seedWorld, type World } from './world.ts'

/**
 * What an actor gets: 'ok' a 2xx; 'passes' any answer of the route itself (not 401/403: a 400 for the
 * empty body the matrix sends is fine); 401, 403 or 404 exactly.
 */
type Outcome = 'ok' | 'passes' | 401 | 403 | 404
/**
 * Outside the back office a moderator is, like the admin there, a signed-in account that owns none of the
 * world's data: a row that does not name the moderator expects the admin's answer for it.
 */
type Row = Record<Exclude<Actor, 'moderator'>, Outcome> & { moderator?: Outcome }
const expectedFor = (row: Row, actor: Actor): Outcome =>
  actor === 'moderator' ? (row.moderator ?? row.admin) : row[actor]

const everyone = (outcome: Outcome): Row => ({ visitor: outcome, user: outcome, deactivated: outcome, admin: outcome })
/** Routes behind the admin guard that only `manage_site` opens: admins alone. */
const ADMIN_ONLY: Row = { visitor: 401, user: 403, deactivated: 401, moderator: 403, admin: 'passes' }
/** Admin routes the permission map opens to moderators too (reviews moderation, the contact inbox). */
const STAFF: Row = { visitor: 401, user: 403, deactivated: 401, moderator: 'passes', admin: 'passes' }
/** Routes of the signed-in user's own data: a deactivated account's session is gone, like a visitor's. */
const SIGNED_IN: Row = { visitor: 401, user: 'ok', deactivated: 401, admin: 'ok' }
/** Their writes, sent an empty body: past the session check, the route itself answers (often a 400). */
const SIGNED_IN_WRITE: Row = { visitor: 401, user: 'passes', deactivated: 401, admin: 'passes' }
/** The user's own private kit (world.userKit): invisible to anyone else, admins included. */
const OWNER_ONLY: Row = { visitor: 404, user: 'ok', deactivated: 404, admin: 404 }
const OWNER_WRITES: Row = { visitor: 401, user: 'ok', deactivated: 401, admin: 404 }

/** Every route outside the rules in `expectedRow`. Add new public routes here. */
const MATRIX: Record<string, Row> = {
  'GET /api/health': everyone('ok'),
  // Prometheus scrapes: open unless METRICS_TOKEN is set, and then a bearer token decides, not a session.
  'GET /metrics': everyone('ok'),
  'GET /api/ready': everyone('ok'),
  'GET /api/openapi.json': everyone('ok'),
  'GET /api/docs': everyone('ok'),
  'GET /api/docs/json': everyone('ok'),
  'GET /api/docs/yaml': everyone('ok'),
  // Redirects to the documentation page.
  'GET /api/docs/static/index.html': everyone('passes'),
  'GET /api/docs/static/swagger-initializer.js': everyone('ok'),
  'GET /api/docs/static/*': everyone('passes'),
  'GET /uploads/*': everyone('passes'),
  'GET /robots.txt': everyone('ok'),
  'GET /sitemap.xml': everyone('ok'),
  'GET /sitemap-:part.xml': everyone('passes'),
  'GET /blog/rss.xml': everyone('ok'),
  // For assistants, mirrors and feed readers (routes/machine-readable).
  'GET /llms.txt': everyone('ok'),
  'GET /llms-full.txt': everyone('ok'),
  'GET /tools/:slug.md': everyone('passes'),
  'GET /api/catalog.json': everyone('ok'),
  'GET /feeds/tools.xml': everyone('ok'),
  'GET /feeds/tools.json': everyone('ok'),
  'GET /feeds/categories/:slug.xml': everyone('passes'),
  'GET /feeds/categories/:slug.json': everyone('passes'),
  // Link-preview cards and maker badges (routes/cards): 404 for what a visitor could not see.
  'GET /og/tools/:slug.png': everyone('passes'),
  'GET /og/kits/:id.png': everyone('passes'),
  'GET /og/compare.png': everyone('passes'),
  'GET /badge/tools/:slug.svg': everyone('passes'),
  // The embeddable kit card (routes/embeds): reads no session; 404 for a kit that is not shared.
  'GET /embed/kits/:id': everyone('passes'),
  // The MCP server: read-only, for everyone; GET and DELETE answer 405 (it keeps no sessions).
  'POST /mcp': everyone('passes'),
  'GET /mcp': everyone('passes'),
  'DELETE /mcp': everyone('passes'),
  // The web app's pages (any other GET; an /api path no route takes answers 404).
  'GET /*': everyone('passes'),
  // The public catalog.
  'GET /api/tools': everyone('ok'),
  'GET /api/tools/discontinued': everyone('ok'),
  'GET /api/tools/:slug': everyone('ok'),
  'GET /api/tools/:slug/alternatives': everyone('ok'),
  'GET /api/tools/:slug/reviews': everyone('ok'),
  'GET /api/tools/:slug/reviews/summary': everyone('ok'),
  'GET /api/tools/:slug/tutorials': everyone('ok'),
  'GET /api/tools/:slug/pricing': everyone('ok'),
  'GET /api/search': everyone('ok'),
  'GET /api/categories': everyone('ok'),
  'GET /api/bundles': everyone('ok'),
  'GET /api/bundles/:slug': everyone('ok'),
  'GET /api/blog': everyone('ok'),
  'GET /api/blog/:slug': everyone('ok'),
  'GET /api/blog/:slug/related': everyone('ok'),
  'GET /api/site-settings': everyone('ok'),
  'GET /api/stats': everyone('ok'),
  'GET /api/tutorials': everyone('ok'),
  // Terms and Privacy; another page name is a 404, to every actor alike.
  'GET /api/legal/:page': everyone('passes'),
  'GET /api/tasks': everyone('ok'),
  // The world has no task rows: a 404 for its slug, to every actor alike.
  'GET /api/tasks/:slug': everyone('passes'),
  // Visitors' contributions: open to all, limited by rate, not by account.
  'POST /api/tools/:slug/reviews': everyone('passes'),
  'POST /api/tools/:slug/click': everyone('ok'),
  'POST /api/tools/:slug/compare': everyone('ok'),
  'POST /api/tools/:slug/reports': everyone('passes'),
  'POST /api/reviews/:id/helpful': everyone('ok'),
  'POST /api/contact': everyone('passes'),
  'POST /api/newsletter': everyone('passes'),
  'POST /api/newsletter/confirm': everyone('passes'),
  'POST /api/newsletter/unsubscribe': everyone('passes'),
  // The watch digest's unsubscribe link works without signing in: its token is signed, not a session.
  'POST /api/watchlist/unsubscribe': everyone('passes'),
  'POST /api/magic-kit': everyone('passes'),
  'POST /api/kits/pdf': everyone('passes'),
  'POST /api/kits/price': everyone('passes'),
  // Kits: saving one needs an account (a visitor may only share); a private kit is its owner's alone.
  'POST /api/kits': { visitor: 401, user: 'ok', deactivated: 401, admin: 'ok' },
  'GET /api/kits/:id': OWNER_ONLY,
  'GET /api/kits/:id.pdf': OWNER_ONLY,
  'PATCH /api/kits/:id': OWNER_WRITES,
  'DELETE /api/kits/:id': OWNER_WRITES,
  // Replies to reviews: the tool's verified maker only (the world's tool has none), not even an admin.
  'PUT /api/reviews/:id/reply': { visitor: 401, user: 403, deactivated: 401, admin: 403 },
  'DELETE /api/reviews/:id/reply': { visitor: 401, user: 403, deactivated: 401, admin: 403 },
  // A listing's figures and edits are its verified maker's alone (the world's tool has none): anyone else gets a 404.
  'GET /api/users/listings/:slug': { visitor: 401, user: 404, deactivated: 401, admin: 404 },
  'PUT /api/users/listings/:slug': { visitor: 401, user: 404, deactivated: 401, admin: 404 },
  'GET /api/users/listings/:slug/stats': { visitor: 401, user: 404, deactivated: 401, admin: 404 },
  // Makers' submissions: an account is needed; a submission is its owner's alone (admins review it under /api/admin).
  'POST /api/submissions': SIGNED_IN_WRITE,
  'POST /api/submissions/check-url': SIGNED_IN_WRITE,
  'GET /api/submissions/:id': { visitor: 401, user: 'ok', deactivated: 401, admin: 404 },
  'PUT /api/submissions/:id': { visitor: 401, user: 'ok', deactivated: 401, admin: 404 },
  // Makers' claims: an account is needed; a claim is its owner's alone (world.claimId is the user's).
  'POST /api/tools/:slug/claim': SIGNED_IN_WRITE,
  'GET /api/claims/:id': { visitor: 401, user: 'ok', deactivated: 401, admin: 404 },
  'POST /api/claims/:id/verify': { visitor: 401, user: 'passes', deactivated: 401, admin: 404 },
  'POST /api/claims/:id/resend': { visitor: 401, user: 'passes', deactivated: 401, admin: 404 },
  // Signing in, up and out.
  'POST /api/auth/login': everyone('passes'),
  'POST /api/auth/signup': everyone('passes'),
  'POST /api/auth/password-reset': everyone('passes'),
  'POST /api/auth/password-reset/confirm': everyone('passes'),
  'POST /api/auth/verify-email': everyone('passes'),
  'POST /api/auth/verify-email/resend': SIGNED_IN,
  'POST /api/auth/email-change/confirm': everyone('passes'),
  'POST /api/auth/admin-invitation': everyone('passes'),
  'POST /api/auth/admin-invitation/accept': everyone('passes'),
  'GET /api/oauth/google/redirect_url': everyone('passes'),
  'POST /api/sessions': everyone('passes'),
  'GET /api/logout': everyone('ok'),
  'POST /api/logout': everyone('ok'),
  // Answers a visitor with { user: null }: the SPA asks on every page load.
  'GET /api/users/session': everyone('ok'),
  // Sent a real reading list (bodyFor), so the matrix sees the merge itself succeed for an account.
  'POST /api/users/saved-posts/import': SIGNED_IN,
  // The admin entry points (guard.ts ADMIN_ENTRY_POINTS).
  'GET /api/admin/check': everyone('ok'),
  'POST /api/admin/login': everyone('passes'),
  'POST /api/admin/direct-access': { visitor: 401, user: 403, deactivated: 401, moderator: 'ok', admin: 'ok' },
}

/** Bodies that get past validation, where the matrix must see the route's own decision. */
function bodyFor(route: TableRoute, world: World): object {
  switch (route.key) {
    case 'POST /api/kits':
      return { prompt: 'write a blog', kit_name: 'Matrix kit', tools: [{ id: world.tool.id }], share: false }
    case 'PATCH /api/kits/:id':
      return { is_shared: false }
    case 'PUT /api/reviews/:id/reply':
      return { content: 'Thanks for the review!' }
    case 'PUT /api/submissions/:id':
      return { website_url: 'https://world-maker.dev' }
    case 'POST /api/users/saved-posts/import':
      return { slugs: [world.post.slug] }
    case 'PUT /api/users/watchlist-settings':
      return { emails: true }
    case 'PUT /api/users/saved-tools/:toolId/following':
      return { following: true }
    default:
      return {}
  }
}

function expectedRow(route: TableRoute): Row | undefined {
  if (route.staticFile) return everyone('ok')
  const explicit = MATRIX[route.key]
  if (explicit) return explicit
  if (route.url.startsWith(`${ADMIN_PREFIX}/`) && !ADMIN_ENTRY_POINTS.has(route.key)) {
    return permissionFor(route.method, route.url) === 'manage_site' ? ADMIN_ONLY : STAFF
  }
  if (route.url.startsWith('/api/users/')) return route.method === 'GET' ? SIGNED_IN : SIGNED_IN_WRITE
  return undefined
}

function matches(outcome: Outcome, response: LightMyRequestResponse): boolean {
  const status = response.statusCode
  if (outcome === 'ok') return status >= 200 && status < 300
  if (outcome === 'passes') return status < 500 && status !== 401 && status !== 403
  return status === outcome
}

const { app, routes } = await buildAppWithRoutes()
// Deletions last, so what the other routes name is still there; the owner last among actors, so the
// others meet the kit before the owner deletes it.
const table = routes().sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE') || a.key.localeCompare(b.key),
)
const ACTOR_ORDER: readonly Actor[] = ['visitor', 'deactivated', 'moderator', 'admin', 'user']

let world: World
/**
 * What the admin's DELETE routes name, and the routes that hide or discontinue a tool: a world of their own, so they do not
 * empty the one the rest use.
 */
let doomed: World
beforeAll(async () => {
  world = await seedWorld(app)
  doomed = await seedWorld(app)
})
const destroys = (route: TableRoute) =>
  route.url.startsWith(`${ADMIN_PREFIX}/`) &&
  (route.method === 'DELETE' || route.url.endsWith('/deactivate') || route.url.endsWith('/discontinue'))
const targetWorld = (route: TableRoute) => (destroys(route) ? doomed : world)
afterAll(async () => {
  console.log(
    `authorization matrix: ${table.length} routes × ${ACTOR_ORDER.length} actors = ${table.length * ACTOR_ORDER.length} checks`,
  )
  await app.close()
})

describe("one user and another's data", () => {
  const as = (who: 'user' | 'other') => world.users[who]

  it("cannot read or change another user's profile", async () => {
    const before = await profileRow(as('user').id)
    const read = await injectAs(app, as('other'), { url: '/api/users/profile' })
    expect(read.statusCode).toBe(200)
    expect(read.body).not.toContain(as('user').email)
    // Naming the other account in the body changes nothing but one's own profile.
    const update = await injectAs(app, as('other'), {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { id: as('user').id, user_id: as('user').id, email: as('user').email, name: 'Taken over' },
    })
    expect(update.statusCode).toBeLessThan(500)
    expect(await profileRow(as('user').id)).toEqual(before)
  })

  it("cannot see or remove another user's saved tools, bundles and articles", async () => {
    const list = await injectAs(app, as('other'), { url: '/api/users/saved-tools' })
    expect(list.json<{ id: number }[]>().map((tool) => tool.id)).not.toContain(world.tool.id)
    expect((await injectAs(app, as('other'), { url: '/api/users/saved-posts' })).json()).toEqual([])
    for (const url of [
      `/api/users/saved-tools/${world.tool.id}`,
      `/api/users/saved-bundles/${world.bundle.id}`,
      `/api/users/saved-posts/${world.post.id}`,
    ]) {
      expect((await injectAs(app, as('other'), { method: 'DELETE', url })).statusCode).toBe(200)
    }
    expect(await savedCount('saved_tools', as('user').id)).toBe(1)
    expect(await savedCount('saved_bundles', as('user').id)).toBe(1)
    expect(await savedCount('saved_posts', as('user').id)).toBe(1)
  })

  it("cannot see, share or delete another user's kits", async () => {
    const kit = world.userKit.id
    const other = as('other')
    expect((await injectAs(app, other, { url: `/api/kits/${kit}` })).statusCode).toBe(404)
    expect((await injectAs(app, other, { url: `/api/kits/${kit}.pdf` })).statusCode).toBe(404)
    const share = await injectAs(app, other, { method: 'PATCH', url: `/api/kits/${kit}`, payload: { is_shared: true } })
    expect(share.statusCode).toBe(404)
    expect((await injectAs(app, other, { method: 'DELETE', url: `/api/kits/${kit}` })).statusCode).toBe(404)
    const mine = await injectAs(app, other, { url: '/api/users/kits' })
    expect(mine.json<{ id: string }[]>().map((each) => each.id)).not.toContain(kit)
    // A shared kit is readable by anyone, but stays its owner's to change.
    const shared = world.sharedKit.id
    expect((await injectAs(app, as('user'), { url: `/api/kits/${shared}` })).json()).toMatchObject({ is_owner: false })
    const unshare = await injectAs(app, as('user'), {
      method: 'PATCH',
      url: `/api/kits/${shared}`,
      payload: { is_shared: false },
    })
    expect(unshare.statusCode).toBe(403)
    expect((await injectAs(app, as('user'), { method: 'DELETE', url: `/api/kits/${shared}` })).statusCode).toBe(403)
    expect(await kitState(kit)).toEqual({ is_shared: false, user_id: as('user').id })
    expect(await kitState(shared)).toEqual({ is_shared: true, user_id: other.id })
  })

  it("cannot change or delete another user's review, nor post one in their name", async () => {
    const review = world.review.id
    const before = await reviewRow(review)
    for (const request of [
      { method: 'PUT' as const, url: `/api/admin/reviews/${review}`, payload: { content: 'Rewritten', rating: 1 } },
      { method: 'DELETE' as const, url: `/api/admin/reviews/${review}` },
    ]) {
      expect((await injectAs(app, as('other'), request)).statusCode).toBe(403)
    }
    expect(await reviewRow(review)).toEqual(before)
    const posted = await injectAs(app, as('other'), {
      method: 'POST',
      url: `/api/tools/${world.tool.slug}/reviews`,
      payload: {
        user_id: as('user').id,
        user_name: 'Other',
        user_email: 'other@example.com',
        rating: 5,
        content: 'Mine.',
      },
    })
    expect(posted.statusCode).toBe(201)
    const id = posted.json<{ review: { id: number } }>().review.id
    expect((await reviewRow(id)).user_id).toBe(as('other').id)
  })
})

describe('the authorization matrix', () => {
  it.each(table.map((route) => [route.key, route] as const))(
    '%s answers each actor as expected',
    async (key, route) => {
      const row = expectedRow(route)
      if (!row) {
        expect.fail(`${key} has no expectation: add it to MATRIX in test/reliability/authorization-matrix.test.ts`)
      }
      const url = fillPath(route.url, paramsFor(targetWorld(route), route.url))
      const answers: string[] = []
      for (const actor of ACTOR_ORDER) {
        const response = await app.inject({
          method: route.method,
          url,
          headers: await actorHeaders(app, world, actor),
          ...(route.method === 'GET' ? {} : { payload: bodyFor(route, world) }),
        })
        const expected = expectedFor(row, actor)
        if (!matches(expected, response)) {
          answers.push(`${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`)
        }
      }
      expect(answers, `${key} (${url})`).toEqual([])
    },
  )
})

const Json = z.object({ row: z.record(z.string(), z.unknown()) })
const rowAsJson = (query: ReturnType<typeof sql.fragment>) =>
  app.db.oneFirst(sql.type(Json)`SELECT to_jsonb(t) AS row FROM (${query}) AS t`)

const profileRow = (userId: number) =>
  rowAsJson(sql.fragment`
    SELECT u.email, u.name, to_jsonb(p) AS profile FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = ${userId}`)

const savedCount = (table: 'saved_tools' | 'saved_bundles' | 'saved_posts', userId: number) =>
  app.db.oneFirst(
    sql.type(
      z.object({ n: z.number() }),
    )`SELECT count(*)::int AS n FROM ${sql.identifier([table])} WHERE user_id = ${userId}`,
  )

const kitState = (id: string) => rowAsJson(sql.fragment`SELECT is_shared, user_id FROM kits WHERE id = ${id}`)

const reviewRow = (id: number) => rowAsJson(sql.fragment`SELECT * FROM reviews WHERE id = ${id}`)
