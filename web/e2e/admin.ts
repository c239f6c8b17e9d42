/** Admin accounts and screens for the back-office browser tests. */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type Account, newAccount, signUpThroughApi } from './accounts.ts'
import { sql } from './database.ts'

/**
 * A new administrator: signed up through the API (so the page's browser is signed in as them), then
 * promoted in the database, since only an admin can make an admin.
 */
export async function signUpAdmin(page: Page, databaseUrl: string, name = 'Grace Hopper'): Promise<Account> {
  const account = await signUpThroughApi(page, newAccount(name))
  await sql(databaseUrl, `UPDATE users SET role = 'admin' WHERE email = $1`, [account.email])
  return account
}

/** A whole screen's journey: many round trips, on a CI machine that may be busy. */
export const journeyTimeout = 120_000

/** The shared top navigation of the admin screens. */
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** Chooses a CSV of these rows in a Bulk Upload dialog and uploads it. */
export async function uploadCsv(dialog: Locator, rows: string[][]) {
  await dialog.getByLabel('File (.csv, .xlsx, .xls)').setInputFiles({
    name: 'upload.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.map((row) => row.join(',')).join('\n')),
  })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
}

type ListJourney = {
  /** The search box's label and the words typed in it. */
  search: { label: string; words: string }
  /** The title of the column to sort by (clicked twice: descending). */
  column: string
  /** The URL the three steps lead to, e.g. `?q=…&sort=…&order=desc&page=2`, as its parameters. */
  url: Record<string, string>
  /** What the second page shows: checked before and after the reload. */
  expectPage: () => Promise<void>
}

/**
 * Searches an admin list, sorts it by a column, descending, and moves to its second page; then reloads: the URL
 * keeps the search, sort and page, and the page shows the same rows.
 */
export async function searchSortAndPage(page: Page, { search, column, url, expectPage }: ListJourney) {
  const main = page.getByRole('main')
  await main.getByLabel(search.label).fill(search.words)
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(search.words)
  const header = main.getByRole('columnheader', { name: column })
  await header.getByRole('button').click()
  await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending')
  await header.getByRole('button').click()
  await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending')
  await main.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
  const params = () => Object.fromEntries(new URL(page.url()).searchParams)
  await expect.poll(params).toEqual(url)
  await expectPage()
  await page.reload()
  await expect.poll(() => main.getByLabel(search.label).inputValue()).toBe(search.words)
  await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending')
  expect(params()).toEqual(url)
  await expectPage()
}

/** What the second page of 60 rows named 'Pager 01'…'Pager 60' shows when sorted by that name, descending. */
export async function expectSecondPageOfPagers(page: Page) {
  const rows = page.getByRole('main').locator('tbody tr')
  await page.getByText('Showing 51–60 of 60').waitFor()
  await expect.poll(() => rows.count()).toBe(10)
  await expect.poll(() => rows.first().textContent()).toContain('Pager 10')
  await expect.poll(() => rows.last().textContent()).toContain('Pager 01')
}

type CursorJourney = {
  /** The screen's path and its list's API path. */
  path: string
  api: string
  /** The API answer's rows field, and what of a row its table row shows. */
  field: string
  shown: (row: Record<string, unknown>) => string
}

/**
 * Pages the list newest first (the default, paged by cursor, at least 101 rows): Next and Previous put the row the
 * page follows or precedes in the URL, each page shows the rows the offsets would, and a reload keeps the page.
 */
export async function expectCursorPaging(page: Page, { path, api, field, shown }: CursorJourney) {
  const answer = async (query: string) => (await page.request.get(`${api}?${query}`)).json()
  const { total } = await answer('limit=1')
  const newest = (await answer('limit=100'))[field] as Record<string, unknown>[]
  const thirdPageFirst = (await answer('offset=100&limit=1'))[field][0]
  const firstRow = () => page.getByRole('main').locator('tbody tr').first().textContent()
  const search = () => new URL(page.url()).search
  const next = () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
  await page.goto(path)
  await expect.poll(firstRow).toContain(shown(newest[0] ?? {}))
  await next()
  await expect.poll(search).toBe(`?page=2&after=${newest[49]?.id}`)
  await expect.poll(firstRow).toContain(shown(newest[50] ?? {}))
  await next()
  await expect.poll(search).toBe(`?page=3&after=${newest[99]?.id}`)
  await page.getByText(`Showing 101–${Math.min(150, total)} of ${total}`).waitFor()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' }).click()
  await expect.poll(search).toBe(`?page=2&before=${thirdPageFirst.id}`)
  await page.getByText(`Showing 51–100 of ${total}`).waitFor()
  await expect.poll(firstRow).toContain(shown(newest[50] ?? {}))
  await page.reload()
  await expect.poll(firstRow).toContain(shown(newest[50] ?? {}))
}
