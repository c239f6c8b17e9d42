/** POST /api/kits/price and the usage a saved or shared kit keeps, against a real Postgres. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createTool, createUser, setTestPlans } from '../../../test/factories.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { sessionHeaders } from '../../../test/session.ts'

let app: FastifyInstance
let writer: { id: number }
let voice: { id: number }
let euro: { id: number }
let unknown: { id: number }

beforeAll(async () => {
  app = await buildTestApp()
  writer = await createTool(app.db, { name: 'Writer', slug: 'writer' })
  await setTestPlans(app.db, writer.id, [
    { name: 'Free', price: 0, is_free_tier: true, unit: 'seat', included_amount: 1 },
    { name: 'Pro', price: 12, unit: 'seat' },
  ])
  voice = await createTool(app.db, { name: 'Voice', slug: 'voice' })
  await setTestPlans(app.db, voice.id, [
    { name: 'Free', price: 0, is_free_tier: true, unit: 'character', included_amount: 10_000 },
    { name: 'Creator', price: 22, unit: 'character', included_amount: 100_000, overage_price: 0.0003 },
  ])
  euro = await createTool(app.db, { name: 'Euro', slug: 'euro' })
  await setTestPlans(app.db, euro.id, [{ name: 'Annual', price: 120, currency: 'EUR', billing_period: 'year' }])
  unknown = await createTool(app.db, { name: 'Unknown', slug: 'unknown' })
})
afterAll(() => app.close())

const price = (payload: object) => app.inject({ method: 'POST', url: '/api/kits/price', payload })

describe('POST /api/kits/price', () => {
  it('prices each tool at the usage, totals each currency apart and lists the tool with no known price', async () => {
    const response = await price({
      tool_ids: [writer.id, voice.id, euro.id, unknown.id],
      usage: { seats: 2, amounts: [{ tool_id: voice.id, unit: 'character', amount: 150_000 }] },
    })
    expect(response.statusCode).toBe(200)
    const cost = response.json()
    expect(cost.usage).toEqual({ seats: 2, amounts: [{ tool_id: voice.id, unit: 'character', amount: 150_000 }] })
    expect(cost.tools).toEqual([
      {
        tool_id: writer.id,
        name: 'Writer',
        slug: 'writer',
        units: [],
        status: 'priced',
        cheapest: { plan: 'Pro', monthly_cost: 24, currency: 'USD', billing_period: 'month' },
        free_tier: null,
      },
      {
        tool_id: voice.id,
        name: 'Voice',
        slug: 'voice',
        units: ['character'],
        status: 'priced',
        cheapest: { plan: 'Creator', monthly_cost: 37, currency: 'USD', billing_period: 'month' },
        free_tier: null,
      },
      {
        tool_id: euro.id,
        name: 'Euro',
        slug: 'euro',
        units: [],
        status: 'priced',
        cheapest: { plan: 'Annual', monthly_cost: 10, currency: 'EUR', billing_period: 'year' },
        free_tier: null,
      },
      {
        tool_id: unknown.id,
        name: 'Unknown',
        slug: 'unknown',
        units: [],
        status: 'not_known',
        cheapest: null,
        free_tier: null,
      },
    ])
    expect(cost.totals).toEqual([
      { currency: 'USD', monthly_cost: 61 },
      { currency: 'EUR', monthly_cost: 10 },
    ])
    expect(cost.stays_free).toBe(false)
  })

  it('says the kit stays free when every tool has a free tier that covers the usage (one seat by default)', async () => {
    const response = await price({ tool_ids: [writer.id, voice.id] })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      usage: { seats: 1, amounts: [] },
      stays_free: true,
      tools: [{ free_tier: { plan: 'Free', monthly_cost: 0 } }, { free_tier: { plan: 'Free', monthly_cost: 0 } }],
      totals: [{ currency: 'USD', monthly_cost: 0 }],
    })
  })

  it.each([
    [{ tool_ids: [] }, 'give at least one tool to price'],
    [{ tool_ids: [1, 1] }, 'each tool may appear once'],
    [{ tool_ids: [1], usage: { seats: 0 } }, 'seats must be at least 1'],
    [{ tool_ids: [1], usage: { seats: 1.5 } }, 'seats must be a whole number'],
    [{ tool_ids: [1], usage: { seats: 1, amounts: [{ tool_id: 1, unit: 'seat', amount: 3 }] } }, 'unit must be one of'],
    [
      { tool_ids: [1], usage: { seats: 1, amounts: [{ tool_id: 1, unit: 'word', amount: -1 }] } },
      'amount must be 0 or more',
    ],
  ])('refuses %j with a 400 saying why', async (payload, message) => {
    const response = await price(payload)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(message)
  })

  it('refuses a tool that is not in the catalog with a 400 naming its id', async () => {
    const response = await price({ tool_ids: [writer.id, 999_999] })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'No such tool in the catalog: 999999' })
  })
})

describe('the usage a kit keeps', () => {
  const usage = () => ({ seats: 3, amounts: [{ tool_id: voice.id, unit: 'character', amount: 50_000 }] })
  const kit = (extra: object) => ({
    prompt: 'Write and voice a newsletter',
    kit_name: 'Newsletter kit',
    tools: [{ id: writer.id }, { id: voice.id }],
    ...extra,
  })
  const storedUsage = (id: string) =>
    app.db.oneFirst(sql.type(z.object({ usage: z.unknown() }))`SELECT usage FROM kits WHERE id = ${id}`)

  it('stores the usage of a shared kit and gives it back to whoever opens the link', async () => {
    const shared = await app.inject({ method: 'POST', url: '/api/kits', payload: kit({ share: true, usage: usage() }) })
    expect(shared.statusCode).toBe(201)
    const { id } = shared.json()
    expect(shared.json().usage).toEqual(usage())
    expect(await storedUsage(id)).toEqual(usage())
    const opened = await app.inject(`/api/kits/${id}`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().usage).toEqual(usage())
  })

  it('keeps no usage for a kit saved without one, and refuses a bad one before storing anything', async () => {
    const owner = await sessionHeaders(app, await createUser(app.db))
    const saved = await app.inject({ method: 'POST', url: '/api/kits', headers: owner, payload: kit({}) })
    expect(saved.statusCode).toBe(201)
    expect(saved.json().usage).toBeNull()
    expect(await storedUsage(saved.json().id)).toBeNull()
    const before = await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM kits`)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/kits',
      headers: owner,
      payload: kit({ usage: { seats: -2 } }),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('seats must be at least 1')
    expect(await app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM kits`)).toBe(
      before,
    )
  })
})

describe('the Monthly cost of a kit PDF', () => {
  const kit = (extra: object) => ({
    prompt: 'Write, voice and sell a newsletter',
    kit_name: 'Newsletter kit',
    tools: [{ id: writer.id }, { id: voice.id }, { id: euro.id }, { id: unknown.id }],
    ...extra,
  })

  it('prices a shared kit at its saved usage: cheapest plans with their source and date, stay free, unknowns', async () => {
    const usage = { seats: 2, amounts: [{ tool_id: voice.id, unit: 'character', amount: 150_000 }] }
    const shared = await app.inject({ method: 'POST', url: '/api/kits', payload: kit({ share: true, usage }) })
    expect(shared.statusCode).toBe(201)
    const response = await app.inject(`/api/kits/${shared.json().id}.pdf`)
    expect(response.statusCode).toBe(200)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('At 2 seats; Voice: 150,000 characters a month')
    // Writer $24 (2 × $12) + Voice $37 ($22 and 50,000 characters at $0.0003); Euro's €120 a year apart.
    expect(text).toContain('Cheapest plans: $61 + €10 a month')
    expect(text).toContain('Writer: $24 a month (Pro)')
    expect(text).toContain('Voice: $37 a month (Creator)')
    expect(text).toContain('Euro: €10 a month (Annual, billed yearly)')
    expect(text).toContain('Unknown: Pricing not known')
    expect(text).toContain('Pro: price as of 2026-11-01, from https://pricing.example.com/')
    expect(text).toContain('Stay free No tool with a known price has a free tier that covers this usage.')
    expect(text).toContain('Pricing not known Unknown: no plan with a stated source is on record, so none is guessed.')
  })

  it('prices a kit saved without a usage, and an unsaved one, at one seat', async () => {
    const shared = await app.inject({ method: 'POST', url: '/api/kits', payload: kit({ share: true }) })
    const saved = await pdfText((await app.inject(`/api/kits/${shared.json().id}.pdf`)).rawPayload)
    const unsaved = await app.inject({ method: 'POST', url: '/api/kits/pdf', payload: kit({}) })
    expect(unsaved.statusCode).toBe(200)
    for (const text of [saved, await pdfText(unsaved.rawPayload)]) {
      expect(text).toContain('At 1 seat')
      expect(text).toContain('Writer: $0 a month (Free) · Free tier covers it')
      expect(text).toContain('Free tiers cover Writer, Voice; not Euro.')
    }
  })
})
