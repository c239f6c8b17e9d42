/**
 * The tool import's and export's Plans column (import/tool-plan-import.ts): plans written with their history, bad
 * plans refused row by row, and an export that imports back without a change.
 */
import { sql } from '@kitly/db'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createTool, unique } from '../../../../test/factories.ts'
import { finishedJob, uploadAsAdmin } from '../../../../test/import-uploads.ts'
import { injectAs } from '../../../../test/session.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const uploadTools = async (csv: string, override = false) =>
  finishedJob(
    app,
    await uploadAsAdmin(
      app,
      '/api/admin/tools/bulk-upload',
      { name: 'plans.csv', content: csv },
      override ? { overrideDuplicates: 'true' } : {},
    ),
  )
const download = async (url: string): Promise<LightMyRequestResponse> =>
  injectAs(app, await createAdmin(app.db), { method: 'GET', url })

/** A CSV cell holding `value` as JSON (quotes doubled). */
const jsonCell = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`
const plan = (fields: Record<string, unknown> = {}) => ({
  name: 'Team',
  price: 30,
  currency: 'EUR',
  billing_period: 'month',
  unit: 'seat',
  included_amount: 5,
  source_url: 'https://team.example.com/pricing',
  as_of: '2026-10-15',
  ...fields,
})

const StoredPlan = z.object({ name: z.string(), price: z.number(), currency: z.string() })
const plansOf = (slug: string) =>
  app.db.any(sql.type(StoredPlan)`
    SELECT p.name, p.price, p.currency::text AS currency FROM tool_plans p JOIN tools t ON t.id = p.tool_id
    WHERE t.slug = ${slug} ORDER BY p.position`)
const Change = z.object({ plan_name: z.string(), change: z.string() })
const historyOf = (slug: string) =>
  app.db.any(sql.type(Change)`
    SELECT h.plan_name, h.change FROM tool_plan_history h JOIN tools t ON t.id = h.tool_id
    WHERE t.slug = ${slug} ORDER BY h.id`)

describe('the Plans column', () => {
  it('gives new tools their plans and refuses rows whose plans are not valid, naming the row, plan and field', async () => {
    const [priced, badJson, badCurrency, noSource] = [unique('priced'), unique('bad'), unique('bad'), unique('bad')]
    const csv = [
      'Tool Name,Summary,Website Link,Plans',
      `${priced},Has two plans,https://${priced}.example.com,${jsonCell([plan({ name: 'Free', price: 0, is_free_tier: true }), plan()])}`,
      `${badJson},Not JSON,https://${badJson}.example.com,"Pro: 10 USD"`,
      `${badCurrency},Bad currency,https://${badCurrency}.example.com,${jsonCell([plan({ currency: 'EURO' })])}`,
      `${noSource},No source,https://${noSource}.example.com,${jsonCell([plan(), plan({ name: 'Max', source_url: undefined })])}`,
    ].join('\n')
    const job = await uploadTools(csv)
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 3 })
    expect(job.result.errors).toEqual([
      { row: 3, message: 'Plans must be a JSON array of plans, e.g. [{"name":"Pro","price":10,…}]' },
      { row: 4, message: 'Plans: Plan 1 (Team): Currency must be an ISO 4217 code such as USD or EUR' },
      { row: 5, message: 'Plans: Plan 2 (Max): Source URL is required' },
    ])
    expect(await plansOf(priced)).toEqual([
      { name: 'Free', price: 0, currency: 'EUR' },
      { name: 'Team', price: 30, currency: 'EUR' },
    ])
    expect(await historyOf(priced)).toEqual([
      { plan_name: 'Free', change: 'added' },
      { plan_name: 'Team', change: 'added' },
    ])
  })

  it('exports the plans as compact JSON that imports back unchanged; a new price is one change in the history', async () => {
    const tool = await createTool(app.db)
    const first = await uploadTools(
      [
        'Tool Name,Summary,Website Link,Slug,Plans',
        `${tool.name},s,https://${tool.slug}.example.com,${tool.slug},${jsonCell([plan()])}`,
      ].join('\n'),
      true,
    )
    expect(first.result).toMatchObject({ updatedCount: 1, errorCount: 0 })

    const exported = await download('/api/admin/tools/export')
    expect(exported.statusCode).toBe(200)
    const cell = jsonCell([plan()])
    expect(exported.body).toContain(cell)

    const again = await uploadTools(exported.body, true)
    expect(again.result).toMatchObject({ errorCount: 0 })
    expect(await historyOf(tool.slug)).toEqual([{ plan_name: 'Team', change: 'added' }])

    const repriced = exported.body.replace(cell, jsonCell([plan({ price: 35 })]))
    expect((await uploadTools(repriced, true)).result).toMatchObject({ errorCount: 0 })
    expect(await plansOf(tool.slug)).toEqual([{ name: 'Team', price: 35, currency: 'EUR' }])
    expect(await historyOf(tool.slug)).toEqual([
      { plan_name: 'Team', change: 'added' },
      { plan_name: 'Team', change: 'changed' },
    ])
  })

  it("keeps a tool's plans when its cell is blank and removes them for []", async () => {
    const tool = await createTool(app.db)
    const row = (plans: string) =>
      [
        'Tool Name,Summary,Website Link,Slug,Plans',
        `${tool.name},s,https://${tool.slug}.example.com,${tool.slug},${plans}`,
      ].join('\n')
    await uploadTools(row(jsonCell([plan()])), true)
    await uploadTools(row(''), true)
    expect(await plansOf(tool.slug)).toHaveLength(1)
    await uploadTools(row('[]'), true)
    expect(await plansOf(tool.slug)).toEqual([])
    expect((await historyOf(tool.slug)).map((entry) => entry.change)).toEqual(['added', 'removed'])
  })

  it("imports the template's sample plans", async () => {
    const template = await download('/api/admin/tools/template')
    expect(template.body.split('\r\n')[0]).toContain(',Tasks,Plans')
    expect((await uploadTools(template.body)).result).toMatchObject({ successCount: 2, errorCount: 0 })
    expect(await plansOf('acme-writer')).toEqual([
      { name: 'Free', price: 0, currency: 'USD' },
      { name: 'Pro', price: 12, currency: 'USD' },
    ])
    expect(await plansOf('pixel-forge')).toEqual([])
  })
})
