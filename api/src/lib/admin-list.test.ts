/** The capped count of the long admin lists, on a real database. */
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createTool } from '../../test/factories.ts'
import { countRowsUpTo } from './admin-list.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  for (const name of ['A', 'B', 'C', 'D', 'E']) await createTool(app.db, { name: `Counted ${name}` })
})
afterAll(() => app.close())

const counted = (offset: number, cap: number) =>
  countRowsUpTo(
    app.db,
    { from: sql.fragment`FROM tools t`, where: sql.fragment`WHERE t.name LIKE 'Counted %'`, offset },
    cap,
  )

describe('countRowsUpTo', () => {
  it('counts exactly when the rows end within the cap past the page', async () => {
    expect(await counted(0, 5)).toEqual({ total: 5, total_capped: false })
    expect(await counted(2, 3)).toEqual({ total: 5, total_capped: false })
  })

  it('stops at the cap past the page and says so', async () => {
    expect(await counted(0, 3)).toEqual({ total: 3, total_capped: true })
    expect(await counted(1, 2)).toEqual({ total: 3, total_capped: true })
  })
})
