import { describe, expect, it } from 'vitest'
import type { ToolPage as Tool } from '@/lib/api-types'
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

  it('accepts a custom field name only when it is not blank', () => {
    expect(customFieldName('  Team size ')).toBe('Team size')
    expect(customFieldName('   ')).toBeNull()
  })
})
