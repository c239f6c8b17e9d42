/**
 * Client mistakes that libraries report as plain errors still answer a 4xx with a readable message; a
 * database that cannot be reached answers 503 (test/reliability/database-outage.test.ts shows it live).
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import { BackendTerminatedError, ConnectionError } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createAdmin, createUser } from '../../test/factories.ts'
import { browser, injectAs } from '../../test/session.ts'
import { toErrorAnswer } from './error-handler.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('a malformed multipart body', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n\r\nhello\r\n--x--'],
    ['that is not multipart at all', 'multipart/form-data; boundary=abc', 'just text \u0000'],
    [
      'cut off mid-file',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nPNG',
    ],
  ])('answers an upload %s with a 400, not a 500', async (_case, contentType, payload) => {
    const admin = await createAdmin(app.db)
    const user = await createUser(app.db)
    for (const [who, url] of [
      [user, '/api/users/upload-avatar'],
      [admin, '/api/admin/upload'],
      [admin, '/api/admin/reviews/bulk-upload'],
    ] as const) {
      const response = await injectAs(app, who, {
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 })
      expect(response.json().error).toEqual(expect.any(String))
    }
  })

  it('answers a multipart body sent to a route that takes no files with 415 (only upload routes parse it)', async () => {
    const response = await injectAs(app, await createUser(app.db), {
      method: 'PUT',
      url: '/api/users/profile',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--abc--',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ error: 'Unsupported content type' })
  })
})

describe('a database that cannot be reached', () => {
  it.each([
    ['refuses connections', new ConnectionError('connect ECONNREFUSED 127.0.0.1:5432')],
    ['is shutting down', new ConnectionError('the database system is shutting down')],
    ['ended the connection', new BackendTerminatedError(new Error('terminating connection'))],
  ])('answers 503 with a sentence when it %s', (_case, error) => {
    expect(toErrorAnswer(error as unknown as FastifyError)).toEqual({
      statusCode: 503,
      body: { error: 'The database is unavailable right now. Please try again in a moment.' },
    })
  })
})

describe('a body that fails its schema', () => {
  const post = (url: string, payload: string) =>
    browser(app).inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })

  it("answers a form's body with the first field's own sentence, naming every field", async () => {
    const response = await post('/api/auth/signup', JSON.stringify({ email: 'ada@example.com' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Full name is required',
      details: [
        { field: 'name', message: 'Full name is required' },
        { field: 'mobile', message: 'Mobile number is required' },
        { field: 'password', message: 'Password is required' },
      ],
    })
  })

  it('answers a form body that is not a JSON object with the generic summary', async () => {
    const response = await post('/api/auth/signup', '"ada"')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/^Invalid request body: request body: /)
  })

  it('answers any other body with the generic summary, field by field', async () => {
    const response = await post('/api/newsletter', JSON.stringify({ email: 'nope' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Invalid request body: email: Please enter a valid email address')
  })
})
