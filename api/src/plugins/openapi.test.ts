/** The OpenAPI document: valid OpenAPI 3.1, listing every API route Fastify has, and the reference page. */
import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { documentedPath, isDocumentedRoute, OPENAPI_PATH } from './openapi.ts'

let app: FastifyInstance
const routes: RouteOptions[] = []

beforeAll(async () => {
  app = await buildTestApp({}, { onRoute: (route) => routes.push(route) })
})
afterAll(() => app.close())

type Document = {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
}
const documentOf = async () => (await app.inject(OPENAPI_PATH)).json() as Document

/** Fastify's `/tools/:slug` is OpenAPI's `/tools/{slug}`. */
const openApiPath = (url: string) => documentedPath(url).replace(/:([A-Za-z_]\w*)/g, '{$1}')

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf()
    expect(document.openapi).toBe('3.1.0')
    const result = await new Validator().validate(document as unknown as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it("lists every API route of Fastify's route table, with its method, and nothing else", async () => {
    const document = await documentOf()
    const expected = new Set<string>()
    for (const route of routes) {
      if (!isDocumentedRoute(route.url) || route.url === OPENAPI_PATH) continue
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') expected.add(`${method.toLowerCase()} ${openApiPath(route.url)}`)
      }
    }
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    )
    expect(expected.size).toBeGreaterThan(40)
    expect([...expected].filter((operation) => !documented.has(operation))).toEqual([])
    expect([...documented].filter((operation) => !expected.has(operation))).toEqual([])
  })

  it("describes a route's parameters and answers, and the error shape every route can answer", async () => {
    const document = await documentOf()
    const search = document.paths['/api/search']?.get as unknown as {
      parameters: { name: string; in: string }[]
      responses: Record<string, { content: Record<string, { schema: unknown }> }>
    }
    expect(search.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'pricing', 'limit', 'offset']),
    )
    expect(search.responses['200']).toBeDefined()
    expect(search.responses['4XX']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    })
    const signup = document.paths['/api/auth/signup']?.post as unknown as { requestBody: unknown }
    expect(JSON.stringify(signup.requestBody)).toContain('password')
  })
})

describe('GET /api/docs', () => {
  it('serves the interactive reference, which loads the document, under a policy that lets it draw', async () => {
    const page = await app.inject('/api/docs/')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger-ui-bundle.js')
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    const home = await app.inject({ url: '/api/health' })
    expect(home.headers['content-security-policy']).not.toContain('unsafe-inline')
    expect((await app.inject('/api/docs/static/swagger-initializer.js')).statusCode).toBe(200)
    // The page loads the document from ./json beside it.
    expect((await app.inject('/api/docs/json')).json()).toEqual(await documentOf())
  })
})
