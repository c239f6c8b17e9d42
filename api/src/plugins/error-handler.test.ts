/**
 * Client mistakes that libraries report as plain errors still answer a 4xx with a readable message.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createAdmin, createUser } from '../../test/factories.ts'
import { injectAs } from '../../test/session.ts'

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
})
