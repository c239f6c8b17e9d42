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
    app.addHook('preValidation', async (request) => {
      const parts = { URL: request.params, 'query parameters': request.query, 'request body': request.body }
      for (const [part, value] of Object.entries(parts)) {
        const field = findNul(value)
        if (field !== null)
          throw new HttpError(400, `Invalid ${part}: ${field || part} must not contain NUL characters`)
      }
    })
  },
  { name: 'nul-guard' },
)

type Visit = { value: unknown; key: string; parent: Visit | null }

/**
 * The dotted path of the first string or key in `value` holding U+0000 ('' for `value` itself), or null.
 * Iterative, with paths built only when found: a hostile body may nest a hundred thousand levels deep.
 */
export function findNul(value: unknown): string | null {
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

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}
