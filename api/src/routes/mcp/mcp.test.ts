/** Kitly's MCP server as an assistant meets it: the SDK's own client over real HTTP, on the seed catalog. */

import { sql } from '@kitly/db'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCatalogApp } from '../../../test/catalog-app.ts'
import { setTestPlans } from '../../../test/factories.ts'

const PUBLIC_URL = 'https://kitly.example'
let app: FastifyInstance
let address: string
let client: Client

beforeAll(async () => {
  app = await buildCatalogApp({ PUBLIC_URL })
  address = await app.listen({ host: '127.0.0.1', port: 0 })
  client = new Client({ name: 'kitly-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${address}/mcp`)))
})
afterAll(async () => {
  await client.close()
  await app.close()
})

/** Calls a tool and reads its JSON answer. */
async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args })
  const [content] = result.content as { type: string; text: string }[]
  return { isError: result.isError === true, text: content?.text ?? '', json: () => JSON.parse(content?.text ?? '') }
}

const toolId = (slug: string) =>
  app.db.oneFirst(sql.type(z.object({ id: z.number() }))`SELECT id FROM tools WHERE slug = ${slug}`)

type Listed = { slug: string; listing_url: string; markdown_url: string; pricing: string }

describe('the MCP server', () => {
  it('introduces itself and offers its six read-only tools', async () => {
    expect(client.getServerVersion()?.name).toBe('kitly')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'alternatives',
      'build_kit',
      'compare_tools',
      'get_tool',
      'price_kit',
      'search_tools',
    ])
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true)
  })

  it('searches the catalog, typos forgiven, each tool with its listing and Markdown addresses', async () => {
    const answer = (await call('search_tools', { query: 'midjourny', limit: 5 })).json()
    expect(answer.corrected_query).toBe('midjourney')
    const [first] = answer.tools as Listed[]
    expect(first).toMatchObject({
      slug: 'midjourney',
      listing_url: `${PUBLIC_URL}/tools/midjourney`,
      markdown_url: `${PUBLIC_URL}/tools/midjourney.md`,
    })
    const free = (await call('search_tools', { query: 'transcribe', pricing: 'free', limit: 25 })).json()
    expect(free.tools.length).toBeGreaterThan(0)
    for (const tool of free.tools as Listed[]) expect(['Free', 'Freemium', 'not known']).toContain(tool.pricing)
  })

  it('reads a listing, and says how to find one it does not know', async () => {
    const tool = (await call('get_tool', { slug: 'canva' })).json()
    expect(tool).toMatchObject({ name: 'Canva', slug: 'canva', listing_url: `${PUBLIC_URL}/tools/canva` })
    expect(tool.website_url).toMatch(/^https:\/\//)
    const unknown = await call('get_tool', { slug: 'no-such-tool' })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toBe(
      "No listed tool has the slug 'no-such-tool'. Use search_tools to find the tool and its slug.",
    )
  })

  it('finds alternatives and compares tools side by side', async () => {
    const { of, alternatives } = (await call('alternatives', { slug: 'canva', limit: 3 })).json()
    expect(of).toBe('Canva')
    expect(alternatives).toHaveLength(3)
    expect(alternatives.map((tool: Listed) => tool.slug)).not.toContain('canva')

    const compared = (await call('compare_tools', { slugs: ['canva', 'midjourney'] })).json()
    expect(compared.tools.map((tool: Listed) => tool.slug)).toEqual(['canva', 'midjourney'])
    const missing = await call('compare_tools', { slugs: ['canva', 'nope-tool'] })
    expect(missing.isError).toBe(true)
    expect(missing.text).toContain("'nope-tool'")
  })

  it('gives the plans of a listing with their source and date, and says when its pricing is not known', async () => {
    const plan = {
      name: 'Team',
      price: 24,
      currency: 'USD',
      billing_period: 'month',
      unit: 'seat',
      included_amount: 3,
      source_url: 'https://www.canva.com/pricing/',
      as_of: '2026-11-01',
    }
    await app.db.query(sql.typeAlias('void')`
      SELECT FROM set_tool_plans((SELECT id FROM tools WHERE slug = 'canva'), ${sql.jsonb([plan])})`)
    const tool = (await call('get_tool', { slug: 'canva' })).json()
    expect(tool.pricing_plans).toEqual({
      known: true,
      free_tier: false,
      cheapest_monthly: { name: 'Team', price: 24, currency: 'USD', billing_period: 'month' },
      plans: [{ ...plan, overage_price: null, is_free_tier: false }],
    })
    const compared = (await call('compare_tools', { slugs: ['canva', 'midjourney'] })).json()
    expect(compared.tools.map((listed: { pricing_plans: { known: boolean } }) => listed.pricing_plans.known)).toEqual([
      true,
      false,
    ])
  })

  it('builds a kit of steps, each with its tool, why, and alternatives', async () => {
    const kit = (await call('build_kit', { goal: 'launch a podcast about cooking', kit_size: 5 })).json()
    expect(kit.steps).toHaveLength(5)
    for (const step of kit.steps) {
      expect(step.step).toEqual(expect.any(String))
      expect(step.tool.listing_url).toMatch(new RegExp(`^${PUBLIC_URL}/tools/`))
      expect(step.why).toEqual(expect.any(String))
    }
    const slugs = kit.steps.map((step: { tool: Listed }) => step.tool.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('prices a kit at a usage: the cheapest covering plan with its source, totals per currency, unknown prices named', async () => {
    const plans = [
      { name: 'Free', price: 0, is_free_tier: true, unit: 'image', included_amount: 25 },
      { name: 'Basic', price: 10, unit: 'image', included_amount: 200, overage_price: 0.05 },
    ]
    await setTestPlans(app.db, await toolId('midjourney'), plans)
    await setTestPlans(app.db, await toolId('notion-ai'), [
      { name: 'Plus', price: 96, currency: 'EUR', billing_period: 'year', unit: 'seat' },
    ])
    const kit = (
      await call('price_kit', {
        slugs: ['midjourney', 'notion-ai', 'chatgpt'],
        seats: 2,
        amounts: [{ slug: 'midjourney', unit: 'image', amount: 300 }],
      })
    ).json()
    expect(kit.tools.map((tool: Listed & { status: string }) => [tool.slug, tool.status])).toEqual([
      ['midjourney', 'priced'],
      ['notion-ai', 'priced'],
      ['chatgpt', 'not_known'],
    ])
    expect(kit.tools[0]).toMatchObject({
      listing_url: `${PUBLIC_URL}/tools/midjourney`,
      units: ['image'],
      cheapest: {
        plan: 'Basic',
        monthly_cost: 15,
        currency: 'USD',
        billing_period: 'month',
        source_url: 'https://pricing.example.com/',
        as_of: '2026-11-01',
      },
      free_tier: null,
    })
    expect(kit.tools[1].cheapest).toMatchObject({ plan: 'Plus', monthly_cost: 16, billing_period: 'year' })
    expect(kit.totals).toEqual([
      { currency: 'USD', monthly_cost: 15 },
      { currency: 'EUR', monthly_cost: 16 },
    ])
    expect(kit.pricing_not_known).toEqual(['chatgpt'])
    expect(kit.stays_free).toBe(false)

    const free = (await call('price_kit', { slugs: ['midjourney'] })).json()
    expect(free).toMatchObject({ stays_free: true, tools: [{ free_tier: { plan: 'Free', monthly_cost: 0 } }] })
    const unknown = await call('price_kit', {
      slugs: ['midjourney'],
      amounts: [{ slug: 'nope-tool', unit: 'image', amount: 1 }],
    })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toContain("'nope-tool'")
  })

  it('refuses bad arguments with the rule they broke, and keeps no sessions', async () => {
    const tooMany = await client.callTool({
      name: 'compare_tools',
      arguments: { slugs: ['a', 'b', 'c', 'd', 'e', 'f'] },
    })
    expect(tooMany.isError).toBe(true)
    expect(JSON.stringify(tooMany.content)).toMatch(/slugs/)
    const stream = await fetch(`${address}/mcp`, { headers: { accept: 'text/event-stream' } })
    expect(stream.status).toBe(405)
    expect(stream.headers.get('allow')).toBe('POST')
  })
})
