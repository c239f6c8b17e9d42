/**
 * A discontinued tool for a signed-in user: its card on the saved list says so and offers only removal, and its page
 * offers no save, follow or review, saying why, while the reviews written before stay. Its verified maker's dashboard
 * says it is listed as discontinued and how to bring it back.
 */
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { journeyTimeout } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

const CLOSED = 'It is discontinued, so it takes no new saves, follows or reviews.'

describe('discontinued tools', () => {
  test('a saved one is marked on the saved list and can be removed; an unsaved one’s page offers no save, follow or review', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const review = await page.request.post('/api/tools/midjourney/reviews', {
      data: { user_name: 'Early user', user_email: 'early@example.com', rating: 4, title: null, content: 'Was great.' },
    })
    expect(review.status()).toBe(201)
    await signUpThroughApi(page)
    await page.goto('/tools/suno-ai')
    await page.getByRole('button', { name: 'Add to Favorites' }).click()
    await expect.poll(async () => (await (await page.request.get('/api/users/saved-tools')).json()).length).toBe(1)
    await sql(kitly.databaseUrl, `UPDATE tools SET discontinued_at = now() WHERE slug IN ('suno-ai', 'midjourney')`)

    // The saved list keeps it, marked in words, with removal as its only save action.
    await page.goto('/saved')
    const card = page.getByRole('list', { name: 'Saved tools' }).getByRole('article').filter({ hasText: 'Suno AI' })
    await card.getByText('Discontinued', { exact: true }).waitFor()
    const remove = card.getByRole('button', { name: 'Remove Suno AI from your saved tools' })
    await expect.poll(() => remove.getAttribute('aria-pressed')).toBe('true')

    // An unsaved discontinued tool's page: the notice, why nothing new is offered, and the old reviews.
    await page.goto('/tools/midjourney')
    await page.getByRole('region', { name: 'Discontinued' }).waitFor()
    await page.getByText(CLOSED).waitFor()
    expect(await page.getByRole('button', { name: 'Add to Favorites' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /Follow/ }).count()).toBe(0)
    await page.getByRole('tab', { name: /^Reviews/ }).click()
    await page.getByText('Midjourney is discontinued, so it no longer takes new reviews.', { exact: false }).waitFor()
    await page.getByText('Was great.').waitFor()
    expect(await page.getByRole('button', { name: 'Write Review' }).count()).toBe(0)

    // The saved one's page still lets it be removed (and then offers no save again).
    await page.goto('/tools/suno-ai')
    await page.getByText(CLOSED).waitFor()
    await page.getByRole('button', { name: 'Saved to Favorites' }).click()
    await page.getByText('Suno AI removed from your saved tools').waitFor()
    await expect.poll(() => page.getByRole('button', { name: /Favorites/ }).count()).toBe(0)
    expect(await (await page.request.get('/api/users/saved-tools')).json()).toEqual([])
  })

  test('its verified maker sees it listed as discontinued, and how to bring it back', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const account = await signUpThroughApi(page)
    await sql(
      kitly.databaseUrl,
      `INSERT INTO tool_makers (tool_id, user_id, source)
       SELECT t.id, u.id, 'email' FROM tools t, users u WHERE t.slug = 'suno-ai' AND u.email = $1`,
      [account.email],
    )
    await sql(kitly.databaseUrl, `UPDATE tools SET discontinued_at = now() WHERE slug = 'suno-ai'`)
    await page.goto('/dashboard')
    const listing = page.getByRole('link', { name: /Suno AI/ }).filter({ hasText: 'Listed as discontinued' })
    await listing.click()
    await page.getByRole('heading', { level: 1, name: 'Suno AI' }).waitFor()
    await page.getByText(/^Kitly lists Suno AI as discontinued since /).waitFor()
    await page.getByRole('link', { name: 'tell us' }).click()
    await page.waitForURL('**/contact')
  })
})
