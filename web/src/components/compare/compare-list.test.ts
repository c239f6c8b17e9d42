import { describe, expect, it } from 'vitest'
import {
  addToCompare,
  COMPARE_LIMIT,
  type CompareItem,
  compareListOf,
  parseCompareSlugs,
  parseStoredCompareList,
  removeFromCompare,
} from './compare-list'

const tool = (id: number): CompareItem => ({ id, slug: `tool-${id}`, name: `Tool ${id}`, logo_url: null })

describe('compare list', () => {
  it('adds tools up to 5 and silently ignores a sixth', () => {
    const five = [1, 2, 3, 4, 5].map(tool).reduce<readonly CompareItem[]>(addToCompare, [])
    expect(five).toHaveLength(COMPARE_LIMIT)
    expect(addToCompare(five, tool(6))).toBe(five)
  })

  it('silently ignores a tool that is already in the list', () => {
    const list = addToCompare([], tool(1))
    expect(addToCompare(list, tool(1))).toBe(list)
  })

  it('keeps only the fields the bar and share link need', () => {
    const withExtras = { ...tool(1), rating: 4, tags: ['x'] } as CompareItem
    expect(addToCompare([], withExtras)).toEqual([tool(1)])
  })

  it('removes by id', () => {
    expect(removeFromCompare([tool(1), tool(2)], 1)).toEqual([tool(2)])
  })

  it('replaces the list with the first 5 distinct tools', () => {
    expect(compareListOf([1, 1, 2, 3, 4, 5, 6].map(tool)).map((item) => item.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('reads a stored list, dropping malformed entries and never throwing', () => {
    expect(parseStoredCompareList(JSON.stringify([tool(1), { id: 'x' }, null]))).toEqual([tool(1)])
    expect(parseStoredCompareList('{not json')).toEqual([])
    expect(parseStoredCompareList(null)).toEqual([])
  })

  it('reads the slugs of a share link: trimmed, unique, at most 5', () => {
    expect(parseCompareSlugs(' a, b,,a ,c,d,e,f')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(parseCompareSlugs(null)).toEqual([])
  })
})
