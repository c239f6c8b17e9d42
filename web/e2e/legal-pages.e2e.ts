/** The Terms of Service and Privacy Policy: reached from the footer and the sign-up notice, edited in Settings. */
import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

describe('legal pages', () => {
  test('the footer and the sign-up notice lead to the built-in Terms and Privacy Policy', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const signUp = page.getByRole('dialog', { name: 'Create your account' })
    await signUp.getByRole('button', { name: 'Sign up with Email' }).click()
    expect(await signUp.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms')
    expect(await signUp.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy')
    await page.keyboard.press('Escape')

    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL('**/privacy')
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'What we store' }).waitFor()
    expect(await page.title()).toBe('Privacy Policy - Kitly')
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click()
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  test('an admin rewrites the Terms in Settings; the page shows them, script removed', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/settings')
    await page.getByRole('tab', { name: 'Legal Pages' }).click()
    const terms = page.getByLabel('Terms of Service')
    await expect.poll(() => terms.inputValue()).toContain('## The directory')
    await terms.fill('## House rules\n\nBe kind.<img src=x onerror="window.pwned=1">')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await page.getByText('Settings saved successfully!').waitFor()

    await page.goto('/terms')
    await page.getByRole('heading', { level: 2, name: 'House rules' }).waitFor()
    await page.getByText('Be kind.').waitFor()
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    expect(await page.locator('[onerror]').count()).toBe(0)
  })
})
