import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'
import { currentDot, fitsWidth, phone, previewImage, serverPreviewImage } from './pages.ts'

// ChatGPT gets the details the seed catalog leaves empty, two tutorials (instead of its starter ones) and two reviews.
async function enrichChatGpt(databaseUrl: string) {
  await sql(databaseUrl, `DELETE FROM tool_tutorials WHERE tool_id = (SELECT id FROM tools WHERE slug = 'chatgpt')`)
  await sql(
    databaseUrl,
    `UPDATE tools SET features = ARRAY['Voice mode', 'Custom GPTs'], free_credit_info = 'Free plan available',
       video_url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', pdf_url = 'https://example.com/guide.pdf',
       screenshots = ARRAY['https://example.com/shot-1.png']
     WHERE slug = 'chatgpt'`,
  )
  await sql(
    databaseUrl,
    `INSERT INTO tool_tutorials (tool_id, title, description, difficulty_level, duration_minutes, video_url, pdf_url, position)
     SELECT id, 'Getting started', 'Your first prompt.', 'beginner', 12, 'https://example.com/v', NULL, 1 FROM tools WHERE slug = 'chatgpt'
     UNION ALL
     SELECT id, 'Prompt patterns', 'Reliable answers.', 'advanced', 25, NULL, 'https://example.com/p.pdf', 2 FROM tools WHERE slug = 'chatgpt'`,
  )
}

async function postReview(page: Page, rating: number) {
  const response = await page.request.post('/api/tools/chatgpt/reviews', {
    data: {
      user_name: `Reader ${rating}`,
      user_email: `r${rating}@example.com`,
      rating,
      title: null,
      content: 'Useful.',
    },
  })
  expect(response.status()).toBe(201)
}

