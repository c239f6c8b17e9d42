/**
 * Postgres text cannot hold NUL (U+0000): a NUL in a path parameter, query or JSON body would fail in the
 * database as a 500, or, between two statements of one request, leave it half done. Refused up front with
 * a 400 naming where it was, before any route's validation or handler runs.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-errors.ts'

export default fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: nearly every request is clean and goes on without paying for a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      done(
        nulError('URL', request.params) ??
          nulError('query parameters', request.query) ??
          nulError('request body', request.body),
      )
    })
  },
  { name: 'nul-guard' },
)

/** The 400 for a NUL in `value`, one part of the request, or undefined when it holds none. */
function nulError(part: string, value: unknown): HttpError | undefined {
  const field = findNul(value)
  return field === null
    ? undefined
    : new HttpError(400, `Invalid ${part}: ${field || part} must not contain NUL characters`)
}

type Visit = { value: unknown; key: string; parent: Visit | null }

/**
 * The dotted path of the first string or key in `value` holding U+0000 ('' for `value` itself), or null.
 * Iterative, with paths built only when found: a hostile body may nest a hundred thousand levels deep.
 */
export function findNul(value: unknown): string | null {
  // Most requests carry no body, and a GET's params and query are empty objects: nothing to walk.
  if (typeof value !== 'object' || value === null)
    return typeof value === 'string' && value.includes('\u0000') ? '' : null
  if (isEmpty(value)) return null
  const stack: Visit[] = [{ value, key: '', parent: null }]
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit)
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) {
        const next = { value: child, key, parent: visit }
        if (key.includes('\u0000')) return pathOf(next)
        stack.push(next)
      }
    }
  }
  return null
}

function isEmpty(value: object): boolean {
  for (const _key in value) return false
  return true
}

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}
