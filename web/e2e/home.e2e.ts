import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'
import { currentDot, fitsWidth, phone, scrollToSection } from './pages.ts'

describe('home page', () => {
  test('shows every section, and the hero search ignores blank input', async ({ page, consoleErrors }) => {
    await page.goto('/')
    for (const heading of [
      'Expert-curated bundles',
      'Browse by Category',
      'Featured AI Tools',
      'Latest from Our Blog',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor()
    }
    // The catalog's real size, rounded down: 820 seed tools, 13 curated bundles, 24 categories.
    await page.getByText('820+ curated AI tools', { exact: true }).waitFor()
    const numbers = page.getByRole('list', { name: 'Kitly in numbers' })
    for (const [value, label] of [
      ['820+', 'Curated AI Tools'],
      ['13+', 'Expert Bundles'],
      ['24', 'Categories'],
    ] as const) {
      await numbers.getByRole('listitem').filter({ hasText: label }).getByText(value, { exact: true }).waitFor()
    }
    // The three featured bundles list their real tools, 5 each.
    await scrollToSection(page, 'Expert-curated bundles')
    const startup = page.getByRole('list', { name: 'Tools in Startup Launch Kit' })
    await startup.getByText('Lovable').waitFor()
    expect(await startup.getByRole('listitem').count()).toBe(5)
    // Desktop: the first 8 categories by name.
    await scrollToSection(page, 'Browse by Category')
    const categories = page.getByRole('region', { name: 'Browse by Category' }).getByRole('article')
    await categories.first().waitFor()
    expect(await categories.count()).toBe(8)
    expect(await categories.first().getByRole('link').getAttribute('href')).toBe('/tools?category=agents-automation')
    // The seed features twelve widely known tools; the home page shows six of them.
    await scrollToSection(page, 'Featured AI Tools')
    const featured = page.getByRole('list', { name: 'Featured AI Tools' })
    await featured.getByText('FEATURED').first().waitFor()
    await expect.poll(() => featured.getByText('FEATURED').count()).toBe(6)
    expect(await page.getByRole('heading', { name: 'No Featured Tools Yet' }).count()).toBe(0)
    await scrollToSection(page, 'Latest from Our Blog')
    await page.getByRole('region', { name: 'Latest from Our Blog' }).getByRole('article').first().waitFor()

    const search = page.getByRole('searchbox', { name: 'Search AI tools' })
    await search.fill('   ')
    await search.press('Enter')
    expect(new URL(page.url()).pathname).toBe('/')
    await search.fill('  video editor ')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/tools' && url.searchParams.get('search') === 'video editor')
    expect(consoleErrors).toEqual([])
  })

  test('featured tools carry the FEATURED badge', async ({ page, kitly }) => {
    await sql(kitly.databaseUrl, `UPDATE tools SET is_featured = slug IN ('canva', 'gamma')`)
    await page.goto('/')
    await scrollToSection(page, 'Featured AI Tools')
    const featured = page.getByRole('list', { name: 'Featured AI Tools' })
    await featured.getByRole('link', { name: 'Canva' }).waitFor()
    expect(await featured.getByText('FEATURED').count()).toBe(2)
  })

  test('on a phone, the stats and categories are carousels with working controls', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    // Stats move on by themselves every 4 s.
    await page.getByRole('region', { name: 'Kitly in numbers' }).waitFor()
    // The dots appear once the carousel library has measured the slides; the first one is current then.
    await expect.poll(() => currentDot(page, 'Kitly in numbers')).toBeGreaterThan(0)
    expect(await currentDot(page, 'Kitly in numbers')).toBe(1)
    await expect.poll(() => currentDot(page, 'Kitly in numbers'), { timeout: 15_000 }).toBe(2)
    await page.getByRole('button', { name: 'Go to stat 3' }).click()
    await expect.poll(() => currentDot(page, 'Kitly in numbers')).toBe(3)

    // Categories: pages of 6 with arrows and dots; search and the dropdown filter; Clear resets.
    await scrollToSection(page, 'Browse by Category')
    const carousel = page.getByRole('region', { name: 'Categories' })
    await carousel.getByRole('article').first().waitFor()
    // The dots appear once the carousel library has measured the pages, a moment after the cards.
    await expect.poll(() => carousel.getByRole('button', { name: /^Go to page/ }).count()).toBe(4)
    await carousel.getByRole('button', { name: 'Next categories' }).click()
    await expect.poll(() => currentDot(page, 'Categories')).toBe(2)

    await page.getByRole('searchbox', { name: 'Search categories' }).fill('youtube')
    await expect.poll(() => carousel.getByRole('article').count()).toBeLessThan(6)
    await page.getByRole('button', { name: 'Clear' }).click()
    await page.getByRole('combobox', { name: 'Category' }).selectOption('video')
    await expect.poll(() => carousel.getByRole('article').count()).toBe(1)
    await page.getByRole('button', { name: 'Clear' }).click()
    await expect.poll(() => carousel.getByRole('button', { name: /^Go to page/ }).count()).toBe(4)
    expect(await fitsWidth(page)).toBe(true)
  })
})