describe('tool page', () => {
  test('shows the tool with its title, tabs, overview sections, reviews and tutorials', async ({ page, kitly }) => {
    await enrichChatGpt(kitly.databaseUrl)
    await postReview(page, 5)
    await postReview(page, 4)
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    expect(await page.title()).toBe('ChatGPT - AI Tool Review')
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('ChatGPT - AI Tool Review')

    for (const heading of [
      'About ChatGPT',
      'Key Features',
      'Free Credits & Trial',
      'Pricing Model',
      'Video Tutorial',
      'Screenshots',
      'Resources',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    expect(await page.getByTitle('ChatGPT video tutorial').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(await page.getByRole('link', { name: 'Download PDF Guide' }).getAttribute('href')).toBe(
      'https://example.com/guide.pdf',
    )
    expect(await page.getByRole('link', { name: 'ChatGPT screenshot 1' }).getAttribute('target')).toBe('_blank')

    await page.getByRole('tab', { name: 'Reviews (2)' }).click()
    await page.getByRole('tabpanel').getByText('4.5', { exact: true }).waitFor()
    await page.getByText('Reader 5').waitFor()
    await page.getByRole('tab', { name: 'Tutorials (2)' }).click()
    await page.getByRole('heading', { name: 'Prompt patterns' }).waitFor()
    await page.getByRole('link', { name: 'Download PDF' }).waitFor()

    // Arrow keys move between tabs (Radix Tabs).
    await page.getByRole('tab', { name: 'Tutorials (2)' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.getByRole('tab', { name: 'Reviews (2)' }).getAttribute('aria-selected')).toBe('true')
  })

  test('the Reviews tab shows 20 reviews, then the rest with Show more reviews', async ({ page, kitly }) => {
    await sql(
      kitly.databaseUrl,
      `INSERT INTO reviews (tool_id, user_name, rating, content, created_at)
       SELECT id, 'Paged reader ' || n, 4, 'Paged review.', now() - n * interval '1 minute'
       FROM tools, generate_series(1, 25) AS n WHERE slug = 'perplexity-ai'`,
    )
    await page.goto('/tools/perplexity-ai')
    await page.getByRole('tab', { name: /^Reviews/ }).click()
    const panel = page.getByRole('tabpanel')
    const readers = panel.getByText(/^Paged reader \d+$/)
    await panel.getByText('Paged reader 1', { exact: true }).waitFor()
    expect(await readers.count()).toBe(20)
    const showMore = panel.getByRole('button', { name: 'Show more reviews' })
    await showMore.click()
    await panel.getByText('Paged reader 25', { exact: true }).waitFor()
    expect(await readers.count()).toBe(25)
    expect(await showMore.count()).toBe(0)
  })

  test('a tool without tutorials says so, and an unknown slug shows Tool not found', async ({ page }) => {
    await page.goto('/tools/runway')
    await page.getByRole('tab', { name: 'Tutorials (0)' }).click()
    await page.getByText('No tutorials available').waitFor()

    await page.goto('/tools/no-such-tool')
    await page.getByRole('heading', { name: 'Tool not found' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to tools' }).last().getAttribute('href')).toBe('/tools')
  })

  test('Visit Website opens a new tab, records the click and sends analytics events', async ({ page, kitly }) => {
    await sql(kitly.databaseUrl, `UPDATE site_settings SET google_analytics_code = 'G-TEST1234'`)
    // The tracker's own script is not fetched from the internet in tests.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    )
    await page.route('https://chatgpt.com/**', (route) => route.fulfill({ body: 'ChatGPT', contentType: 'text/html' }))
    const clicked = page.waitForRequest(
      (request) => request.url().endsWith('/api/tools/chatgpt/click') && request.method() === 'POST',
    )
    await page.goto('/tools/chatgpt')
    await page.waitForFunction(() => (window as { gtag?: unknown }).gtag !== undefined)
    const visit = page.getByRole('link', { name: /Visit Website/ })
    expect(await visit.getAttribute('target')).toBe('_blank')
    const [popup] = await Promise.all([page.waitForEvent('popup'), visit.click()])
    await clicked
    await popup.close()
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .filter((entry) => entry[0] === 'event')
        .map((entry) => entry[1] as string),
    )
    expect(events).toEqual(expect.arrayContaining(['ViewContent', 'ClickTool']))
  })

  test('on a phone, You Might Also Like is a carousel with arrows, dots, swipe and Explore More', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    // Below the tabs: the section renders as the visitor scrolls down to it, and its carousel sets up once in view.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const carousel = page.getByRole('region', { name: 'Similar tools' })
    await carousel.scrollIntoViewIfNeeded()
    await expect.poll(() => currentDot(page, 'Similar tools')).toBe(1)
    await carousel.getByRole('button', { name: 'Next tool' }).click()
    await expect.poll(() => currentDot(page, 'Similar tools')).toBe(2)
    await carousel.getByRole('button', { name: 'Go to tool 4' }).click()
    await expect.poll(() => currentDot(page, 'Similar tools')).toBe(4)
    await carousel.getByRole('button', { name: 'Previous tool' }).click()
    await expect.poll(() => currentDot(page, 'Similar tools')).toBe(3)

    // A slow 80 px swipe to the left moves on by one.
    const box = await carousel.locator('[aria-roledescription="slide"]').first().boundingBox()
    if (!box) throw new Error('carousel slide has no box')
    const y = box.y + 60
    await page.mouse.move(200, y)
    await page.mouse.down()
    for (let step = 1; step <= 8; step++) await page.mouse.move(200 - step * 10, y)
    await page.mouse.up()
    await expect.poll(() => currentDot(page, 'Similar tools')).toBe(4)

    expect(await carousel.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe(
      '/tools?category=chatbots-assistants',
    )
    expect(await fitsWidth(page)).toBe(true)
  })

  test('names the same link-preview card as the page the server wrote, and the next tool’s card after a click', async ({
    page,
  }) => {
    await page.goto('/tools/chatgpt')
    await page.getByRole('heading', { level: 1, name: 'ChatGPT' }).waitFor()
    const chatGptCard = await serverPreviewImage(page, '/tools/chatgpt')
    expect(chatGptCard).toMatch(/^\/og\/tools\/chatgpt\.png\?v=[0-9a-z]+$/)
    expect(await previewImage(page)).toBe(chatGptCard)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')

    // A client-side navigation to another tool names that tool's card, as its own page from the server would.
    await page.goto('/tools')
    const link = page
      .locator(
        'main a[href^="/tools/"]:not([href*="?"]):not([href="/tools/discontinued"]):not([href="/tools/chatgpt"])',
      )
      .first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await expect.poll(() => previewImage(page)).toBe(await serverPreviewImage(page, href))
    const image = await page.request.get(await previewImage(page))
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  })
})
