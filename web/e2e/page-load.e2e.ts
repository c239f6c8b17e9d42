import { describe, expect } from 'vitest'
import { test } from './harness.ts'
import { phone } from './pages.ts'

// How a page's first load goes (G19): the server names its code and API calls in the HTML, the app's own requests
// take those answers, and the tool page paints once, complete.

describe('first page load', () => {
  test('a tool page asks for each API answer once: its own requests take the preloaded ones', async ({
    page,
    consoleErrors,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search)
    })
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    await page.getByRole('tab', { name: /^Tutorials \(\d+\)$/ }).waitFor()
    for (const preloaded of [
      '/api/users/session',
      '/api/site-settings',
      '/api/tools/chatgpt',
      '/api/tools/chatgpt/tutorials',
    ]) {
      expect(
        asked.filter((url) => url === preloaded),
        preloaded,
      ).toHaveLength(1)
    }
    expect(consoleErrors).toEqual([])
  })

  test('a tool page paints once, with its tool: never the loading skeleton', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { skeleton: false }
      ;(window as { loadSeen?: typeof seen }).loadSeen = seen
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading tool"]')) seen.skeleton = true
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    expect(await page.evaluate(() => (window as { loadSeen?: { skeleton: boolean } }).loadSeen?.skeleton)).toBe(false)
  })

  test('the directory paints once, with its results: never "Searching…" with skeletons first', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { searching: false }
      ;(window as { loadSeen?: typeof seen }).loadSeen = seen
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')?.textContent === 'Searching…') seen.searching = true
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto('/tools?search=video')
    await page.getByText(/^\d+ tools found$/).waitFor()
    expect(await page.evaluate(() => (window as { loadSeen?: { searching: boolean } }).loadSeen?.searching)).toBe(false)
  })

  test('a tool page loads its own code in a few files, not one per shared icon or widget', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    const html = await (await page.request.get('/tools/chatgpt')).text()
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
    // The tool page's chunk is named in the HTML, and the page needs little else beyond the entry's files.
    expect(preloaded.some((file) => /\/assets\/tool-[\w-]+\.js$/.test(file ?? ''))).toBe(true)
    expect(scripts.length).toBeLessThanOrEqual(12)
  })

  test('on a phone, the browser leaves the home page below the fold unrendered until it nears the screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    await page.getByRole('heading', { name: 'Latest from Our Blog' }).waitFor({ state: 'attached' })
    // checkVisibility's contentVisibilityAuto: false for content the browser is skipping (content-visibility: auto).
    const rendered = (name: string) =>
      page.evaluate((heading) => {
        const element = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === heading)
        return element?.checkVisibility({ contentVisibilityAuto: true })
      }, name)
    const footerRendered = () =>
      page.evaluate(() => document.querySelector('footer a')?.checkVisibility({ contentVisibilityAuto: true }))
    expect(await rendered('Latest from Our Blog')).toBe(false)
    expect(await footerRendered()).toBe(false)
    await page.getByRole('heading', { name: 'Latest from Our Blog' }).scrollIntoViewIfNeeded()
    await expect.poll(() => rendered('Latest from Our Blog')).toBe(true)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(footerRendered).toBe(true)
  })

  test('the home page asks for its lower sections and the carousel library only once its first paint is on screen', async ({
    page,
  }) => {
    // On a phone, where the stats are a carousel.
    await page.setViewportSize(phone)
    await page.goto('/')
    await page.getByRole('region', { name: 'Latest from Our Blog' }).getByRole('article').first().waitFor()
    const { firstPaint, lowerSections } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lowerSections: performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/assets\/(category-browser|featured-tools|latest-posts|embla-carousel\.esm)-[\w-]+\.js$/.test(entry.name),
        )
        .map((entry) => entry.startTime),
    }))
    expect(lowerSections).toHaveLength(4)
    for (const asked of lowerSections) expect(asked).toBeGreaterThan(firstPaint)
  })
})
