import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { paths } from '../src/config/paths.ts'
import { newAccount, signUpThroughApi } from './accounts.ts'
import { adminNav, journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

/** Every admin screen behind the guard: the sign-in page and each `/admin/…` route of paths.ts but the bypass. */
const adminScreens = Object.entries(paths)
  // The back office's screens are those under /admin (the invitation page an invitee opens is not one).
  .filter(([name, route]) => route.path.startsWith('/admin') && name !== 'adminDirect')
  .map(([, route]) => route.path)

/** `METHOD /api/admin/…` of each admin API call the page makes from now on. */
const adminApiCalls = (page: Page) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/admin/')) calls.push(`${request.method()} ${pathname}`)
  })
  return calls
}

/** The paths of the scripts the page requests from now on. */
const scriptUrls = (page: Page) => {
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(new URL(request.url()).pathname)
  })
  return urls
}

describe('admin entry, guards and dashboard', () => {
  test('a visitor loading the home page downloads no admin code', { timeout: journeyTimeout }, async ({ page }) => {
    const scripts = scriptUrls(page)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.waitForLoadState('networkidle')
    const publicScripts = new Set(scripts)

    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    const adminOnly = [...scripts].filter((url) => !publicScripts.has(url))
    expect(adminOnly.length).toBeGreaterThan(0)
    // A fresh page load of / again fetches nothing the admin login needed on its own.
    const again = scriptUrls(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect([...again].filter((url) => adminOnly.includes(url))).toEqual([])
  })

  test('signs in as admin with email, lands on the dashboard with its figures, then signs out', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const admin = await signUpAdmin(page, kitly.databaseUrl)
    await page.context().clearCookies()

    await page.goto('/admin/tools')
    // The guard sends a visitor to the sign-in.
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin')

    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Email is required').waitFor()
    await page.getByText('Password is required').waitFor()

    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill('wrong password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').getByText('Invalid admin credentials').waitFor()

    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard')

    // The figures are the API's.
    const stats = await (await page.request.get('/api/admin/stats')).json()
    const toolsFigure = page
      .getByRole('region', { name: 'Figures and goals' })
      .getByRole('listitem')
      .filter({ hasText: 'AI Tools' })
    await expect.poll(() => toolsFigure.textContent()).toContain(stats.totalTools.toLocaleString('en-US'))
    expect(stats.totalTools).toBeGreaterThan(0)
    await page.getByRole('progressbar', { name: 'AI Tools towards the goal of 5,000' }).waitFor()
    await page.getByRole('region', { name: 'Top Tools' }).getByRole('link').first().waitFor()
    // Their figure is the clicks on Visit Website, and says so.
    const [topTool] = stats.topTools
    await page
      .getByRole('region', { name: 'Top Tools' })
      .getByText(`${topTool.views.toLocaleString('en-US')} Visit Website click${topTool.views === 1 ? '' : 's'}`)
      .first()
      .waitFor()

    await expect.poll(() => adminNav(page).getByRole('link').allTextContents()).toContain('AI Tools')
    await page.getByText(admin.name, { exact: true }).waitFor()

    // The bypass page, for a browser already signed in as an admin, leads straight to the dashboard.
    await page.goto('/admin/direct')
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.goto('/admin/dashboard')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  })

  test('an admin opening /admin goes straight to the dashboard, and a failed stats call offers Retry', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    let failStats = true
    await page.route('**/api/admin/stats', (route) =>
      failStats ? route.fulfill({ status: 500, body: '{"error":"Internal server error"}' }) : route.continue(),
    )
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard' })
    await failure.waitFor()
    // Zeroed defaults meanwhile.
    await expect.poll(() => page.getByRole('progressbar', { name: /AI Tools/ }).getAttribute('aria-valuenow')).toBe('0')
    failStats = false
    await failure.getByRole('button', { name: 'Retry' }).click()
    await failure.waitFor({ state: 'detached' })
  })

  test('a signed-in user who is not an admin sees Access Denied on every admin screen and fetches no admin data', {
    timeout: journeyTimeout,
  }, async ({ page }) => {
    const user = await signUpThroughApi(page, newAccount('Linus User'))
    const adminCalls = adminApiCalls(page)
    expect(adminScreens).toEqual(expect.arrayContaining(['/admin/dashboard', '/admin/subscribers', '/admin/settings']))
    for (const path of adminScreens) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor()
      await page.getByText(user.email).waitFor()
      expect({ path, navigation: await adminNav(page).count() }).toEqual({ path, navigation: 0 })
    }
    // Only the "am I an admin?" question left the page: no list, figure or setting was asked for.
    expect(adminCalls.filter((call) => call !== 'GET /api/admin/check')).toEqual([])
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403)

    await page.goto('/admin/direct')
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click()
    await page.getByText('Error: HTTP 403: Administrator access required.').waitFor()
    // The page shows no credential of any kind.
    expect(await page.locator('body').textContent()).not.toMatch(/password|key:/i)

    // A 2xx answer that still says success: false shows the server's reason, or a generic one.
    const answers = [
      { success: false, admin: null, error: 'Session store unavailable' },
      { success: false, admin: null, error: null },
    ]
    await page.route('**/api/admin/direct-access', (route) => route.fulfill({ json: answers.shift() }))
    const status = page.getByRole('status')
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click()
    await status.getByText('Session store unavailable').waitFor()
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click()
    await status.getByText('Failed to create admin session').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/direct')
  })
})
