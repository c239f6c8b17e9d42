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

  test('pages through more than 24 articles, and the search and tag filter cover them all, in the URL', async ({
    page,
    kitly,
  }) => {
    // 30 more articles, older than the seed's three; every third one is tagged "video".
    await sql(
      kitly.databaseUrl,
      `INSERT INTO posts (title, slug, excerpt, content, tags, is_published, published_at)
       SELECT CASE WHEN n = 1 THEN 'Quokka retrospective' WHEN n % 3 = 0 THEN 'Video edit ' || n ELSE 'Note ' || n END, 'note-' || n, 'Part ' || n || '.',
              '<p>Part</p>', CASE WHEN n % 3 = 0 THEN ARRAY['video'] ELSE ARRAY['notes'] END, true,
              '2020-01-01'::timestamptz + n * interval '1 day'
       FROM generate_series(1, 30) AS n`,
    )
    const cards = page.getByRole('main').getByRole('article')
    await page.goto('/blog')
    await page.getByText('33 articles').waitFor()
    await expect.poll(() => cards.count()).toBe(24)
    await page.getByRole('navigation', { name: 'Article pages' }).getByText('Page 1 of 2').waitFor()
    await page.getByRole('link', { name: 'Older' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await expect.poll(() => cards.count()).toBe(9)
    // The oldest article is only on page 2.
    await cards.getByRole('heading', { name: 'Quokka retrospective' }).waitFor()

    // A search finds an article the first page never showed, and keeps itself in the URL.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('quokka')
    await page.waitForURL((url) => url.searchParams.get('search') === 'quokka' && !url.searchParams.has('page'))
    await cards.getByRole('heading', { name: 'Quokka retrospective' }).waitFor()

    // A tag lists every article carrying it, across what were both pages.
    await page.goto('/blog?tag=video')
    await page.getByText('10 articles').waitFor()
    await expect.poll(() => cards.count()).toBe(10)
    await cards.getByRole('heading', { name: 'Video edit 3', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Remove the tag video' }).click()
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '')
    await page.getByText('33 articles').waitFor()
    // A tag on a card opens its list.
    await cards.first().waitFor()
    await page.getByRole('link', { name: 'Articles tagged video' }).first().click()
    await page.waitForURL((url) => url.searchParams.get('tag') === 'video')
    await page.getByText('10 articles').waitFor()
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
