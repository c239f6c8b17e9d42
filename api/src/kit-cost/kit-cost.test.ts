import { describe, expect, it } from 'vitest'
import { type KitUsage, type PlannedTool, priceKit, priceTool } from './kit-cost.ts'

type Plan = PlannedTool['plans'][number]

const plan = (fields: Partial<Plan> & Pick<Plan, 'name' | 'price'>): Plan => ({
  currency: 'USD',
  billing_period: 'month',
  unit: null,
  included_amount: null,
  overage_price: null,
  is_free_tier: false,
  ...fields,
})

let nextId = 1
const tool = (name: string, plans: Plan[]): PlannedTool => ({
  id: nextId++,
  name,
  slug: name.toLowerCase(),
  plans,
})

const usage = (seats: number, amounts: KitUsage['amounts'] = []): KitUsage => ({ seats, amounts })

describe('priceTool', () => {
  it('multiplies a per-seat price by the seats, and takes the cheapest plan that covers them', () => {
    const writer = tool('Writer', [
      plan({ name: 'Pro', price: 12, unit: 'seat' }),
      plan({ name: 'Team', price: 30, unit: 'seat', included_amount: 5 }),
    ])
    expect(priceTool(writer, usage(2)).cheapest).toMatchObject({ plan: 'Pro', monthly_cost: 24 })
    expect(priceTool(writer, usage(4)).cheapest).toMatchObject({ plan: 'Team', monthly_cost: 30 })
  })

  it('adds the overage beyond the included amount, and drops a plan that has no overage past its allowance', () => {
    const voice = tool('Voice', [
      plan({ name: 'Starter', price: 5, unit: 'character', included_amount: 30_000 }),
      plan({ name: 'Creator', price: 22, unit: 'character', included_amount: 100_000, overage_price: 0.0003 }),
    ])
    const within = priceTool(voice, usage(1, [{ tool_id: voice.id, unit: 'character', amount: 20_000 }]))
    expect(within.cheapest).toMatchObject({ plan: 'Starter', monthly_cost: 5 })
    expect(within.units).toEqual(['character'])
    const beyond = priceTool(voice, usage(1, [{ tool_id: voice.id, unit: 'character', amount: 150_000 }]))
    expect(beyond.cheapest).toEqual({ plan: 'Creator', monthly_cost: 37, currency: 'USD', billing_period: 'month' })
  })

  it('counts a yearly price as a twelfth a month and says it is billed yearly', () => {
    const editor = tool('Editor', [
      plan({ name: 'Monthly', price: 15 }),
      plan({ name: 'Annual', price: 144, billing_period: 'year' }),
    ])
    expect(priceTool(editor, usage(1)).cheapest).toEqual({
      plan: 'Annual',
      monthly_cost: 12,
      currency: 'USD',
      billing_period: 'year',
    })
  })

  it('names the free tier that covers the usage, and none once the usage outgrows it', () => {
    const images = tool('Images', [
      plan({ name: 'Free', price: 0, is_free_tier: true, unit: 'image', included_amount: 25 }),
      plan({ name: 'Basic', price: 10, unit: 'image', included_amount: 200 }),
    ])
    const small = priceTool(images, usage(1, [{ tool_id: images.id, unit: 'image', amount: 25 }]))
    expect(small).toMatchObject({ status: 'priced', free_tier: { plan: 'Free', monthly_cost: 0 } })
    const large = priceTool(images, usage(1, [{ tool_id: images.id, unit: 'image', amount: 26 }]))
    expect(large).toMatchObject({ free_tier: null, cheapest: { plan: 'Basic', monthly_cost: 10 } })
  })

  it('says "not known" for a tool without plans and "not covered" when no plan reaches the usage', () => {
    expect(priceTool(tool('Mystery', []), usage(3))).toMatchObject({
      status: 'not_known',
      cheapest: null,
      free_tier: null,
    })
    const capped = tool('Capped', [
      plan({ name: 'Team', price: 50, unit: 'seat', included_amount: 3 }),
      plan({ name: 'Lifetime', price: 300, billing_period: 'one-time' }),
    ])
    expect(priceTool(capped, usage(4))).toMatchObject({ status: 'not_covered', cheapest: null })
  })

  it('bills a usage-priced plan by its overage alone when its price is 0', () => {
    const api = tool('Api', [
      plan({ name: 'Pay as you go', price: 0, billing_period: 'usage', unit: 'token', overage_price: 0.00002 }),
    ])
    const answer = priceTool(api, usage(1, [{ tool_id: api.id, unit: 'token', amount: 1_000_000 }]))
    expect(answer.cheapest).toMatchObject({ plan: 'Pay as you go', monthly_cost: 20, billing_period: 'usage' })
  })
})

describe('priceKit', () => {
  it('totals each currency apart, leaves unknown prices out, and stays free only when every tool can', () => {
    const dollars = tool('Dollars', [
      plan({ name: 'Pro', price: 20 }),
      plan({ name: 'Free', price: 0, is_free_tier: true }),
    ])
    const moreDollars = tool('More dollars', [plan({ name: 'Plus', price: 9.99 })])
    const euros = tool('Euros', [plan({ name: 'Pro', price: 120, currency: 'EUR', billing_period: 'year' })])
    const unknown = tool('Unknown', [])
    const cost = priceKit([dollars, moreDollars, euros, unknown], usage(1))
    expect(cost.totals).toEqual([
      { currency: 'USD', monthly_cost: 9.99 },
      { currency: 'EUR', monthly_cost: 10 },
    ])
    expect(cost.tools.map((entry) => entry.status)).toEqual(['priced', 'priced', 'priced', 'not_known'])
    expect(cost.stays_free).toBe(false)
    expect(priceKit([dollars], usage(1)).stays_free).toBe(true)
  })

  it("compares a tool's plans only within the currency of its first covering plan", () => {
    const mixed = tool('Mixed', [plan({ name: 'US', price: 10 }), plan({ name: 'EU', price: 5, currency: 'EUR' })])
    expect(priceKit([mixed], usage(1)).totals).toEqual([{ currency: 'USD', monthly_cost: 10 }])
  })
})
