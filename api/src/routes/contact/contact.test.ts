import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createUser } from '../../../test/factories.ts'
import { freshClientIp, sessionHeaders } from '../../../test/session.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const send = (payload: object, headers: Record<string, string> = {}) =>
  // Each from an address of its own: the form is rate-limited per IP (lib/visitor-limits.ts).
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'x-forwarded-for': freshClientIp(), ...headers },
  })
const message = (extra: object = {}) => ({
  email: 'ada@example.com',
  mobile: '+44 20 7946 0102',
  query_type: 'tool_submission',
  message: 'Please add Ollama to the directory.',
  ...extra,
})
const Inquiry = z.object({
  email: z.string(),
  mobile: z.string().nullable(),
  query_type: z.string(),
  message: z.string(),
  status: z.string(),
  user_id: z.number().nullable(),
})
const inquiries = () =>
  app.db.any(
    sql.type(Inquiry)`SELECT email, mobile, query_type, message, status, user_id FROM contact_inquiries ORDER BY id`,
  )

describe('POST /api/contact', () => {
  it('stores the message as a new inquiry', async () => {
    const response = await send(message())
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ ok: true, id: expect.any(Number), status: 'new' })
    expect((await inquiries()).at(-1)).toEqual({ ...message(), status: 'new', user_id: null })
  })

  it.each(['general', 'tool_submission', 'bug_report', 'partnership', 'support'])(
    'accepts the %s query type',
    async (type) => {
      expect((await send(message({ query_type: type }))).statusCode).toBe(201)
    },
  )

  it('takes the mobile number as optional, and trims what it stores', async () => {
    expect((await send(message({ mobile: '', email: '  bo@example.com ', message: '  Hi  ' }))).statusCode).toBe(201)
    expect((await inquiries()).at(-1)).toMatchObject({ email: 'bo@example.com', mobile: null, message: 'Hi' })
    expect((await send(message({ mobile: undefined }))).statusCode).toBe(201)
  })

  it('links the inquiry to the signed-in user', async () => {
    const ana = await createUser(app.db, { email: 'ana@example.com' })
    await send(message(), await sessionHeaders(app, ana))
    expect((await inquiries()).at(-1)?.user_id).toBe(ana.id)
  })

  it.each([
    ['no email', { email: undefined }, ['email']],
    ['a blank message', { message: '   ' }, ['message']],
    ['no query type', { query_type: '' }, ['query_type']],
    [
      'nothing at all',
      { email: undefined, query_type: undefined, message: undefined, mobile: undefined },
      ['email', 'query_type', 'message'],
    ],
  ])('answers "Please fill in all required fields." for %s, and stores nothing', async (_case, change, fields) => {
    const before = (await inquiries()).length
    const response = await send(message(change))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Please fill in all required fields.',
      details: fields.map((field) => ({ field, message: 'is required' })),
    })
    expect((await inquiries()).length).toBe(before)
  })

  it.each([
    ['a malformed email', { email: 'ada@' }, 'Please enter a valid email address'],
    [
      'an unknown query type',
      { query_type: 'complaint' },
      'query_type must be one of general, tool_submission, bug_report, partnership, support',
    ],
    ['a malformed mobile number', { mobile: 'call me maybe' }, 'Please enter a valid mobile number'],
    ['a message of 10,001 characters', { message: 'x'.repeat(10_001) }, 'message must be at most 10,000 characters'],
    ['an email that is not text', { email: 42 }, 'Invalid request body: email: email must be text'],
  ])('rejects %s with a 400 that says why, and stores nothing', async (_case, change, error) => {
    const before = (await inquiries()).length
    const response = await send(message(change))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
    expect((await inquiries()).length).toBe(before)
  })
})
