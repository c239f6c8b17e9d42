import { describe, expect } from 'vitest'
import { adminNav, journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

describe('tool reports', () => {
  test('a visitor reports a tool through the dialog; an admin finds it under Open, resolves it, hides the tool and opens its form', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await page.goto('/tools/chatgpt')
    const reportButton = page.getByRole('button', { name: 'Report a problem' })
    const dialog = page.getByRole('dialog', { name: 'Report a problem' })

    // Keyboard: the dialog starts on the reasons, Escape closes it, and focus goes back to the button.
    await reportButton.click()
    await dialog.waitFor()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('dead_link')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await reportButton.evaluate((button) => button === document.activeElement)).toBe(true)

    await reportButton.click()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByText('Please choose what is wrong with this listing.').waitFor()
    const reasons = dialog.getByRole('group', { name: 'What is wrong?' })
    await reasons.getByRole('radio', { name: 'Something else' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByText('Please tell us what is wrong with this listing.').waitFor()
    await dialog.getByLabel('Details').fill('The logo is an old one.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await page.getByText('Thanks — we’ll take a look.').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    // The same visitor, the same day: the server's answer shows in the dialog.
    await reportButton.click()
    await reasons.getByRole('radio', { name: 'Broken or dead link' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByRole('alert').getByText('You have already reported this tool today.', { exact: false }).waitFor()
    await page.keyboard.press('Escape')

    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/dashboard')
    await adminNav(page).getByRole('link', { name: 'Reports' }).click()
    await page.getByRole('heading', { level: 1, name: 'Tool Reports' }).waitFor()
    const card = page.getByRole('article', { name: 'ChatGPT' })
    await card.getByText('Something else: 1').waitFor()
    await card.getByText('The logo is an old one.').waitFor()
    await card.getByRole('button', { name: 'Resolve the reports on ChatGPT' }).click()
    await page.getByText('ChatGPT: 1 report resolved').waitFor()
    await page.getByRole('heading', { name: 'No open reports' }).waitFor()

    await page.getByRole('tab', { name: 'Resolved' }).click()
    await card.getByText('The logo is an old one.').waitFor()
    expect(await card.getByRole('button', { name: 'Resolve the reports on ChatGPT' }).count()).toBe(0)

    // Mark inactive asks first, then hides the tool from the site.
    await card.getByRole('button', { name: 'Mark ChatGPT inactive' }).click()
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Mark inactive' }).click()
    await page.getByText('"ChatGPT" is now hidden from the site').waitFor()
    await card.getByText('Inactive').waitFor()
    expect((await page.request.get('/api/tools/chatgpt')).status()).toBe(404)

    // Edit tool opens the tool's form on the tools screen.
    await card.getByRole('link', { name: 'Edit ChatGPT' }).click()
    const form = page.getByRole('dialog', { name: 'Edit AI Tool' })
    expect(await form.getByLabel('Tool Name *').inputValue()).toBe('ChatGPT')
  })
})
