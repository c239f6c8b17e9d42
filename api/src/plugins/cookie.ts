/**
 * Cookie parsing and signing for every route (`request.cookies`, `reply.setCookie`). The session cookie is
 * not signed (it is a random token checked against the database); the short-lived Google sign-in cookie is.
 * https://github.com/fastify/fastify-cookie
 */
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export type CookiePluginOptions = { secret: string }

export default fp(
  async (app: FastifyInstance, options: CookiePluginOptions) => {
    await app.register(fastifyCookie, { secret: options.secret })
  },
  { name: 'cookie' },
)
