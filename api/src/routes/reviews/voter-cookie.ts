/**
 * Visitors' "helpful" votes are counted once per browser: a random id in a long-lived httpOnly cookie
 * (no account, nothing personal). Read and written by hand so it does not depend on a cookie plugin.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const VOTER_COOKIE = 'kitly_voter'
const VALID_ID = /^[A-Za-z0-9_-]{16,64}$/
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The browser's voter id, set now when it has none (or a tampered one). */
export function browserVoterId(request: FastifyRequest, reply: FastifyReply): string {
  const current = readCookie(request.headers.cookie, VOTER_COOKIE)
  if (current && VALID_ID.test(current)) return current
  const id = randomBytes(16).toString('base64url')
  const secure = request.protocol === 'https' ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${VOTER_COOKIE}=${id}; Path=/api/reviews; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  )
  return id
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}
