/**
 * "Claim this tool" end to end: a visitor is asked to sign in; signed in, the maker claims by email through the
 * keyboard-usable dialog, types the code mailed to a real SMTP server on loopback, and the tool page then shows
 * the "Verified maker" badge instead of the button.
 */
import { describe, expect, it } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { sql } from './database.ts'
import { kitlyWithMail } from './mail-harness.ts'

const site = kitlyWithMail()

describe('tool claims', () => {
  it('a maker claims a tool by email code and the page shows the Verified maker badge', {
    timeout: 120_000,
  }, async () => {
    await sql(
      site.kitly.databaseUrl,
      `INSERT INTO tools (name, slug, short_description, website_url, status)
       VALUES ('Claimco', 'claimco', 'Writes claims.', 'https://app.claimco.io', 'active')`,
    )
    const context = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/tools/claimco')
    const claimButton = page.getByRole('button', { name: 'Claim this tool' })
    const dialog = page.getByRole('dialog', { name: 'Claim Claimco' })

    // Signed out: asked to sign in first; Escape closes the dialog and focus goes back to the button.
    await claimButton.click()
    await dialog.getByText('Please sign in to claim this tool').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await claimButton.evaluate((button) => button === document.activeElement)).toBe(true)

    await signUpThroughApi(page)
    await page.reload()
    await claimButton.click()
    // The dialog's code loads on first use (as the button is reached for): it opens a moment after the click.
    await dialog.waitFor()
    // Keyboard only: the methods start on Email; Enter continues to the address, which has the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('email')
    await page.keyboard.press('Enter')
    const address = dialog.getByLabel('Your work email')
    expect(await address.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('founder@gmail.com')
    await page.keyboard.press('Enter')
    await dialog.getByText('Please use an address at claimco.io', { exact: false }).waitFor()
    await address.fill('founder@mail.claimco.io')
    await page.keyboard.press('Enter')

    await dialog.getByText('We sent a 6-digit code to', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: /Send a new code in \d+ s/ }).waitFor()
    await expect.poll(() => site.smtp.to('founder@mail.claimco.io').length).toBe(1)
    const code = site.smtp.to('founder@mail.claimco.io')[0]?.subject.slice(0, 6) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    await dialog.getByLabel('Code').fill(wrong)
    await page.keyboard.press('Enter')
    await dialog.getByText('That code is not right. 4 tries left.').waitFor()
    await dialog.getByLabel('Code').fill(code)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await dialog.getByText('You are now the verified maker of Claimco.').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByText('Verified maker', { exact: true }).waitFor()
    expect(await claimButton.count()).toBe(0)
    await page.reload()
    await page.getByText('Verified maker', { exact: true }).waitFor()
    expect(await claimButton.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
