/** /api/admin/tools/{id}/plans and GET /api/tools/{slug}/pricing: plans saved, validated, audited, and their history. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createTool } from '../../../../test/factories.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const plan = (fields: Record<string, unknown> = {}) => ({
  name: 'Pro',
  price: 20,
  currency: 'USD',
  billing_period: 'month',
  unit: 'seat',
  included_amount: 1,
  overage_price: null,
  is_free_tier: false,
  source_url: 'https://example.com/pricing',
  as_of: '2026-11-01',
  ...fields,
})
const free = plan({ name: 'Free', price: 0, is_free_tier: true, unit: 'credit', included_amount: 100 })

const StoredPlan = z.object({ name: z.string(), price: z.number(), position: z.number() })
const storedPlans = (toolId: number) =>
  context.app.db.any(sql.type(StoredPlan)`
    SELECT name, price, position FROM tool_plans WHERE tool_id = ${toolId} ORDER BY position`)

const HistoryRow = z.object({ plan_name: z.string(), change: z.string(), old_price: z.number().nullable() })
const history = (toolId: number) =>
  context.app.db.any(sql.type(HistoryRow)`
    SELECT plan_name, change, (old_plan ->> 'price')::float8 AS old_price FROM tool_plan_history
    WHERE tool_id = ${toolId} ORDER BY id`)

const putPlans = (toolId: number, plans: unknown) => context.asAdmin.put(`/api/admin/tools/${toolId}/plans`, { plans })

describe('/api/admin/tools/:id/plans', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/tools/1/plans', [
      ['GET', ''],
      ['PUT', ''],
    ])
  })

  it('saves the plans in order, answers them, audits the change and records each plan as added', async () => {
    const tool = await createTool(context.app.db)
    const response = await putPlans(tool.id, [free, plan()])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ plans: [free, plan()], message: 'Plans saved: 2 added' })
    expect(await storedPlans(tool.id)).toEqual([
      { name: 'Free', price: 0, position: 0 },
      { name: 'Pro', price: 20, position: 1 },
    ])
    expect(await history(tool.id)).toEqual([
      { plan_name: 'Free', change: 'added', old_price: null },
      { plan_name: 'Pro', change: 'added', old_price: null },
    ])
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'tool.plans',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { plans: ['Free', 'Pro'], added: 2, changed: 0, removed: 0 },
    })
    expect((await context.asAdmin.get(`/api/admin/tools/${tool.id}/plans`)).json()).toEqual({ plans: [free, plan()] })
  })

  it('keeps a history of price changes and removals, and none for a reorder alone', async () => {
    const tool = await createTool(context.app.db)
    await putPlans(tool.id, [free, plan()])
    const reordered = await putPlans(tool.id, [plan(), free])
    expect(reordered.json().message).toBe('No change to the plans')
    const repriced = await putPlans(tool.id, [plan({ price: 25 })])
    expect(repriced.statusCode).toBe(200)
    expect(repriced.json().message).toBe('Plans saved: 1 changed, 1 removed')
    expect(await history(tool.id)).toEqual([
      { plan_name: 'Free', change: 'added', old_price: null },
      { plan_name: 'Pro', change: 'added', old_price: null },
      { plan_name: 'Free', change: 'removed', old_price: 0 },
      { plan_name: 'Pro', change: 'changed', old_price: 20 },
    ])
    const pricing = await context.app.inject({ method: 'GET', url: `/api/tools/${tool.slug}/pricing` })
    expect(pricing.statusCode).toBe(200)
    expect(pricing.json().plans).toEqual([plan({ price: 25 })])
    expect(pricing.json().history.map((entry: { change: string }) => entry.change)).toEqual([
      'added',
      'added',
      'removed',
      'changed',
    ])
    expect(pricing.json().history[3]).toMatchObject({
      plan_name: 'Pro',
      old_plan: { price: 20 },
      new_plan: { price: 25 },
    })
  })

  it.each([
    [[plan({ price: -1 })], 'plans.0.price', 'Plan 1 (Pro): Price must be 0 or more'],
    [
      [plan({ currency: 'XYZ' })],
      'plans.0.currency',
      'Plan 1 (Pro): Currency must be an ISO 4217 code such as USD or EUR',
    ],
    [
      [plan({ billing_period: 'week' })],
      'plans.0.billing_period',
      'Plan 1 (Pro): Billing period must be one of month, year, one-time, usage',
    ],
    [[free, plan({ source_url: '' })], 'plans.1.source_url', 'Plan 2 (Pro): Source URL is required'],
    [[plan({ as_of: '2026-02-30' })], 'plans.0.as_of', 'Plan 1 (Pro): As-of date must be a date written YYYY-MM-DD'],
    [[plan({ as_of: '2999-01-01' })], 'plans.0.as_of', 'Plan 1 (Pro): As-of date cannot be in the future'],
    [[plan({ is_free_tier: true })], 'plans.0.price', 'Plan 1 (Pro): A free tier has a price of 0'],
    [[plan({ unit: null })], 'plans.0.unit', 'Plan 1 (Pro): Choose the unit the included amount counts'],
    [[plan(), plan({ name: 'pro' })], 'plans.1.name', 'Plan 2 (pro): Name is used twice'],
  ])('refuses a bad plan with a 400 naming the plan and its field (%#)', async (plans, field, message) => {
    const tool = await createTool(context.app.db)
    const response = await putPlans(tool.id, plans)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: message, details: expect.arrayContaining([{ field, message }]) })
    expect(await storedPlans(tool.id)).toEqual([])
  })

  it('answers 404 for a tool that does not exist', async () => {
    const response = await putPlans(999_999, [plan()])
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Tool not found' })
  })

  it('takes the plans and their history away with a deleted tool', async () => {
    const tool = await createTool(context.app.db)
    await putPlans(tool.id, [plan()])
    expect((await context.asAdmin.delete(`/api/admin/tools/${tool.id}`)).statusCode).toBe(200)
    expect(await storedPlans(tool.id)).toEqual([])
    expect(await history(tool.id)).toEqual([])
  })
})

describe('GET /api/tools/:slug/pricing', () => {
  it('answers no plans and no history for a tool whose pricing is not known', async () => {
    const tool = await createTool(context.app.db)
    const response = await context.app.inject({ method: 'GET', url: `/api/tools/${tool.slug}/pricing` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ plans: [], history: [] })
  })
})
