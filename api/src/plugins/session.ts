/**
 * Who is signed in. Reads the session cookie on every /api request and puts the user on `request.user`
 * (null when signed out, expired, or the account is deactivated: deactivation takes effect at the next
 * request). Routes start and end sessions through `app.sessions`.
 *
 * The cookie is httpOnly (scripts never see it), SameSite=Lax (not sent on cross-site posts), Secure with
 * the `__Host-` prefix when the site is served over HTTPS, and lives as long as the session's idle limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
  hashSessionToken,
  insertSession,
  newSessionToken,
  recordSignIn,
  SESSION_IDLE_SECONDS,
  type SessionUser,
  touchSession,
} from '../auth/sessions.ts'

export type SessionPluginOptions = { publicUrl: string }

export type Sessions = {
  /** The session cookie's name (it depends on HTTPS). */
  cookieName: string
  /**
   * Signs `userId` in: a new token and cookie, and the session the request came with (if any) deleted,
   * so a token planted or seen before sign-in is worth nothing afterwards.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>
  /** Signs the request's session out and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Ends every other session of the signed-in user (after a password change). */
  revokeOthers(request: FastifyRequest): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions
  }
  interface FastifyRequest {
    /** The signed-in, active user; null when signed out. */
    user: SessionUser | null
    /** Hash of the request's valid session token, when it has one. */
    sessionTokenHash: Buffer | null
  }
}

/** __Host- makes the browser refuse the cookie unless it is Secure, host-only and for the whole site. */
export const sessionCookieName = (publicUrl: string) =>
  publicUrl.startsWith('https:') ? '__Host-kitly_session' : 'kitly_session'

export default fp(
  async (app: FastifyInstance, { publicUrl }: SessionPluginOptions) => {
    const secure = publicUrl.startsWith('https:')
    const cookieName = sessionCookieName(publicUrl)
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure,
      maxAge: SESSION_IDLE_SECONDS,
    }
    const setCookie = (reply: FastifyReply, token: string) => reply.setCookie(cookieName, token, cookieOptions)
    const clearCookie = (reply: FastifyReply) => reply.clearCookie(cookieName, { path: '/', secure, httpOnly: true })

    app.decorateRequest('user', null)
    app.decorateRequest('sessionTokenHash', null)

    /** Puts the user of the session `token` names on the request, when it is a valid session. */
    const loadSessionUser = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
      const tokenHash = hashSessionToken(token)
      // An unknown or ended session is simply not signed in. The cookie is left alone: clearing it here
      // could race with a sign-in in flight and erase the new cookie that sign-in just set.
      const session = tokenHash ? await findSession(app.db, tokenHash) : null
      if (!tokenHash || !session) return
      if (!session.is_active) {
        // Deactivated: the session goes for good, so reactivation does not bring it back.
        await deleteSession(app.db, tokenHash)
        return
      }
      if (session.stale) {
        await touchSession(app.db, tokenHash)
        setCookie(reply, token)
      }
      const { stale: _stale, ...user } = session
      request.user = user
      request.sessionTokenHash = tokenHash
    }

    // Only API requests need to know the user: pages and assets skip the lookup, and so does a request
    // without the cookie. A callback hook, not an async one: most requests return at once, without paying
    // for a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done()
      const token = request.cookies[cookieName]
      if (token === undefined) return done()
      loadSessionUser(request, reply, token).then(() => done(), done)
    })

    const sessions: Sessions = {
      cookieName,
      async start(request, reply, userId) {
        const token = newSessionToken()
        const tokenHash = hashSessionToken(token) as Buffer
        const previous = request.cookies[cookieName]
        const previousHash = previous ? hashSessionToken(previous) : null
        await app.db.transaction(async (tx) => {
          if (previousHash) await deleteSession(tx, previousHash)
          await deleteExpiredSessions(tx)
          const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null
          await insertSession(tx, { tokenHash, userId, userAgent })
          await recordSignIn(tx, userId)
        })
        setCookie(reply, token)
        request.sessionTokenHash = tokenHash
      },
      async end(request, reply) {
        const token = request.cookies[cookieName]
        const tokenHash = token ? hashSessionToken(token) : null
        if (tokenHash) await deleteSession(app.db, tokenHash)
        clearCookie(reply)
        request.user = null
        request.sessionTokenHash = null
      },
      async revokeOthers(request) {
        if (request.user) await deleteUserSessions(app.db, request.user.id, request.sessionTokenHash)
      },
    }
    app.decorate('sessions', sessions)
  },
  { name: 'session', dependencies: ['database', 'cookie'] },
)
