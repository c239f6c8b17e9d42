/**
 * Fastify's route table as the reliability suites walk it: one entry per method and path, HEAD and
 * OPTIONS left out (Fastify answers them from the GET route), `/x` and `/x/` (a prefixed plugin's root)
 * counted once.
 */
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify'
import type { z } from 'zod'
import { buildTestApp } from '../build-test-app.ts'
import { startFakeGoogle } from '../oauth-server.ts'

export type RouteSchemas = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType }

export type TableRoute = {
  method: HTTPMethods
  url: string
  /** `METHOD url`, as tables and messages name the route. */
  key: string
  schema: RouteSchemas
  /** A file of the built web app, served as it is (no input, no state). */
  staticFile: boolean
}

/**
 * A test app that records its route table; `routes()` reads it once the app is ready. Google sign-in is
 * configured against a local provider (stopped with the app), so its routes answer for themselves
 * instead of "not configured".
 */
export async function buildAppWithRoutes(): Promise<{ app: FastifyInstance; routes: () => TableRoute[] }> {
  const recorded: RouteOptions[] = []
  const google = await startFakeGoogle()
  const app = await buildTestApp(
    {
      GOOGLE_CLIENT_ID: 'kitly-reliability',
      GOOGLE_CLIENT_SECRET: 'reliability-secret',
      GOOGLE_ISSUER_URL: google.issuer,
    },
    { onRoute: (route) => recorded.push(route) },
  )
  app.addHook('onClose', () => google.stop())
  await app.ready()
  return { app, routes: () => tableRoutes(recorded) }
}

export function tableRoutes(recorded: readonly RouteOptions[]): TableRoute[] {
  const byKey = new Map<string, TableRoute>()
  for (const route of recorded) {
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      const key = `${method} ${url}`
      if (byKey.has(key)) continue
      byKey.set(key, {
        method,
        url,
        key,
        schema: (route.schema ?? {}) as RouteSchemas,
        staticFile: typeof (route.config as { file?: unknown } | undefined)?.file === 'string',
      })
    }
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key))
}
