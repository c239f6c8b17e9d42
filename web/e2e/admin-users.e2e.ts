import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { newAccount, signUpThroughApi } from './accounts.ts'
import {
  expectCursorPaging,
  expectSecondPageOfPagers,
  journeyTimeout,
  searchSortAndPage,
  signUpAdmin,
} from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('admin registered users', () => {
  test('filters users, shows details, deactivates and reactivates one, makes it a moderator, exports', {
    timeout: journeyTimeout,
  }, async ({ page, browser, kitly }) => {
    // Another browser signs a user up, so the admin's own session stays in `page`.
    const other = await browser.newContext({ baseURL: kitly.baseUrl })
    const user = await signUpThroughApi(await other.newPage(), newAccount('Katherine Johnson'))
    await other.close()
    // An account that has never signed in (one made by an admin's invitation, say).
    await sql(kitly.databaseUrl, 'UPDATE users SET last_login_at = NULL WHERE email = $1', [user.email])
    await signUpAdmin(page, kitly.databaseUrl)

    await page.goto('/admin/users')
    await page.getByRole('heading', { level: 1, name: /Registered Users/ }).waitFor()
    await page.getByLabel('Search users by name, email or company').fill('katherine')
    const row = page.getByRole('row').filter({ hasText: user.email })
    await row.waitFor()
    await page.getByRole('heading', { level: 1, name: /1 User$/ }).waitFor()
    expect(await row.textContent()).toContain('Never')

    await page.getByLabel('Role', { exact: true }).selectOption('admin')
    await page.getByRole('heading', { name: 'No users found' }).waitFor()
    await page.getByText('Try adjusting your search or filter criteria.').waitFor()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect.poll(() => page.getByLabel('Search users by name, email or company').inputValue()).toBe('')
    await page.getByLabel('Search users by name, email or company').fill(user.email)
    await page.getByRole('heading', { level: 1, name: /1 User$/ }).waitFor()

    await row.getByRole('button', { name: `View details of ${user.email}` }).click()
    const dialog = page.getByRole('dialog', { name: 'User Details' })
    await dialog.getByText('Katherine Johnson').waitFor()
    await dialog.getByText('+44 20 7946 0000').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    await row.getByRole('button', { name: `Deactivate ${user.email}` }).click()
    await row.getByText('Inactive').waitFor()
    await page.getByLabel('Status', { exact: true }).selectOption('true')
    await row.waitFor({ state: 'detached' })
    await page.getByLabel('Status', { exact: true }).selectOption('false')
    await row.waitFor()
    await page.getByLabel('Status', { exact: true }).selectOption('')
    await row.getByRole('button', { name: `Activate ${user.email}` }).click()
    await row.getByText('Active', { exact: true }).waitFor()

    // Only a verified address is made staff; the change asks first, since it signs the account out.
    await sql(kitly.databaseUrl, 'UPDATE users SET email_verified_at = now() WHERE email = $1', [user.email])
    await row.getByLabel(`Role of ${user.email}`).selectOption('moderator')
    const confirm = page.getByRole('dialog', { name: 'Please confirm' })
    await confirm.getByText(`Make ${user.email} Moderator?`, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Change role' }).click()
    await page.getByText(`${user.email} is now Moderator`).waitFor()
    await page.getByLabel('Role', { exact: true }).selectOption('moderator')
    await expect.poll(() => row.getByLabel(`Role of ${user.email}`).inputValue()).toBe('moderator')
    await page.getByLabel('Role', { exact: true }).selectOption('')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^registered_users_\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await readFile(await file.path(), 'utf8')).toContain(user.email)
  })

  test('searches, sorts and pages on the server, the URL keeping all three across a reload', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await sql(
      kitly.databaseUrl,
      `INSERT INTO users (email, name)
       SELECT 'pager' || lpad(i::text, 2, '0') || '@lists.example', 'Pager ' || lpad(i::text, 2, '0')
       FROM generate_series(1, 60) AS i`,
    )
    await page.goto('/admin/users')
    await page.getByRole('heading', { level: 1, name: /Registered Users/ }).waitFor()
    await searchSortAndPage(page, {
      search: { label: 'Search users by name, email or company', words: 'lists.example' },
      column: 'User',
      url: { q: 'lists.example', sort: 'name', order: 'desc', page: '2' },
      expectPage: () => expectSecondPageOfPagers(page),
    })
    await sql(
      kitly.databaseUrl,
      `INSERT INTO users (email, name) SELECT 'cursor' || i || '@lists.example', 'Cursor ' || i FROM generate_series(1, 50) AS i`,
    )
    await expectCursorPaging(page, {
      path: '/admin/users',
      api: '/api/admin/registered-users',
      field: 'users',
      shown: (user) => String(user.email),
    })
  })
})
