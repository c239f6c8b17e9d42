import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { journeyTimeout } from './admin.ts'
import { test } from './harness.ts'
import { signUpMakerOf } from './makers.ts'

describe("a tool's verified maker", () => {
  test('replies to a review on the tool page, corrects the reply, and follows the tool’s figures from the dashboard', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpMakerOf(page, kitly.databaseUrl, 'runway')
    const review = await page.request.post('/api/tools/runway/reviews', {
      data: {
        user_name: 'Bea',
        user_email: 'bea@example.com',
        rating: 3,
        content: 'Renders take ages on the free plan.',
      },
    })
    expect(review.status()).toBe(201)
    await page.request.post('/api/tools/runway/click')
    await page.request.post('/api/tools/runway/compare')

    await page.goto('/tools/runway')
    await page.getByRole('tab', { name: /Reviews/ }).click()
    const beaReview = page.getByRole('listitem').filter({ hasText: 'Renders take ages on the free plan.' })
    await beaReview.getByRole('button', { name: 'Reply as the maker' }).click()
    const form = beaReview.getByRole('form', { name: 'Reply to this review' })
    await form.getByRole('button', { name: 'Publish reply' }).click()
    await form.getByText('Please write your reply first.').waitFor()
    await form.getByLabel('Your public reply').fill('Free renders queue behind paid ones; Turbo mode is free too.')
    await form.getByRole('button', { name: 'Publish reply' }).click()
    await beaReview.getByText('Reply from the maker').waitFor()
    await beaReview.getByText('Turbo mode is free too.', { exact: false }).waitFor()

    // One reply per review: the maker corrects it rather than adding a second one.
    await beaReview.getByRole('button', { name: 'Edit your reply' }).click()
    expect(await form.getByLabel('Your public reply').inputValue()).toContain('Turbo mode')
    await form.getByLabel('Your public reply').fill('Free renders queue behind paid ones. Try Turbo mode.')
    await form.getByRole('button', { name: 'Publish reply' }).click()
    await beaReview.getByText('Try Turbo mode.', { exact: false }).waitFor()
    const reviews = await (await page.request.get('/api/tools/runway/reviews')).json()
    expect(reviews).toEqual([
      expect.objectContaining({
        content: 'Renders take ages on the free plan.',
        maker_reply: expect.objectContaining({ content: 'Free renders queue behind paid ones. Try Turbo mode.' }),
      }),
    ])

    // Everyone else reads the reply, and is offered no reply button.
    const visitor = await page.context().browser()?.newContext({ baseURL: kitly.baseUrl })
    const visitorPage = await visitor?.newPage()
    if (!visitorPage) throw new Error('no second browser context')
    await visitorPage.goto('/tools/runway')
    await visitorPage.getByRole('tab', { name: /Reviews/ }).click()
    await visitorPage.getByText('Try Turbo mode.', { exact: false }).waitFor()
    expect(await visitorPage.getByRole('button', { name: /Reply as the maker|Edit your reply/ }).count()).toBe(0)
    await visitor?.close()

    // The tool page points its maker to the figures; the dashboard lists the tool too.
    await page.getByRole('link', { name: 'See its figures' }).click()
    await page.getByRole('heading', { level: 1, name: 'Runway' }).waitFor()
    await page.goto('/dashboard')
    const listing = page.getByRole('link', { name: /Runway/ }).filter({ hasText: 'all answered' })
    await listing.click()
    await page.getByRole('heading', { level: 1, name: 'Runway' }).waitFor()
    await page.getByText('Verified maker since', { exact: false }).waitFor()
    const table = page.getByRole('table', { name: 'Weekly figures, newest week first' })
    await table.waitFor()
    expect(await table.getByRole('row').count()).toBe(13)
    // The click and the compare add reach the figures within a second or two.
    await expect
      .poll(
        async () => {
          await page.reload()
          await table.waitFor()
          return table.getByRole('row').nth(1).getByRole('cell').allTextContents()
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual(['1', '0', '1', '0'])
  })

  test("someone else's listing page says it is not theirs", async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/dashboard/tools/runway')
    await page.getByRole('heading', { name: 'Not one of your listings' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Badge for your site' }).count()).toBe(0)
  })

  test('copies the HTML of a "Featured on" badge that shows the tool’s rating and links to its page', async ({
    page,
    kitly,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kitly.baseUrl })
    await signUpMakerOf(page, kitly.databaseUrl, 'canva')
    await page.goto('/dashboard/tools/canva')
    const section = page.getByRole('region', { name: 'Badge for your site' })
    const badge = section.getByRole('img', { name: 'Featured on Kitly' })
    await badge.waitFor()
    await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    const snippet = await section.getByLabel('Badge HTML').inputValue()
    expect(snippet).toBe(
      `<a href="${kitly.baseUrl}/tools/canva"><img src="${kitly.baseUrl}/badge/tools/canva.svg" alt="Featured on Kitly" height="28" /></a>`,
    )
    await section.getByRole('button', { name: 'Copy HTML' }).click()
    await page.getByText('Badge HTML copied to the clipboard').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)
    const svg = await (await page.request.get('/badge/tools/canva.svg')).text()
    expect(svg).toContain('Featured on Kitly')
  })
})
