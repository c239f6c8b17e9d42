/**
 * The Registered Users list at catalog scale is read through indexes (migrations 0059, 0069): a search through the
 * trigram indexes of the searched columns, the newest first and the name sorts in index order, never the whole
 * table nor a sort of it (plans with sequential scans off: query-plan.ts).
 */

import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { indexesRead, listStatements, planNodes } from '../../../../test/query-plan.ts'
import { registeredUserListClauses } from './queries.ts'
import { ListRegisteredUsersQuery } from './schemas.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const statements = (query: Record<string, string>) =>
  listStatements(
    sql.fragment`FROM users u`,
    sql.fragment`u.id`,
    registeredUserListClauses(ListRegisteredUsersQuery.parse(query)),
  )

const TRIGRAM_INDEXES = ['users_company_name_trgm_idx', 'users_email_trgm_idx', 'users_name_trgm_idx']

describe('the Registered Users list plan', () => {
  it('counts a search through the trigram indexes alone', async () => {
    const nodes = await planNodes(app.db, statements({ q: 'ande', role: 'user' }).count)
    expect(indexesRead(nodes)).toEqual(TRIGRAM_INDEXES)
    expect(nodes.filter((node) => node['Relation Name'] === 'users').map((node) => node['Node Type'])).toEqual([
      'Bitmap Heap Scan',
    ])
  })

  it('pages a search through its indexes, never the whole table', async () => {
    const nodes = await planNodes(app.db, statements({ q: 'ande' }).page)
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan')
    expect(TRIGRAM_INDEXES.concat('users_created_at_idx')).toEqual(expect.arrayContaining(indexesRead(nodes)))
  })

  it.each([
    [{}, 'users_created_at_idx'],
    [{ sort: 'name', order: 'asc' }, 'users_name_idx'],
    [{ sort: 'name', order: 'desc' }, 'users_name_desc_idx'],
  ])('pages the list sorted %o in the order of %s', async (query, index) => {
    const nodes = await planNodes(app.db, statements(query).page)
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort')
    expect(indexesRead(nodes)).toEqual([index])
  })
})
