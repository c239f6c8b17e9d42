import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { test } from './harness.ts'

const isDark = (page: Page) => page.locator('html').evaluate((html) => html.classList.contains('dark'))

describe('site layout', () => {
  test('the home page shows the header links and the footer, without console errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = [
      ['Browse Tools', '/tools'],
      ['AI Bundles', '/bundles'],
      ['Magic Kit Builder', '/kit-builder'],
      ['Categories', '/categories'],
    ]
    for (const [name, href] of links) {
      expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
    await page.getByRole('heading', { level: 1 }).waitFor()
    const adminLogin = page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' })
    expect(await adminLogin.getAttribute('href')).toBe('/admin')
    expect(consoleErrors).toEqual([])
  })

  test('the theme toggle switches dark mode and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Dark mode' })
    expect(await isDark(page)).toBe(false)

    await toggle.click()
    await expect.poll(() => isDark(page)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await isDark(page)).toBe(true)

    await toggle.click()
    await expect.poll(() => isDark(page)).toBe(false)
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await isDark(page)).toBe(false)
  })

  test("index.html applies the saved or system theme before the app's code runs", async ({ page }) => {
    // With the bundle blocked only the inline script in index.html can set the class: no light flash.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    expect(await isDark(page)).toBe(true)

    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    expect(await isDark(page)).toBe(false)
  })

  test('an unknown address shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no-such-page')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })

  test('at 375 px the menu opens from the keyboard, fits the screen, and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)

    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await mobileNav.getByRole('link', { name: 'Browse Tools' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await page.keyboard.press('Escape')
    await mobileNav.waitFor({ state: 'detached' })
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  test('a bar across the top shows while a slow page loads, and goes once it is there', async ({ page }) => {
    await page.goto('/tools?search=chatgpt')
    const card = page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: 'ChatGPT', exact: true })
    await card.waitFor()
    // The tool page waits for its tool before it shows: here, the answer takes a second.
    await page.route('**/api/tools/chatgpt', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    const progress = page.getByRole('progressbar', { name: 'Loading page' })
    await card.click()
    await progress.waitFor()
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    await progress.waitFor({ state: 'detached' })
  })
})
