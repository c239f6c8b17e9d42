/** Checks of an admin list's keyset paging (`after`/`before`), the same for every list that offers it. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { expect } from 'vitest'

/** Gives the rows `ids` one creation time (to the microsecond), so the id alone orders them, as in the offset pages. */
export const tieCreationTimes = (db: DatabaseConnection, table: 'tools' | 'users' | 'reviews', ids: number[]) =>
  db.query(sql.typeAlias('void')`
    UPDATE ${sql.identifier([table])} SET created_at = '2026-01-01T00:00:00.123456Z'
    WHERE id = ANY(${sql.array(ids, 'int4')})`)

type Page = { ids: number[]; total: number }

/**
 * Pages a list of at least 7 and at most 100 rows by 3, in both orders, by `after` (Next) and `before` (Previous):
 * each page holds the rows the offsets would, with the total counted from its offset on, and after the last row
 * there is an empty page. `page(query, limit)` reads the list's ids and total for the query string.
 */
export async function expectKeysetPaging(page: (query: string, limit: number) => Promise<Page>) {
  for (const order of ['desc', 'asc']) {
    const all = (await page(`order=${order}`, 100)).ids
    const count = all.length
    expect(count).toBeGreaterThanOrEqual(7)
    const first = await page(`order=${order}`, 3)
    expect(first).toEqual({ ids: all.slice(0, 3), total: count })
    const second = await page(`order=${order}&after=${all[2]}&offset=3`, 3)
    expect(second).toEqual({ ids: all.slice(3, 6), total: count })
    expect(await page(`order=${order}&before=${all[3]}`, 3)).toEqual(first)
    expect(await page(`order=${order}&before=${all[6]}&offset=3`, 3)).toEqual(second)
    const last = await page(`order=${order}&after=${all[count - 2]}&offset=${count - 1}`, 3)
    expect(last).toEqual({ ids: all.slice(-1), total: count })
    expect(await page(`order=${order}&after=${all[count - 1]}&offset=${count}`, 3)).toEqual({ ids: [], total: count })
  }
}

/** Checks that the list refuses both cursors at once, and a cursor with a search or `otherSort`, with a 400. */
export async function expectKeysetMisuseRefused(
  otherSort: string,
  get: (query: string) => Promise<{ statusCode: number; json(): { error?: string } }>,
) {
  for (const [query, message] of [
    ['after=1&before=2', 'Give after or before, not both'],
    ['after=1&q=ada', 'after and before page only the list sorted by created_at, without a search'],
    [`before=1&sort=${otherSort}`, 'after and before page only the list sorted by created_at, without a search'],
  ]) {
    const response = await get(query ?? '')
    expect({ query, status: response.statusCode }).toEqual({ query, status: 400 })
    expect(response.json().error).toContain(message)
  }
}
