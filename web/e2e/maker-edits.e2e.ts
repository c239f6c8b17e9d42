import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'
import { signUpMakerOf } from './makers.ts'

describe("a tool's verified maker edits the listing", () => {
  test('the short description shows at once; a pricing change shows once an admin approves it', {
    timeout: journeyTimeout,
  }, async ({ page, browser, kitly }) => {
    await signUpMakerOf(page, kitly.databaseUrl, 'runway')
    await page.goto('/dashboard/tools/runway')
    const form = page.getByRole('form', { name: 'Edit listing' })
    await form.getByLabel('Short description').fill('Video generation and editing for film makers.')
    await form.getByRole('button', { name: 'Save listing' }).click()
    await page.getByText('Listing saved.', { exact: true }).waitFor()
    await page.goto('/tools/runway')
    await page.getByText('Video generation and editing for film makers.').first().waitFor()

    // A pricing fact needs its source, then waits for the reviewers.
    await page.goto('/dashboard/tools/runway')
    await form.getByLabel('Pricing model').selectOption('Paid')
    await form.getByLabel('Free credit info').fill('125 credits a month')
    await form.getByRole('button', { name: 'Save listing' }).click()
    await form.getByText('Please give the address of the page where your pricing is stated').waitFor()
    await form.getByLabel('Source URL').fill('https://runwayml.com/pricing')
    await form.getByRole('button', { name: 'Save listing' }).click()
    await page.getByText('Your pricing change is waiting for review').first().waitFor()
    await page.goto('/tools/runway')
    expect(await page.getByText('125 credits a month').count()).toBe(0)

    // An admin, in another browser, sees the change beside the listing's facts and approves it.
    const adminContext = await browser.newContext({ baseURL: kitly.baseUrl })
    const admin = await adminContext.newPage()
    await signUpAdmin(admin, kitly.databaseUrl)
    await admin.goto('/admin/submissions')
    await admin.getByRole('link', { name: 'Edit of Runway' }).click()
    const changes = admin.getByRole('region', { name: 'Proposed changes' })
    const pricing = changes.getByRole('definition').filter({ hasText: 'Paid' })
    await pricing.waitFor()
    await changes.getByRole('definition').filter({ hasText: 'Freemium' }).waitFor()
    await changes.getByRole('definition').filter({ hasText: '125 credits a month' }).waitFor()
    await changes.getByRole('link', { name: 'https://runwayml.com/pricing' }).waitFor()
    await admin.getByRole('button', { name: 'Approve' }).click()
    await admin.getByText('Applied to the listing.').waitFor()
    await adminContext.close()

    await page.reload()
    await page.getByText('125 credits a month').first().waitFor()
    const tool = await (await page.request.get('/api/tools/runway')).json()
    expect(tool).toMatchObject({ pricing_model: 'Paid', free_credit_info: '125 credits a month' })
    await page.goto('/dashboard/tools/runway')
    await page.getByText('Your last pricing change was approved').waitFor()
  })
})
