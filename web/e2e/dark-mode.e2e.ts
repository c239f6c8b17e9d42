import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { test } from './harness.ts'
import { accountPages, fitsWidth, phone, publicPages } from './pages.ts'

// Lightness of an element's computed colour, 0 (black) to 1 (white). Tailwind's colours are oklch(), so
// the browser itself turns them into RGB by painting one pixel.
const lightness = (page: Page, selector: string, property: 'backgroundColor' | 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, key) => {
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no 2D canvas')
      context.fillStyle = getComputedStyle(element)[key]
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
    }, property)

describe('dark mode', () => {
  test('every page renders dark, with light text, and fits a phone', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize(phone)
    for (const [path, heading] of publicPages) await checkDark(page, path, heading)
    await signUpThroughApi(page)
    for (const [path, heading] of accountPages) await checkDark(page, path, heading)
    expect(consoleErrors).toEqual([])
  })
})

async function checkDark(page: Page, path: string, heading: RegExp) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  expect(await page.locator('html').getAttribute('class'), path).toContain('dark')
  expect(await lightness(page, 'body', 'backgroundColor'), path).toBeLessThan(0.1)
  expect(await lightness(page, 'h1', 'color'), path).toBeGreaterThan(0.8)
  expect(await fitsWidth(page), path).toBe(true)
}
