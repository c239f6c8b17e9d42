/** POST /api/tools/{slug}/reports: a visitor reports a problem with a listing, once a day per tool. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createTool, createUser } from '../../../test/factories.ts'
import { type Browser, browser, browserAs } from '../../../test/session.ts'
import { REPORT_NOTE_REQUIRED } from '../../lib/field-rules.ts'
import { ALREADY_REPORTED } from './index.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const report = (visitor: Browser, slug: string, body: object) => visitor.post(`/api/tools/${slug}/reports`, body)

const StoredReport = z.object({
  reason: z.string(),
  note: z.string().nullable(),
  state: z.string(),
  reporter_id: z.number().nullable(),
  visitor_key: z.string(),
})
const storedReports = (toolId: number) =>
  app.db.any(sql.type(StoredReport)`
    SELECT reason, note, state, reporter_id, visitor_key FROM tool_reports WHERE tool_id = ${toolId} ORDER BY id`)

describe('POST /api/tools/{slug}/reports', () => {
  it('files an open report without an account, keyed by a hash rather than the address', async () => {
    const tool = await createTool(app.db)
    const visitor = browser(app, { ip: '203.0.113.7' })
    const response = await report(visitor, tool.slug, { reason: 'dead_link', note: '  The site is gone  ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ reason: 'dead_link', note: 'The site is gone', state: 'open' })
    const [stored] = await storedReports(tool.id)
    expect(stored).toMatchObject({ reason: 'dead_link', note: 'The site is gone', state: 'open', reporter_id: null })
    expect(stored?.visitor_key).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.visitor_key).not.toContain('203.0.113.7')
  })

  it('records the signed-in reporter', async () => {
    const tool = await createTool(app.db)
    const user = await createUser(app.db)
    const response = await report(await browserAs(app, user), tool.slug, { reason: 'wrong_pricing' })
    expect(response.statusCode).toBe(201)
    expect((await storedReports(tool.id))[0]).toMatchObject({ reporter_id: user.id, note: null })
  })

  it('takes one report per visitor and tool a day: the second answers 429, other tools and visitors still pass', async () => {
    const tool = await createTool(app.db)
    const otherTool = await createTool(app.db)
    const visitor = browser(app)
    expect((await report(visitor, tool.slug, { reason: 'duplicate' })).statusCode).toBe(201)
    const again = await report(visitor, tool.slug, { reason: 'misleading' })
    expect(again.statusCode).toBe(429)
    expect(again.json()).toEqual({ error: ALREADY_REPORTED })
    expect((await report(visitor, otherTool.slug, { reason: 'duplicate' })).statusCode).toBe(201)
    expect((await report(browser(app), tool.slug, { reason: 'misleading' })).statusCode).toBe(201)
    expect((await storedReports(tool.id)).map((row) => row.reason)).toEqual(['duplicate', 'misleading'])
  })

  it('refuses "other" without a note, naming the note field', async () => {
    const tool = await createTool(app.db)
    for (const note of [undefined, '   ']) {
      const response = await report(browser(app), tool.slug, { reason: 'other', note })
      expect(response.statusCode).toBe(400)
      expect(response.json().details).toEqual([{ field: 'note', message: REPORT_NOTE_REQUIRED }])
    }
    expect(await storedReports(tool.id)).toEqual([])
  })

  it('refuses an unknown reason and an overlong note with a sentence', async () => {
    const tool = await createTool(app.db)
    const unknown = await report(browser(app), tool.slug, { reason: 'spam' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toContain('Please choose what is wrong with this listing.')
    const long = await report(browser(app), tool.slug, { reason: 'other', note: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toContain('Please keep the note to 1,000 characters or fewer.')
    expect(await storedReports(tool.id)).toEqual([])
  })

  it('answers 404 for a tool that does not exist or is hidden', async () => {
    const hidden = await createTool(app.db, { status: 'inactive' })
    for (const slug of ['no-such-tool', hidden.slug]) {
      const response = await report(browser(app), slug, { reason: 'dead_link' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Tool not found' })
    }
  })
})
