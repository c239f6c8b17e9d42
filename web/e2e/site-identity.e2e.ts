/** What Settings decide on the public site: its name and links, and whether analytics ask for consent first. */
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

const gaScript = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]')
const banner = (page: Page) => page.getByRole('region', { name: 'Analytics consent' })

/** Waits until the page has read the site settings (the analytics read them after the first paint). */
async function settingsRead(page: Page, path: string) {
  const read = page.waitForResponse((response) => response.url().endsWith('/api/site-settings'))
  await page.goto(path)
  await read
}

/** Google Analytics on, the banner as given; then the home page, once it has read the settings. */
async function openWithAnalytics(page: Page, databaseUrl: string, { consentBanner }: { consentBanner: boolean }) {
  await sql(
    databaseUrl,
    `UPDATE site_settings SET google_analytics_code = 'G-TEST1234', analytics_consent_banner = $1`,
    [consentBanner],
  )
  // The tracker's own script is not fetched from the internet in tests.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  )
  await settingsRead(page, '/')
}

describe('site settings on the public site', () => {
  test('with no support address set (a fresh site), the contact page shows none', async ({ page }) => {
    await settingsRead(page, '/contact')
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor()
    expect(await page.getByText('Email support').count()).toBe(0)
  })

  test('an admin names the site and its links in Settings; page titles, the header’s logo, the footer and contact page show them', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/settings')
    await page.getByRole('tab', { name: 'Site' }).click()
    const name = page.getByLabel('Site name')
    await expect.poll(() => name.inputValue()).toBe('Kitly')
    await name.fill('Toolshed')
    await page.getByLabel('Support email').fill('help@')
    await page.getByLabel('GitHub profile').fill('http://github.com/toolshed')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByText('GitHub profile must be an https:// address').waitFor()
    await page.getByLabel('Support email').fill('help@toolshed.example')
    await page.getByLabel('GitHub profile').fill('https://github.com/toolshed')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await page.getByText('Settings saved successfully!').waitFor()

    await page.goto('/contact')
    const email = page.getByRole('link', { name: 'help@toolshed.example' })
    await email.waitFor()
    expect(await email.getAttribute('href')).toBe('mailto:help@toolshed.example')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await footer.getByText(`© ${new Date().getFullYear()} Toolshed`).waitFor()
    const github = footer.getByRole('navigation', { name: 'Social' }).getByRole('link', { name: 'GitHub' })
    expect(await github.getAttribute('href')).toBe('https://github.com/toolshed')
    expect(await footer.getByRole('link', { name: 'LinkedIn' }).count()).toBe(0)

    // The name titles the pages, in the server's HTML and in the app, and the header's logo says it.
    expect(await (await page.request.get('/contact')).text()).toContain('<title>Contact Us - Toolshed</title>')
    await expect.poll(() => page.title()).toBe('Contact Us - Toolshed')
    const logo = page.getByRole('banner').getByRole('link', { name: 'Toolshed home' })
    await logo.click()
    await expect.poll(() => page.title()).toBe('Toolshed: find, compare and bundle AI tools')

    await sql(kitly.databaseUrl, `UPDATE site_settings SET site_name = 'Kitly'`)
    await page.goto('/contact')
    await expect.poll(() => page.title()).toBe('Contact Us - Kitly')
    await page.getByRole('banner').getByRole('link', { name: 'Kitly home' }).waitFor()
  })

  test('with the consent banner on, analytics load only after Accept, and the answer is remembered', async ({
    page,
    kitly,
  }) => {
    await openWithAnalytics(page, kitly.databaseUrl, { consentBanner: true })
    await banner(page).waitFor()
    expect(await gaScript(page).count()).toBe(0)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await gaScript(page).waitFor({ state: 'attached' })
    await banner(page).waitFor({ state: 'detached' })

    await settingsRead(page, '/tools')
    await gaScript(page).waitFor({ state: 'attached' })
    expect(await banner(page).count()).toBe(0)
  })

  test('Decline keeps analytics out, on this page and the next', async ({ page, kitly }) => {
    await openWithAnalytics(page, kitly.databaseUrl, { consentBanner: true })
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await banner(page).waitFor({ state: 'detached' })
    expect(await gaScript(page).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('kitly-analytics-consent'))).toBe('denied')

    await settingsRead(page, '/tools')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await banner(page).count()).toBe(0)
    expect(await gaScript(page).count()).toBe(0)
  })

  test('without the banner setting, analytics load at once as before', async ({ page, kitly }) => {
    await openWithAnalytics(page, kitly.databaseUrl, { consentBanner: false })
    await gaScript(page).waitFor({ state: 'attached' })
    expect(await banner(page).count()).toBe(0)
  })
})
