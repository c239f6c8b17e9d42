import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { test } from './harness.ts'
import { accountPages, type PageAndHeading, publicPages } from './pages.ts'

// Besides every page: the states that replace a page's content or list (no match, not found).
const statePages: PageAndHeading[] = [
  ['/tools?search=zzqqxxvv', /AI Tools Directory/],
  ['/tools/no-such-tool', /Tool not found/],
  ['/bundles/no-such-bundle', /Bundle not found/],
  ['/blog/no-such-article', /Article not found/],
  ['/kits/999999', /Kit not found/],
]

describe('heading outline', () => {
  // Screen-reader users move through a page by its headings: one h1 first, and no level skipped below it.
  test('every page and state has one h1, first, and skips no heading level', async ({ page, consoleErrors }) => {
    for (const [path, heading] of [...publicPages, ...statePages]) await checkOutline(page, path, heading)
    await signUpThroughApi(page)
    for (const [path, heading] of accountPages) await checkOutline(page, path, heading)
    // The not-found states log their API's 404, as they should; nothing else.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})

async function checkOutline(page: Page, path: string, heading: RegExp) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.waitForLoadState('networkidle')
  // The lower sections render as they near the screen: scroll through so their headings are in the outline.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) => Number(element.tagName.slice(1))),
  )
  expect(levels[0], `${path}: first heading`).toBe(1)
  expect(levels.filter((level) => level === 1).length, `${path}: h1 count`).toBe(1)
  const skips = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [index] : []))
  expect(
    skips.map((index) => `h${levels[index - 1]} → h${levels[index]}`),
    `${path}: skipped levels`,
  ).toEqual([])
}
