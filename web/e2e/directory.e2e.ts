import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'

const searchParams = (url: string) => new URL(url).searchParams

describe('tools directory', () => {
  test('a search with a typo finds the tool as you type and puts the search in the URL', async ({ page }) => {
    await page.goto('/tools')
    await page.getByText(/^820 tools found$/).waitFor()
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('chatgtp')
    await page.waitForURL((url) => url.searchParams.get('search') === 'chatgtp')
    const results = page.getByRole('list', { name: 'Tools' })
    await results.getByRole('link', { name: 'ChatGPT', exact: true }).waitFor()
    await page.getByText('Showing results for').waitFor()
    expect(await page.getByText('Showing results for').textContent()).toContain('chatgpt')
  })

  test('results follow each keystroke, and an answer for a search typed past never replaces a newer one', async ({
    page,
  }) => {
    await page.goto('/tools')
    await page.getByText(/^820 tools found$/).waitFor()
    const searched: string[] = []
    const cancelled: string[] = []
    const searchOf = (url: string) => new URL(url).searchParams.get('q') ?? ''
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searched.push(searchOf(request.url()))
    })
    page.on('requestfailed', (request) => cancelled.push(searchOf(request.url())))
    // The answer for "can" is held back until the one for "canva" is on screen.
    let releaseCan = () => {}
    const canHeldBack = new Promise<void>((resolve) => {
      releaseCan = resolve
    })
    let canHandled: Promise<void> = Promise.resolve()
    await page.route('**/api/search?*', async (route) => {
      const answer = async () => {
        if (searchOf(route.request().url()) === 'can') await canHeldBack
        // By then the page has cancelled it: there is nothing to answer.
        await route.continue().catch(() => {})
      }
      const handled = answer()
      if (searchOf(route.request().url()) === 'can') canHandled = handled
      await handled
    })

    // Faster than any typing pause: each keystroke still sends its own search.
    await page.getByRole('searchbox', { name: 'Search tools' }).pressSequentially('canva', { delay: 30 })
    const results = page.getByRole('list', { name: 'Tools' })
    await results.getByRole('link', { name: 'Canva', exact: true }).waitFor()
    await page.waitForURL((url) => url.searchParams.get('search') === 'canva')
    expect(searched).toEqual(['c', 'ca', 'can', 'canv', 'canva'])
    await expect.poll(() => cancelled).toContain('can')

    releaseCan()
    await canHandled
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0)
    expect(await results.getByRole('link', { name: 'Canva', exact: true }).isVisible()).toBe(true)
    expect(searchParams(page.url()).get('search')).toBe('canva')

    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('search'))
    // The URL changes first; the box follows it on the next render.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search tools' }).inputValue()).toBe('')
    await page.getByText(/^820 tools found$/).waitFor()
  })

  test('filters narrow the results, show as Active, follow Back, and Clear Filters resets them', async ({ page }) => {
    await page.goto('/tools?search=video')
    const filters = page.getByRole('button', { name: /^Filters/ })
    expect(await filters.getAttribute('aria-expanded')).toBe('true')
    expect(await filters.textContent()).not.toContain('Active')

    await page.getByRole('combobox', { name: 'Category' }).selectOption('video')
    await page.waitForURL((url) => url.searchParams.get('category') === 'video')
    await expect.poll(() => filters.textContent()).toContain('Active')
    await page.getByText('Paid Tools').click()
    await page.waitForURL((url) => url.searchParams.get('pricing') === 'paid')
    expect(searchParams(page.url()).get('search')).toBe('video')
    await page.getByText(/^\d+ tools? found$/).waitFor()

    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('pricing'))
    expect(await page.getByRole('radio', { name: /All Tools/ }).isChecked()).toBe(true)
    await page.goForward()
    await page.waitForURL((url) => url.searchParams.get('pricing') === 'paid')
    expect(await page.getByRole('radio', { name: /Paid Tools/ }).isChecked()).toBe(true)

    await page.getByRole('button', { name: 'Clear Filters' }).first().click()
    await page.waitForURL((url) => url.pathname === '/tools' && url.search === '')
    // The URL changes first; the box follows it on the next render.
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search tools' }).inputValue()).toBe('')
    await page.getByText(/^820 tools found$/).waitFor()
    expect(await filters.textContent()).not.toContain('Active')
  })

  test('the Task filter lists the search’s common tasks with counts and narrows the results to one', async ({
    page,
  }) => {
    await page.goto('/tools?search=video')
    const task = page.getByRole('combobox', { name: 'Task' })
    // The options wait for the first answer's facets: "Any task" alone until then.
    await expect.poll(() => task.locator('option').count()).toBeGreaterThan(2)
    const option = task.locator('option').nth(1)
    const [label, slug] = [await option.textContent(), await option.getAttribute('value')]
    const count = Number(/\((\d+)\)$/.exec(label ?? '')?.[1])
    expect(count).toBeGreaterThan(0)

    await task.selectOption(slug ?? '')
    await page.waitForURL((url) => url.searchParams.get('task') === slug)
    await page.getByText(count === 1 ? '1 tool found' : `${count} tools found`, { exact: true }).waitFor()
    expect(await task.inputValue()).toBe(slug)
    await expect.poll(() => page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('Active')

    await task.selectOption('any')
    await page.waitForURL((url) => !url.searchParams.has('task'))
  })

  test('a category opens on its widely known tools, not on the alphabet, before any review or click', async ({
    page,
  }) => {
    await page.goto('/tools?category=image-generation')
    const names = page.getByRole('list', { name: 'Tools' }).getByRole('heading', { level: 3 })
    await expect.poll(async () => (await names.allTextContents()).length).toBeGreaterThanOrEqual(5)
    const firstFive = (await names.allTextContents()).slice(0, 5)
    // The editorial notability tier leads while the seed has no signals; Midjourney once sat on page 4.
    expect(firstFive).toContain('Midjourney')
    expect(firstFive).not.toContain('AI Photo Forge')
  })

  test('a search with no matches shows the empty state with its hint', async ({ page }) => {
    await page.goto('/tools?search=zzzqqxxyy')
    await page.getByRole('heading', { name: 'No tools found' }).waitFor()
    await page.getByText('Try adjusting your search criteria or filters').waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search tools' }).inputValue()).toBe('zzzqqxxyy')
  })

  test('adding 5 tools to compare disables the sixth, and the selection survives a reload', async ({ page }) => {
    await page.goto('/tools')
    const results = page.getByRole('list', { name: 'Tools' })
    await results.getByRole('button', { name: 'Add to Compare' }).first().waitFor()
    for (let count = 1; count <= 5; count++) {
      await results.getByRole('button', { name: 'Add to Compare' }).first().click()
      await page.getByRole('heading', { name: `Compare Tools (${count}/5)` }).waitFor()
    }
    const sixth = results.getByRole('button', { name: 'Add to Compare' }).first()
    expect(await sixth.isDisabled()).toBe(true)
    expect(await sixth.getAttribute('title')).toBe('Compare limit reached (5 tools max)')
    expect(await results.getByRole('button', { name: 'Added' }).count()).toBe(5)

    await page.reload()
    await page.getByRole('heading', { name: 'Compare Tools (5/5)' }).waitFor()
    const bar = page.getByRole('region', { name: 'Compare tools' })
    await bar
      .getByRole('button', { name: /^Remove .* from compare$/ })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Compare Tools (4/5)' }).waitFor()
    await bar.getByRole('button', { name: 'Clear All' }).click()
    await bar.waitFor({ state: 'detached' })
  })

  test('saving a tool while signed out asks to sign in', async ({ page }) => {
    await page.goto('/tools')
    await page.getByRole('button', { name: 'Save ChatGPT' }).click()
    await page.getByText('Please sign in to save tools').waitFor()
  })

  test('a search sends a Search event with the term and the number of results', async ({ page, kitly }) => {
    await sql(kitly.databaseUrl, `UPDATE site_settings SET google_analytics_code = 'G-TEST1234'`)
    // The tracker's own script is not fetched from the internet in tests.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    )
    await page.goto('/tools?search=notion')
    await page.getByText(/^\d+ tools? found$/).waitFor()
    const found = Number((await page.getByText(/^\d+ tools? found$/).textContent())?.split(' ')[0])
    const searchEvents = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .filter((entry) => entry[0] === 'event' && entry[1] === 'Search')
          .map((entry) => entry[2] as { search_term: string; result_count: number }),
      )
    await expect.poll(searchEvents).toEqual([{ search_term: 'notion', result_count: found }])
  })
})
