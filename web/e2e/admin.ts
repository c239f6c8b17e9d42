/** Admin accounts and screens for the back-office browser tests. */
import type { Locator, Page } from 'playwright-core'
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
