/**
 * The API's OpenAPI 3.1 document, generated from the routes' zod schemas as they are registered
 * (fastify-type-provider-zod's transforms), served at /api/openapi.json, with an interactive reference
 * (Swagger UI, bundled: no CDN) at /api/docs. Register it before the routes: @fastify/swagger collects
 * each route when it is added.
 * https://github.com/fastify/fastify-swagger
 */
import { readFileSync } from 'node:fs'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody } from '../lib/http-errors.ts'

export type OpenApiOptions = { publicUrl: string; sessionCookie: string }

export const API_VERSION = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).version

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PREFIX = '/api/docs'

/** Only the JSON API is documented: pages, feeds and files are for browsers and crawlers. */
export const isDocumentedRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX)

/** A prefix's root route (`/api/search/`) is called without its trailing slash (`/api/search`). */
export const documentedPath = (url: string) => url.replace(/(.)\/+$/, '$1')

type Operation = { responses?: Record<string, unknown>; security?: unknown[] }
type Document = { paths?: Record<string, Record<string, Operation>> }

/**
 * Every operation can also answer with the common error shape (handlers throw HttpError; the error handler
 * answers 400 for bad input and 429 when rate-limited), so each lists it beside its own answers.
 */
function addCommonErrors(document: Document): void {
  const error = { $ref: '#/components/schemas/Error' }
  const common: Record<string, string> = {
    '4XX': 'The request was refused: `error` says why in words a person understands.',
    '5XX': 'Kitly could not answer (its database is unreachable, for example).',
  }
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses ??= {}
      for (const [status, description] of Object.entries(common)) {
        operation.responses[status] ??= { description, content: { 'application/json': { schema: error } } }
      }
    }
  }
}

export default fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kitly API',
          version: API_VERSION,
          description:
            'The API behind the Kitly AI-tools directory: catalog, search, Magic Kit Builder, accounts and the ' +
            'admin back office. Signed-in calls carry the session cookie that sign-in sets; writes from a browser ' +
            'must come from the site itself.',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie } },
          schemas: { Error: z.toJSONSchema(ErrorBody) as Record<string, unknown> },
        },
      },
      transform: (input) =>
        isDocumentedRoute(input.url)
          ? jsonSchemaTransform({ ...input, url: documentedPath(input.url) })
          : { schema: { ...input.schema, hide: true }, url: input.url },
      transformObject: (input) => {
        const document = jsonSchemaTransformObject(input)
        addCommonErrors(document as Document)
        return document
      },
    })
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    })
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
