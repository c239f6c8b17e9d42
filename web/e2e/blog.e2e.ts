import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('blog', () => {
  test('lists the articles with their count, and searching narrows them', async ({ page }) => {
    await page.goto('/blog')
    await page.getByText('3 articles').waitFor()
    expect(await page.getByRole('main').getByRole('article').count()).toBe(3)
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzqqxx')
    await page.getByRole('heading', { name: 'No articles found' }).waitFor()
  })

  test('an article renders its HTML without running a script injected into it', async ({ page, kitly }) => {
    // Written straight to the database, past the server's sanitizer: the browser must still not run it.
    await sql(
      kitly.databaseUrl,
      `INSERT INTO posts (title, slug, excerpt, content, tags, is_published, published_at, author_name)
       VALUES ('Injected', 'injected', 'An article with a script.', $1, ARRAY['guides'], true, '2025-01-05T12:00:00Z', 'Mallory')`,
      [
        '<h2>Safe heading</h2><p>Body text.</p><script>window.__pwned = 1</script>' +
          '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">bad link</a>',
      ],
    )
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/blog/injected')
    await page.getByRole('heading', { name: 'Safe heading' }).waitFor()
    await page.getByText('January 5, 2025').waitFor()
    const article = page.getByRole('article')
    expect(await article.locator('script').count()).toBe(0)
    expect(await article.locator('[onerror]').count()).toBe(0)
    expect(await article.getByText('bad link').getAttribute('href')).toBeNull()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('an article has Share, Save, a working subscribe box and related articles', async ({ page }) => {
    await page.goto('/blog/how-to-choose-an-ai-tool')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Saved' }).waitFor()

    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByLabel('Email address').fill('reader@example.com')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page
      .getByRole('status')
      .getByText('Almost done: please confirm your subscription with the link we emailed you.')
      .waitFor()

    await page.getByRole('heading', { name: 'Related articles' }).waitFor()

    await page.goto('/blog/no-such-article')
    await page.getByRole('heading', { name: 'Article not found' }).waitFor()
  })
})
