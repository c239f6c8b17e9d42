import { describe, expect } from 'vitest'
import { newAccount, signUpThroughApi } from './accounts.ts'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('admin settings', () => {
  test('saves tracking ids after a format error, adds an admin and deactivates them', {
    timeout: journeyTimeout,
  }, async ({ page, browser, kitly }) => {
    const other = await browser.newContext({ baseURL: kitly.baseUrl })
    const colleague = await signUpThroughApi(await other.newPage(), newAccount('Dorothy Vaughan'))
    await other.close()
    // A proven address is promoted at once (any other gets an invitation: admin-invitation.e2e.ts).
    await sql(kitly.databaseUrl, 'UPDATE users SET email_verified_at = now() WHERE email = $1', [colleague.email])
    await signUpAdmin(page, kitly.databaseUrl)

    await page.goto('/admin/settings')
    await page.getByRole('tab', { name: 'Tracking & Analytics', selected: true }).waitFor()
    await page.getByLabel('Meta Pixel ID').fill('12345')
    await page.getByLabel('Google Analytics ID').fill('G-ABC1234')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await page.getByText('Meta Pixel ID must be a 15-16 digit number').waitFor()
    await page.getByLabel('Meta Pixel ID').fill('123456789012345')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await page.getByText('Settings saved successfully!').waitFor()
    const settings = await (await page.request.get('/api/admin/settings')).json()
    expect(settings).toMatchObject({ google_analytics_code: 'G-ABC1234', meta_pixel_id: '123456789012345' })

    await page.getByRole('tab', { name: 'Admin Users' }).click()
    await page.getByRole('button', { name: 'Add Admin' }).click()
    await page.getByText('Email is required').waitFor()
    await page.getByRole('tabpanel').getByLabel('Email').fill(colleague.email)
    await page.getByRole('button', { name: 'Add Admin' }).click()
    await page.getByText('Admin user added successfully!').waitFor()
    const row = page.getByRole('row').filter({ hasText: colleague.email })
    await row.getByText('Active', { exact: true }).waitFor()
    // A refused toggle says 'Failed to update admin status', and the row keeps its status.
    await page.route('**/api/admin/users/*', (route) =>
      route.fulfill({ status: 409, json: { error: 'Conflicting change' } }),
    )
    await row.getByRole('button', { name: `Deactivate ${colleague.email}` }).click()
    await page.getByText('Failed to update admin status', { exact: true }).waitFor()
    await row.getByText('Active', { exact: true }).waitFor()
    await page.unroute('**/api/admin/users/*')
    await row.getByRole('button', { name: `Deactivate ${colleague.email}` }).click()
    await row.getByText('Inactive').waitFor()
  })
})
