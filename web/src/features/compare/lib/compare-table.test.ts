import { describe, expect, it } from 'vitest'
import type { KitCost, ToolPage as Tool } from '@/lib/api-types'
import { planChange, planFacts } from '@/test/plan-change'
import { toolPage } from '@/test/tool-page'
import { buildCompareCsv, csvField, customFieldName } from './compare-table'

const tool = toolPage

const plan = (fields: Partial<Tool['plans'][number]>): Tool['plans'][number] => ({
  name: 'Pro',
  price: 20,
  currency: 'USD',
  billing_period: 'month',
  unit: null,
  included_amount: null,
  overage_price: null,
  is_free_tier: false,
  source_url: 'https://example.com/pricing',
  as_of: '2026-11-01',
  ...fields,
})

describe('compare CSV', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a, b')).toBe('"a, b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField('@sum')).toBe("'@sum")
  })

  it('has a Feature column, one column per tool, the fixed rows then the custom ones', () => {
    const tools = [
      tool({
        id: 1,
        name: 'Canva',
        short_description: 'Design, fast',
        rating: 4.5,
        review_count: 12,
        features: ['Templates', 'Brand kits'],
        platforms: ['web', 'ios', 'browser-extension'],
        has_api: true,
      }),
      tool({
        id: 2,
        name: 'Figma "AI"',
        pricing_model: 'Paid',
        is_paid: true,
        free_credit_info: '14-day trial',
        open_source: true,
        license: 'MIT',
        plans: [
          plan({ name: 'Free', price: 0, is_free_tier: true }),
          plan({ name: 'Team', price: 180, billing_period: 'year' }),
          plan({ name: 'Pro', price: 20 }),
        ],
      }),
    ]
    const csv = buildCompareCsv(tools, [{ id: 'f1', name: 'Team size', values: { 1: '1-10', 2: 'any' } }])
    expect(csv.split('\r\n')).toEqual([
      'Feature,Canva,"Figma ""AI"""',
      'Tool Summary,"Design, fast",',
      'Pricing Model,Free,Paid',
      'Plans,Not known,"From $15 a month (Team, billed yearly) · Free tier: yes"',
      'Price History,Not known,Not known',
      'Free Credits,,14-day trial',
      'Key Features,Templates; Brand kits,',
      'Platforms,"Web, iOS, Browser extension",',
      'API,Yes,Not known',
      'Open Source,No,Yes (MIT)',
      'Video Preview,,',
      'Rating & Reviews,4.5 (12 reviews),0.0 (0 reviews)',
      'Website Link,https://example.com,https://example.com',
      'Team size,1-10,any',
      '',
    ])
  })

  it('adds the cost rows in the Monthly cost panel’s words, an unknown price saying so, before custom rows', () => {
    const tools = [tool({ id: 1, name: 'Canva' }), tool({ id: 2, name: 'Gamma' }), tool({ id: 3, name: 'Euro' })]
    const choice = (plan: string, monthly_cost: number, currency = 'USD') => ({
      plan,
      monthly_cost,
      currency,
      billing_period: 'month' as const,
    })
    const entry = { slug: 'x', units: [] }
    const cost: KitCost = {
      usage: { seats: 3, amounts: [{ tool_id: 1, unit: 'image', amount: 600 }] },
      tools: [
        { ...entry, tool_id: 1, name: 'Canva', status: 'priced', cheapest: choice('Pro', 45), free_tier: null },
        { ...entry, tool_id: 2, name: 'Gamma', status: 'not_known', cheapest: null, free_tier: null },
        {
          ...entry,
          tool_id: 3,
          name: 'Euro',
          status: 'priced',
          cheapest: choice('Free', 0, 'EUR'),
          free_tier: choice('Free', 0, 'EUR'),
        },
      ],
      totals: [
        { currency: 'USD', monthly_cost: 45 },
        { currency: 'EUR', monthly_cost: 0 },
      ],
      stays_free: false,
    }
    const lines = buildCompareCsv(tools, [{ id: 'f1', name: 'Team size', values: {} }], cost).split('\r\n')
    expect(lines.slice(-7)).toEqual([
      'Website Link,https://example.com,https://example.com,https://example.com',
      'Usage,3 seats; Canva: 600 images a month,,',
      'Monthly Cost,$45 a month (Pro),Pricing not known,€0 a month (Free) · Free tier covers it',
      'Monthly Cost Total,$45 + €0 a month,,',
      'Stay Free,Free tiers cover Euro; not Canva.,,',
      'Team size,,,',
      '',
    ])
    // Until the panel has an answer, the CSV has no cost rows rather than wrong ones.
    expect(buildCompareCsv(tools, [])).not.toContain('Monthly Cost')
  })

  it('has a Price History row after Plans: the latest changes with their days, or that none is recorded', () => {
    const tools = [tool({ id: 1, name: 'Canva', slug: 'canva' }), tool({ id: 2, name: 'Gamma', slug: 'gamma' })]
    const histories = {
      canva: [
        planChange('Pro', 'added', null, planFacts(20, { as_of: '2026-01-05' }), '2026-01-05T09:00:00Z'),
        planChange('Pro', 'changed', planFacts(20), planFacts(25, { as_of: '2026-03-03' }), '2026-03-03T10:00:00Z'),
      ],
      gamma: [],
    }
    const lines = buildCompareCsv(tools, [], null, histories).split('\r\n')
    expect(lines.slice(3, 5)).toEqual([
      'Plans,Not known,Not known',
      'Price History,"Pro: $20 a month → $25 a month, Mar 3, 2026 · 2 changes recorded since Jan 5, 2026",No price changes recorded',
    ])
    // A tool whose history did not load says so rather than "no changes".
    expect(buildCompareCsv(tools, [], null, { gamma: [] }).split('\r\n')[4]).toBe(
      'Price History,Not known,No price changes recorded',
    )
  })

  it('accepts a custom field name only when it is not blank', () => {
    expect(customFieldName('  Team size ')).toBe('Team size')
    expect(customFieldName('   ')).toBeNull()
  })
})
