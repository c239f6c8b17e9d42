import { describe, expect } from 'vitest'
import { test } from './harness.ts'
import { currentDot, phone, scrollToSection, watchForEver } from './pages.ts'

// How a page's first load goes (the mobile Lighthouse goal, bench/src/goals.ts): the server names its code and API
// calls in the HTML, the app's own requests take those answers, and the tool page paints once, complete.

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
    for (const preloaded of ['/api/users/session', '/api/tools/chatgpt', '/api/tools/chatgpt/tutorials']) {
      expect(
        asked.filter((url) => url === preloaded),
        preloaded,
      ).toHaveLength(1)
    }
    expect(consoleErrors).toEqual([])
  })

  test('the site settings (analytics) are read once, after the first paint: nothing on it waits for them', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto('/tools/chatgpt')
    // expect.poll's default second is short for a page under the suite's parallel load.
    await expect.poll(() => asked.filter((path) => path === '/api/site-settings'), { timeout: 10_000 }).toHaveLength(1)
    // The browser lists a resource's timing once its answer is in, which may come a moment after the request.
    const timings = () =>
      page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        settingsAsked: performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === '/api/site-settings')?.startTime,
      }))
    await expect.poll(async () => (await timings()).settingsAsked, { timeout: 10_000 }).toBeDefined()
    const { painted, settingsAsked } = await timings()
    expect(painted).toBeGreaterThan(0)
    expect(settingsAsked).toBeGreaterThan(painted ?? Number.POSITIVE_INFINITY)
  })

  test('a tool page paints once, with its tool: never the loading skeleton', async ({ page }) => {
    const skeleton = await watchForEver(page, '[aria-label="Loading tool"]')
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    expect(await skeleton()).toBe(false)
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

  test('a tool page loads its own code in one file, not one per shared icon or widget', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    const html = await (await page.request.get('/tools/chatgpt')).text()
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
    // Beyond the entry's files, the page's code is one file, named in the HTML: its own chunk, with the small parts
    // it shares with other pages (the save and compare buttons) copied in rather than a round trip each.
    const entryFiles = /^\/assets\/(rolldown-runtime|framework|web)-[\w-]+\.js$/
    expect(preloaded.filter((file) => !entryFiles.test(file ?? ''))).toEqual([
      expect.stringMatching(/^\/assets\/tool-[\w-]+\.js$/),
    ])
    expect(scripts.length).toBeLessThanOrEqual(12)
  })

  test('a tool page leaves the report and claim dialogs’ code until a visitor reaches for one', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const dialogCode = (name: string) => scripts.some((file) => file.startsWith(`/assets/${name}-tool-dialog-`))
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(dialogCode('report')).toBe(false)
    expect(dialogCode('claim')).toBe(false)

    // Pointing at the button starts the download, so the click rarely waits for it.
    const report = page.getByRole('button', { name: 'Report a problem' })
    await report.hover()
    await expect.poll(() => dialogCode('report')).toBe(true)
    expect(dialogCode('claim')).toBe(false)
    await report.click()
    const dialog = page.getByRole('dialog', { name: 'Report a problem' })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // Keyboard focus does too.
    await page.getByRole('button', { name: 'Claim this tool' }).focus()
    await expect.poll(() => dialogCode('claim')).toBe(true)
  })

  test("the directory's first API answers travel compressed", async ({ page }) => {
    const encodings = new Map<string, string | null>()
    page.on('response', async (response) => {
      const url = new URL(response.url())
      if (url.pathname === '/api/search' || url.pathname === '/api/categories') {
        encodings.set(url.pathname, await response.headerValue('content-encoding'))
      }
    })
    await page.goto('/tools?search=video')
    await page.getByText(/^\d+ tools found$/).waitFor()
    await expect.poll(() => encodings.size).toBe(2)
    for (const [path, encoding] of encodings) expect(encoding, path).toMatch(/^(zstd|br|gzip)$/)
  })

  test("the app runs React Router's production build: none of its development warnings ship", async ({ page }) => {
    const scripts: Array<Promise<string>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    })
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const code = await Promise.all(scripts)
    // The router's own code is there (its error page's title), its development-only texts are not.
    expect(code.some((text) => text.includes('Unexpected Application Error!'))).toBe(true)
    for (const warning of ['Hey developer', 'No routes matched location']) {
      expect(
        code.filter((text) => text.includes(warning)),
        warning,
      ).toEqual([])
    }
  })

  test('on a phone, the browser leaves the footer unrendered until it nears the screen', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // checkVisibility's contentVisibilityAuto: false for content the browser is skipping (content-visibility: auto).
    const footerRendered = () =>
      page.evaluate(() => document.querySelector('footer a')?.checkVisibility({ contentVisibilityAuto: true }))
    expect(await footerRendered()).toBe(false)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(footerRendered).toBe(true)
  })

  test('on a phone, the browser lays out only the directory cards near the screen, and the rest as they near it', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/tools')
    const cards = page.getByRole('list', { name: 'Tools' }).locator(':scope > li')
    await cards.first().waitFor()
    // checkVisibility's contentVisibilityAuto: false for content the browser is skipping (content-visibility: auto).
    const rendered = (index: number) =>
      cards.nth(index).evaluate((card) => card.querySelector('a')?.checkVisibility({ contentVisibilityAuto: true }))
    expect(await rendered(0)).toBe(true)
    expect(await rendered(11)).toBe(false)
    // Still in the page, in its place, and scrolling to it renders it.
    expect(await cards.nth(11).locator('a').count()).toBe(1)
    await cards.nth(11).scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(11)).toBe(true)
  })

  test('on a phone, each lower home section renders, and asks for its code and data, only as it nears the screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    const askedFor = (pattern: RegExp) => asked.filter((path) => pattern.test(path))
    const categoriesCode = /\/assets\/category-browser-[\w-]+\.js$/
    const bundlesCode = /\/assets\/featured-collection-cards-[\w-]+\.js$/
    const bundleList = page.getByRole('list', { name: 'Tools in Startup Launch Kit' })
    const categories = page.getByRole('region', { name: 'Browse by Category' })
    await page.goto('/')
    // The stats carousel, on the first screen, sets up after the first paint: by then a section near the screen
    // would have been told so.
    await expect.poll(() => currentDot(page, 'Kitly in numbers')).toBe(1)
    expect(await bundleList.count()).toBe(0)
    expect(await categories.locator('[aria-busy="true"]').count()).toBe(1)
    expect(await categories.getByRole('searchbox').count()).toBe(0)
    expect(askedFor(/^\/api\/(bundles|categories|posts)/)).toEqual([])
    expect(askedFor(bundlesCode)).toEqual([])
    expect(askedFor(categoriesCode)).toEqual([])

    // Scrolled to, the bundles come with their tools; the categories, more than a screen further down, do not yet.
    await scrollToSection(page, 'Expert-curated bundles')
    await bundleList.getByRole('listitem').first().waitFor()
    expect(askedFor(/^\/api\/bundles/)).toHaveLength(1)
    expect(askedFor(bundlesCode)).toHaveLength(1)
    expect(await categories.getByRole('searchbox').count()).toBe(0)
    expect(askedFor(/^\/api\/categories/)).toEqual([])
    expect(askedFor(categoriesCode)).toEqual([])

    // Then the categories: their code, their data, and their carousel.
    await scrollToSection(page, 'Browse by Category')
    await categories.getByRole('article').first().waitFor()
    await expect.poll(() => currentDot(page, 'Categories')).toBe(1)
    expect(askedFor(categoriesCode)).toHaveLength(1)
    expect(askedFor(/^\/api\/categories/)).toHaveLength(1)
    expect(await categories.locator('[aria-busy="true"]').count()).toBe(0)

    await scrollToSection(page, 'Latest from Our Blog')
    await page.getByRole('region', { name: 'Latest from Our Blog' }).getByRole('article').first().waitFor()
  })

  test('a keyboard visitor tabbing down the home page reaches the bundles once they render', async ({ page }) => {
    await page.goto('/')
    const bundles = page.getByRole('region', { name: 'Expert-curated bundles' })
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'))
    // From the Magic Kit Builder's button, just above: Tab reaches the bundles' own link, and focus scrolls it into view.
    await page.getByRole('link', { name: 'Build Custom Kit' }).last().focus()
    await page.keyboard.press('Tab')
    expect(await focusedHref()).toBe('/bundles')
    // The bundles render beneath it, and are next in the Tab order.
    await bundles.getByRole('listitem').getByRole('link').first().waitFor()
    await page.keyboard.press('Tab')
    expect(await focusedHref()).toMatch(/^\/bundles\/[\w-]+$/)
  })
})
