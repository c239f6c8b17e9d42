import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { newAccount, signInWithDialog, signUpThroughApi } from './accounts.ts'
import { journeyTimeout } from './admin.ts'
import { test } from './harness.ts'

const ARTICLE = { slug: 'how-to-choose-an-ai-tool', title: 'How to choose an AI tool' }

const readingList = (page: Page) => page.evaluate(() => localStorage.getItem('kitly:saved-articles'))
const counter = (page: Page, label: string) =>
  page.locator('dl > div', { hasText: label }).getByRole('definition').textContent()

describe('Saved: tools, bundles and articles', () => {
  test('a visitor saves an article, signs in, finds it under Saved → Articles, and removes it', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    // The account exists already; this browser is still a visitor.
    const account = newAccount()
    const signUp = await fetch(`${kitly.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: kitly.baseUrl },
      body: JSON.stringify({ ...account, mobile: '+44 20 7946 0000' }),
    })
    expect(signUp.status).toBe(201)

    // A visitor's save stays in this browser, across a reload.
    await page.goto(`/blog/${ARTICLE.slug}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const saved = page.getByRole('button', { name: 'Saved', exact: true })
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => readingList(page)).toBe(JSON.stringify([ARTICLE.slug]))
    await page.reload()
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true')

    // Signing in moves it to the account, once, and empties the browser's list.
    await signInWithDialog(page, account)
    await page.getByText('1 saved article moved to your account').waitFor()
    await expect.poll(() => readingList(page)).toBeNull()
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click()
    await page.getByRole('menuitem', { name: 'Saved Tools' }).click()
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor()
    await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor()
    await page.getByRole('heading', { name: 'No saved tools yet' }).waitFor()
    await page.getByRole('tab', { name: 'Articles' }).click()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'articles')
    const articles = page.getByRole('list', { name: 'Saved articles' })
    await articles.getByRole('link', { name: ARTICLE.title }).waitFor()
    await page.getByText('1 saved article', { exact: true }).waitFor()

    await articles.getByRole('button', { name: `Remove ${ARTICLE.title}` }).click()
    await page.getByRole('heading', { name: 'No saved articles yet' }).waitFor()
    await page.getByText('Removed from your reading list').waitFor()
    await page.getByRole('link', { name: 'Read the Blog' }).click()
    await page.waitForURL((url) => url.pathname === '/blog')
    expect(await (await page.request.get('/api/users/saved-posts')).json()).toEqual([])
  })

  test('a favorite bundle shows under Saved → Bundles and on the dashboard, Back returns to its tab, and it can be removed', {
    timeout: journeyTimeout,
  }, async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/bundles')
    const firstBundle = page.getByRole('main').getByRole('article').first()
    const bundleName = (await firstBundle.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await firstBundle.getByRole('link', { name: 'View Bundle' }).click()
    await page.getByRole('button', { name: 'Add Bundle to Favorites' }).click()
    await page.getByRole('button', { name: 'Added to Favorites' }).waitFor()

    await page.goto('/dashboard')
    await expect.poll(() => counter(page, 'Favorite Bundles')).toBe('1')
    expect(await counter(page, 'Saved Tools')).toBe('0')
    expect(await counter(page, 'Saved Articles')).toBe('0')
    await page.locator('a[href="/saved"]', { hasText: 'Tools, bundles and articles' }).click()
    await page.waitForURL((url) => url.pathname === '/saved')

    await page.getByRole('tab', { name: 'Bundles' }).click()
    const bundles = page.getByRole('list', { name: 'Favorite bundles' })
    await bundles.getByRole('heading', { name: bundleName }).waitFor()
    await page.getByRole('tab', { name: 'Articles' }).click()
    await page.getByRole('heading', { name: 'No saved articles yet' }).waitFor()
    await page.goBack()
    await page.getByRole('tab', { name: 'Bundles', selected: true }).waitFor()

    await bundles.getByRole('button', { name: `Remove ${bundleName}` }).click()
    await page.getByRole('heading', { name: 'No favorite bundles yet' }).waitFor()
    await page.getByText(`${bundleName} removed from your favorites`).waitFor()
    await page.getByRole('link', { name: 'Explore Bundles' }).waitFor()
    expect(await (await page.request.get('/api/users/saved-bundles')).json()).toEqual([])
  })

  test('arrow keys move between the tabs and the URL follows', async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/saved?tab=bundles')
    const bundlesTab = page.getByRole('tab', { name: 'Bundles', selected: true })
    await bundlesTab.focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'Articles', selected: true }).waitFor()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'articles')
    await page.keyboard.press('ArrowRight')
    await page.waitForURL((url) => url.pathname === '/saved' && url.search === '')
    await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor()
  })
})
