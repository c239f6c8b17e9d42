import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { setPlans } from './database.ts'
import { test } from './harness.ts'
import { previewImage, serverPreviewImage } from './pages.ts'

const selection = (slugs: string[]) =>
  JSON.stringify(slugs.map((slug, index) => ({ id: index + 1, slug, name: slug, logo_url: null })))

describe('compare', () => {
  test('an empty comparison sends the visitor to the directory', async ({ page }) => {
    await page.goto('/compare')
    await page.waitForURL('**/tools')
    await page.getByRole('heading', { name: 'AI Tools Directory' }).waitFor()
  })

  test('a selected tool that no longer exists drops out of the comparison', async ({ page }) => {
    await page.addInitScript(
      (value) => sessionStorage.setItem('kitly:compare', value),
      selection(['no-such-tool', 'canva']),
    )
    await page.goto('/compare')
    await page.getByRole('link', { name: 'Canva' }).waitFor()
    await page.waitForURL((url) => url.searchParams.get('tools') === 'canva')
  })

  test('compares the selected tools, adds a custom row and exports it all as CSV', async ({ page }) => {
    await page.goto('/tools?search=canva')
    await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: 'Add to Compare' }).first().click()
    await page.goto('/tools?search=gamma')
    await page.getByRole('list', { name: 'Tools' }).getByRole('button', { name: 'Add to Compare' }).first().click()
    await page.getByRole('link', { name: 'Compare Now' }).click()
    await page.getByRole('heading', { name: 'Compare AI Tools' }).waitFor()
    await page.waitForURL((url) => url.searchParams.get('tools') === 'canva,gamma')
    const table = page.getByRole('table')
    for (const row of [
      'Tool Summary',
      'Pricing Model',
      'Plans',
      'Free Credits',
      'Video Preview',
      'Rating & Reviews',
      'Website Link',
    ]) {
      await table.getByRole('rowheader', { name: row }).waitFor()
    }

    // A blank name cannot be added; Enter adds a named one.
    await page.getByRole('button', { name: 'Add custom field' }).click()
    const name = page.getByPlaceholder('Field name...')
    await name.fill('   ')
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
    await name.fill('Team plan, "pro"')
    await name.press('Enter')
    await page.getByLabel('Team plan, "pro" for Canva').fill('Yes, $10')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('ai-tools-comparison.csv')
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n')
    expect(lines[0]).toBe('Feature,Canva,Gamma')
    expect(lines[2]).toBe('Pricing Model,Freemium,Freemium')
    // The seed has no sourced prices: every seed tool's plans are not known, and none has changed.
    expect(lines[3]).toBe('Plans,Not known,Not known')
    expect(lines[4]).toBe('Price History,No price changes recorded,No price changes recorded')
    // Which listing rows come between depends on what the seed's listings say of the two tools.
    expect(lines.find((line) => line.startsWith('Website Link,'))).toMatch(
      /^Website Link,https?:\/\/\S+,https?:\/\/\S+$/,
    )
    expect(lines.filter((line) => line !== '').at(-1)).toBe('"Team plan, ""pro""","Yes, $10",')

    await page.getByRole('button', { name: 'Remove field Team plan, "pro"' }).click()
    await page.getByRole('button', { name: 'Remove Canva' }).click()
    await page.waitForURL((url) => url.searchParams.get('tools') === 'gamma')
    await page.getByRole('button', { name: 'Clear All' }).click()
    await page.waitForURL('**/tools')
  })

  test('the Price History row says how each tool’s prices changed, in the same words as the CSV', async ({
    page,
    kitly,
  }) => {
    // Two saves through the admin form's own function: Pro is listed, then repriced beside a new Team plan.
    await setPlans(kitly.databaseUrl, "slug = 'midjourney'", [
      { name: 'Pro', price: 20, billing_period: 'month', as_of: '2026-01-05' },
    ])
    await setPlans(kitly.databaseUrl, "slug = 'midjourney'", [
      { name: 'Pro', price: 25, billing_period: 'month', as_of: '2026-03-03' },
      { name: 'Team', price: 50, billing_period: 'month', as_of: '2026-03-03' },
    ])
    await page.goto('/compare?tools=midjourney,perplexity-ai')
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price History' }) })
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual([
        'Pro: $20 a month → $25 a month, Mar 3, 2026' +
          'Team added: $50 a month, Mar 3, 2026' +
          '3 changes recorded since Jan 5, 2026',
        'No price changes recorded',
      ])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n')
    expect(lines[4]).toBe(
      'Price History,"Pro: $20 a month → $25 a month, Mar 3, 2026; Team added: $50 a month, Mar 3, 2026 · 3 changes recorded since Jan 5, 2026",No price changes recorded',
    )
  })

  test('Share copies a link that restores the comparison in another browser', async ({ page, browser, kitly }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kitly.baseUrl })
    await page.addInitScript(
      (value) => sessionStorage.setItem('kitly:compare', value),
      selection(['chatgpt', 'notion-ai']),
    )
    await page.goto('/compare')
    await page.getByRole('link', { name: 'Notion AI' }).waitFor()
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText('Comparison link copied to the clipboard').waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${kitly.baseUrl}/compare?tools=chatgpt,notion-ai`)

    const other = await browser.newContext()
    try {
      const visitor = await other.newPage()
      await visitor.goto(link)
      await visitor.getByRole('link', { name: 'ChatGPT' }).waitFor()
      await visitor.getByRole('link', { name: 'Notion AI' }).waitFor()
      // Shared on a social site, the link previews as the comparison's card: the same one the app names.
      const card = await serverPreviewImage(visitor, link)
      expect(card).toMatch(/^\/og\/compare\.png\?tools=chatgpt,notion-ai&v=[0-9a-z]+$/)
      await expect.poll(() => previewImage(visitor)).toBe(card)
      expect((await visitor.request.get(kitly.baseUrl + card)).headers()['content-type']).toBe('image/png')
      // The shared tools became the visitor's own selection.
      const stored = await visitor.evaluate(() => JSON.parse(sessionStorage.getItem('kitly:compare') ?? '[]'))
      expect(stored.map((item: { slug: string }) => item.slug)).toEqual(['chatgpt', 'notion-ai'])
    } finally {
      await other.close()
    }
  })

  test("a bundle's Compare All Tools compares its first 5 tools", async ({ page }) => {
    await page.goto('/bundles/marketing-growth-stack')
    await page.getByRole('heading', { level: 1, name: 'Marketing Growth Stack' }).waitFor()
    await page.getByRole('button', { name: 'Compare All Tools' }).click()
    await page.waitForURL('**/compare?tools=*')
    await page.getByRole('table').waitFor()
    expect(await page.getByRole('table').getByRole('columnheader').count()).toBe(6)
    expect(new URL(page.url()).searchParams.get('tools')?.split(',')).toHaveLength(5)
  })
})
