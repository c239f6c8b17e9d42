/**
 * The session hook: each way out of it (no cookie, not an API path, a token that cannot be ours, an unknown,
 * deactivated or stale session, a valid one) answers as it should, and none leaves the request hanging.
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createUser } from '../../test/factories.ts'
import { signInAs } from '../../test/session.ts'
import { hashSessionToken, newSessionToken } from '../auth/sessions.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const whoIs = async (cookie?: string) => {
  const response = await app.inject({ url: '/api/users/session', headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(200)
  return { user: (response.json() as { user: { id: number } | null }).user, setCookie: response.headers['set-cookie'] }
}

const sessionCount = (cookie: string) =>
  app.db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM sessions
    WHERE token_hash = ${sql.binary(hashSessionToken(cookie.split('=')[1] ?? '') as Buffer)}`)

describe('the session hook', () => {
  it('signs in an API request that carries a valid session', async () => {
    const user = await createUser(app.db)
    const { user: seen, setCookie } = await whoIs(await signInAs(app, user))
    expect(seen?.id).toBe(user.id)
    expect(setCookie).toBeUndefined()
  })

  it('answers a request without the cookie, or with only other cookies, as signed out', async () => {
    expect((await whoIs()).user).toBeNull()
    expect((await whoIs('theme=dark; other=1')).user).toBeNull()
  })

  it.each([
    ['an unknown token', () => `${app.sessions.cookieName}=${newSessionToken()}`],
    ['a value that cannot be a token', () => `${app.sessions.cookieName}=not a token!`],
  ])('answers %s as signed out and leaves the cookie alone', async (_case, cookie) => {
    const { user, setCookie } = await whoIs(cookie())
    expect(user).toBeNull()
    expect(setCookie).toBeUndefined()
  })

  it('signs a deactivated account out and deletes its session for good', async () => {
    const user = await createUser(app.db)
    const cookie = await signInAs(app, user)
    await app.db.query(sql.typeAlias('void')`UPDATE users SET is_active = false WHERE id = ${user.id}`)
    expect((await whoIs(cookie)).user).toBeNull()
    expect(await sessionCount(cookie)).toBe(0)
  })

  const makeStale = (userId: number) =>
    app.db.query(sql.typeAlias('void')`
      UPDATE sessions SET last_seen_at = now() - interval '2 days', expires_at = now() + interval '1 day'
      WHERE user_id = ${userId}`)
  const daysLeft = (userId: number) =>
    app.db.oneFirst(sql.type(z.object({ days: z.number() }))`
      SELECT floor(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM sessions WHERE user_id = ${userId}`)

  it('slides a stale session and renews its cookie', async () => {
    const user = await createUser(app.db)
    const cookie = await signInAs(app, user)
    await makeStale(user.id)
    const { user: seen, setCookie } = await whoIs(cookie)
    expect(seen?.id).toBe(user.id)
    expect(String(setCookie)).toContain(cookie)
    expect(await daysLeft(user.id)).toBeGreaterThan(1)
  })

  it('does not look the session up outside /api/: a stale one is neither slid nor renewed', async () => {
    const user = await createUser(app.db)
    const cookie = await signInAs(app, user)
    await makeStale(user.id)
    const file = await app.inject({ url: '/uploads/none.png', headers: { cookie } })
    expect(file.statusCode).toBe(404)
    expect(file.headers['set-cookie']).toBeUndefined()
    expect(await daysLeft(user.id)).toBe(0)
  })
})
