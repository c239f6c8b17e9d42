import { describe, expect } from 'vitest'
import { test } from './harness.ts'

describe('bundles and categories', () => {
  test('bundles: featured collections, the list with its count, search and empty state', async ({ page }) => {
    await page.goto('/bundles')
    for (const name of ['Startup Launch Kit', 'YouTube Creator Kit', 'Marketing Growth Stack']) {
      await page.getByRole('region', { name: 'Featured Collections' }).getByRole('link', { name }).waitFor()
    }
    // The seed's three featured bundles and ten more curated ones (db/data/catalog/bundles.editorial.json).
    await page.getByText('13 bundles found').waitFor()
    await expect.poll(() => page.getByRole('link', { name: /^View Bundle/ }).count()).toBe(13)
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('youtube')
    await page.getByText('1 bundle found').waitFor()
    await page.getByRole('searchbox', { name: 'Search bundles' }).fill('zzqqxx')
    await page.getByRole('heading', { name: 'No bundles found' }).waitFor()
  })

  test('a bundle page shows its details and tools; a missing one says Bundle not found', async ({ page }) => {
    await page.goto('/bundles/youtube-creator-kit')
    await page.getByRole('heading', { level: 1, name: 'YouTube Creator Kit' }).waitFor()
    await page.getByText('6 tools', { exact: true }).waitFor()
    await page.getByText('0 users').waitFor()
    for (const heading of ['About This Bundle', 'Use Case Guidance', 'Tags', 'Tools in this bundle']) {
      await page.getByRole('heading', { name: heading }).waitFor()
    }
    expect(await page.getByRole('list', { name: 'Tools in YouTube Creator Kit' }).getByRole('article').count()).toBe(6)
    await page.getByRole('button', { name: 'Add Bundle to Favorites' }).click()
    await page.getByText('Please sign in to save favorites').waitFor()

    await page.goto('/bundles/no-such-bundle')
    await page.getByRole('heading', { name: 'Bundle not found' }).waitFor()
  })

  test('categories: search, sort, list view, advanced filters and the empty state', async ({ page }) => {
    await page.goto('/categories')
    const cards = page.getByRole('main').getByRole('article')
    await cards.first().waitFor()
    expect(await cards.count()).toBe(24)
    await page.getByText('24+').waitFor()
    expect(await cards.first().getByRole('link').textContent()).toBe('Agents & Automation')

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popular')
    expect(await cards.first().getByRole('link').textContent()).toBe('Coding & Development')

    await page.getByRole('button', { name: 'List view' }).click()
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('button', { name: /Advanced Filters/ }).click()
    await page.getByLabel('Minimum tools').fill('60')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect.poll(() => cards.count()).toBeLessThan(24)
    const counts = await cards.evaluateAll((articles) =>
      articles.map((article) => Number(article.textContent?.match(/(\d+) tools?/)?.[1])),
    )
    expect(counts.every((count) => count >= 60)).toBe(true)

    await page.getByRole('searchbox', { name: 'Search categories' }).fill('zzqqxx')
    await page.getByRole('heading', { name: 'No categories found' }).waitFor()
    await page.getByRole('button', { name: 'Clear Search' }).click()
    await expect.poll(() => cards.count()).toBe(24)
    expect(await page.getByRole('link', { name: 'Browse All AI Tools' }).getAttribute('href')).toBe('/tools')
  })
})
