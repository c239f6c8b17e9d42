import { sql } from '@kitly/db'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sortParams } from './query-params.ts'
import { orderBy } from './sql-order.ts'

const ListQuery = z.object(sortParams(['name', 'created_at'], 'created_at', 'desc'))
const COLUMNS = { name: sql.fragment`t.name`, created_at: sql.fragment`t.created_at` }

describe('sortParams', () => {
  it('defaults to the route’s column and order', () => {
    expect(ListQuery.parse({})).toEqual({ sort: 'created_at', order: 'desc' })
  })

  it('refuses a column the list cannot sort by, naming the ones it can', () => {
    const result = ListQuery.safeParse({ sort: 'password_hash' })
    expect(result.error?.issues[0]?.message).toBe('sort must be one of: name, created_at')
    expect(ListQuery.safeParse({ order: 'sideways' }).error?.issues[0]?.message).toBe("order must be 'asc' or 'desc'")
  })
})

describe('orderBy', () => {
  it('orders by the mapped column, then by the tie-break in the same direction', () => {
    expect(orderBy(COLUMNS, 'name', 'desc', sql.fragment`t.id`).sql).toBe('ORDER BY t.name DESC NULLS LAST, t.id DESC')
    expect(orderBy(COLUMNS, 'created_at', 'asc', sql.fragment`t.id`).sql).toBe(
      'ORDER BY t.created_at ASC NULLS LAST, t.id ASC',
    )
  })
  it('leaves NULLS LAST out for a column that is never null, so that one index serves both directions', () => {
    const tieBreak = sql.fragment`t.id`
    expect(orderBy(COLUMNS, 'created_at', 'desc', tieBreak, ['created_at']).sql).toBe(
      'ORDER BY t.created_at DESC, t.id DESC',
    )
    expect(orderBy(COLUMNS, 'name', 'desc', tieBreak, ['created_at']).sql).toBe(
      'ORDER BY t.name DESC NULLS LAST, t.id DESC',
    )
  })
})
