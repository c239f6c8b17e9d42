/** The watchlist in the browser: the profile's opt-out, Follow on the tool page, and the digest's unsubscribe page. */
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { test } from './harness.ts'

const OPT_OUT_LABEL = 'Email me when a saved tool’s price or status changes'

const digestEmailsOn = async (page: Page) =>
  (await (await page.request.get('/api/users/watchlist-settings')).json()).emails

describe('watchlist', () => {
  test('the profile turns the saved-tool emails off, and the choice survives a reload', async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/profile')
    await page.getByRole('tab', { name: 'Email alerts' }).click()
    const checkbox = page.getByRole('checkbox', { name: OPT_OUT_LABEL })
    await expect.poll(() => checkbox.isChecked()).toBe(true)
    await expect.poll(() => checkbox.isEnabled()).toBe(true)

    await checkbox.click()
    await page.getByText('Email alerts are off.').waitFor()
    await expect.poll(() => digestEmailsOn(page)).toBe(false)

    await page.reload()
    await page.getByRole('tab', { name: 'Email alerts' }).click()
    const reloaded = page.getByRole('checkbox', { name: OPT_OUT_LABEL })
    await expect.poll(() => reloaded.isEnabled()).toBe(true)
    expect(await reloaded.isChecked()).toBe(false)

    await reloaded.click()
    await expect.poll(() => digestEmailsOn(page)).toBe(true)
  })

  test('saving a tool follows it; the tool page unfollows and follows again', async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/tools/chatgpt')
    await page.getByRole('button', { name: 'Add to Favorites' }).click()
    const follow = page.getByRole('button', { name: 'Following changes' })
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true')

    await follow.click()
    const unfollowed = page.getByRole('button', { name: 'Follow changes' })
    await expect.poll(() => unfollowed.getAttribute('aria-pressed')).toBe('false')
    const saved = async () => (await (await page.request.get('/api/users/saved-tools')).json())[0]
    await expect.poll(saved).toMatchObject({ slug: 'chatgpt', following: false })

    await page.reload()
    await page.getByRole('button', { name: 'Follow changes' }).click()
    await expect.poll(saved).toMatchObject({ slug: 'chatgpt', following: true })
  })

  test('an altered unsubscribe link is refused, signed out', async ({ page }) => {
    await page.goto('/watchlist/unsubscribe?token=1.not-a-signature')
    await page.getByRole('heading', { name: 'We could not turn off these emails' }).waitFor()
    await page.getByText('This unsubscribe link is invalid.').waitFor()
  })
})
