import { describe, expect, it } from 'vitest'
import { compareUsageParams, fromKitUsage, parseCompareUsage, toKitUsage } from './compare-usage'

const parse = (query: string) => parseCompareUsage(new URLSearchParams(query))

describe('a comparison’s usage in its link', () => {
  it('reads seats and amounts by slug, and writes them back the same way', () => {
    const usage = parse('tools=canva,voice&seats=3&amounts=canva:image:600,voice:character:2.5')
    expect(usage).toEqual({
      seats: 3,
      amounts: [
        { slug: 'canva', unit: 'image', amount: 600 },
        { slug: 'voice', unit: 'character', amount: 2.5 },
      ],
    })
    expect(compareUsageParams(usage)).toEqual({ seats: '3', amounts: 'canva:image:600,voice:character:2.5' })
    expect(compareUsageParams({ seats: 1, amounts: [] })).toEqual({})
  })

  it('clamps absurd seats and drops amounts that do not read, never throwing', () => {
    expect(parse('seats=0').seats).toBe(1)
    expect(parse('seats=-5').seats).toBe(1)
    expect(parse('seats=1e9').seats).toBe(100_000)
    expect(parse('seats=2.6').seats).toBe(3)
    expect(parse('seats=lots').seats).toBe(1)
    expect(parse('seats=').seats).toBe(1)
    expect(parse('seats=Infinity').seats).toBe(1)
    expect(
      parse(
        'amounts=a:image:-1,b:seat:5,c:gold:5,d:image:NaN,e:image:,:image:5,f:image:0,g:image:1:2,h:image:1e20,h:image:7,,x',
      ).amounts,
    ).toEqual([{ slug: 'h', unit: 'image', amount: 1e12 }])
    expect(parse(`amounts=${Array.from({ length: 500 }, (_, i) => `t${i}:image:1`).join(',')}`).amounts).toHaveLength(
      50,
    )
  })

  it('prices only the compared tools’ amounts, by id, and keeps them by slug', () => {
    const tools = [
      { id: 7, slug: 'canva' },
      { id: 9, slug: 'voice' },
    ]
    const kitUsage = toKitUsage(parse('seats=2&amounts=canva:image:600,gone:image:3'), tools)
    expect(kitUsage).toEqual({ seats: 2, amounts: [{ tool_id: 7, unit: 'image', amount: 600 }] })
    expect(
      fromKitUsage({ ...kitUsage, amounts: [...kitUsage.amounts, { tool_id: 99, unit: 'page', amount: 1 }] }, tools),
    ).toEqual({ seats: 2, amounts: [{ slug: 'canva', unit: 'image', amount: 600 }] })
  })
})
