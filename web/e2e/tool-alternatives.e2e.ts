import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('tool alternatives', () => {
  test('lists a tool’s alternatives with why, opens one, and compares the tool with the closest', async ({ page }) => {
    // From the tool page, as a visitor finds it.
    await page.goto('/tools/canva')
    // The section renders only once it nears the screen (content-visibility), as a visitor scrolls to it.
    const seeAll = page.getByRole('link', { name: 'See all Canva alternatives' })
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500)
        return seeAll.count()
      })
      .toBe(1)
    await seeAll.click()
    await page.getByRole('heading', { level: 1, name: 'Best Canva Alternatives' }).waitFor()
    expect(await page.title()).toBe('Best Canva Alternatives - Kitly')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    expect(await crumbs.getByRole('link', { name: 'Canva' }).getAttribute('href')).toBe('/tools/canva')
    expect(await crumbs.getByText('Alternatives').getAttribute('aria-current')).toBe('page')

    const cards = page.getByRole('list', { name: 'Canva alternatives' }).getByRole('article')
    await cards.first().waitFor()
    const expected: { slug: string; name: string }[] = await (
      await page.request.get('/api/tools/canva/alternatives')
    ).json()
    expect(expected.length).toBeGreaterThan(4)
    expect(await cards.getByRole('heading').allTextContents()).toEqual(expected.map((tool) => tool.name))
    expect(await cards.first().textContent()).toMatch(/Why it’s similar: .*(Also in|Shares)/)

    // The compare action opens the comparison of Canva and its four closest alternatives.
    await page.getByRole('link', { name: 'Compare Canva with these' }).click()
    await page.getByRole('heading', { level: 1, name: 'Compare AI Tools' }).waitFor()
    const compared = ['canva', ...expected.slice(0, 4).map((tool) => tool.slug)]
    await page.waitForURL((url) => url.searchParams.get('tools') === compared.join(','))
    for (const tool of expected.slice(0, 4)) await page.getByRole('table').getByText(tool.name).first().waitFor()

    // Each card leads to its tool's page.
    await page.goBack()
    const [first] = expected
    if (!first) throw new Error('Canva has no alternatives')
    await cards.getByRole('link', { name: first.name, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/tools/${first.slug}`)
  })

  test('says No alternatives yet for a tool nothing resembles, and Tool not found for an unknown one', async ({
    page,
    kitly,
  }) => {
    await sql(kitly.databaseUrl, `UPDATE tools SET category_id = NULL, tags = '{}' WHERE slug = 'canva'`)
    await page.goto('/tools/canva/alternatives')
    await page.getByRole('heading', { level: 2, name: 'No alternatives yet' }).waitFor()
    expect(await page.getByRole('link', { name: /^Compare Canva/ }).count()).toBe(0)

    const response = await page.goto('/tools/no-such-tool/alternatives')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Tool not found' }).waitFor()
    expect(await page.title()).toBe('Tool not found - Kitly')
  })
})
