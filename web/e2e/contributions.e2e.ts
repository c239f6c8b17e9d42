import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

const reviewsTab = async (page: Page, slug: string) => {
  await page.goto(`/tools/${slug}`)
  await page.getByRole('tab', { name: /^Reviews/ }).click()
  return page.getByRole('tabpanel', { name: /^Reviews/ })
}

describe('reviews and contact', () => {
  test('writes a review: required fields, then the list, the average and the tab count change', async ({ page }) => {
    const panel = await reviewsTab(page, 'claude')
    await page.getByRole('tab', { name: 'Reviews (0)' }).waitFor()
    await panel.getByRole('button', { name: 'Write Review' }).click()
    const form = panel.getByRole('form', { name: 'Write a review' })
    // Rating 5 by default.
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await form.getByText('Name is required').waitFor()
    await form.getByText('Email is required').waitFor()
    await form.getByText('Review text is required').waitFor()

    await form.getByLabel('Your Name').fill('Linus')
    expect(await form.getByText('Name is required').count()).toBe(0)
    await form.getByLabel('Your Email').fill('linus@example.com')
    await form.getByLabel('Your Review').fill('Great at long documents.')
    await form.locator('label').filter({ hasText: '2 stars' }).click()
    expect(await form.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await form.waitFor({ state: 'hidden' })
    await panel.getByText('Great at long documents.').waitFor()
    await page.getByRole('tab', { name: 'Reviews (1)' }).waitFor()
    await panel.getByText('2.0', { exact: true }).waitFor()

    await panel.getByRole('button', { name: 'Write Review' }).click()
    await form.getByLabel('Your Name').fill('Ada')
    await form.getByLabel('Your Email').fill('ada@example.com')
    await form.getByLabel('Review Title (optional)').fill('Excellent')
    await form.getByLabel('Your Review').fill('Writes clean code.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await panel.getByRole('heading', { name: 'Excellent' }).waitFor()
    // (2 + 5) / 2
    await panel.getByText('3.5', { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'Reviews (2)' }).waitFor()
  })

  test('prefills name and email for a signed-in user; the Verified badge; Helpful votes count once', async ({
    page,
    kitly,
  }) => {
    const account = await signUpThroughApi(page)
    const panel = await reviewsTab(page, 'midjourney')
    await panel.getByRole('button', { name: 'Write Review' }).click()
    const form = panel.getByRole('form', { name: 'Write a review' })
    expect(await form.getByLabel('Your Name').inputValue()).toBe(account.name)
    expect(await form.getByLabel('Your Email').inputValue()).toBe(account.email)
    await form.getByLabel('Your Review').fill('Stunning images.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    const review = panel.getByRole('listitem').filter({ hasText: 'Stunning images.' })
    await review.waitFor()
    expect(await review.getByText('Verified').count()).toBe(0)
    // Admins verify reviews (moderation is the back office's job).
    await sql(kitly.databaseUrl, `UPDATE reviews SET is_verified = true WHERE content = 'Stunning images.'`)
    await page.reload()
    await page.getByRole('tab', { name: /^Reviews/ }).click()
    await review.getByText('Verified').waitFor()

    const helpful = review.getByRole('button', { name: /^Helpful/ })
    expect(await helpful.textContent()).toBe('Helpful (0)')
    await helpful.click()
    await expect.poll(() => helpful.textContent()).toBe('Helpful (1)')
    await page.reload()
    await page.getByRole('tab', { name: /^Reviews/ }).click()
    const again = page
      .getByRole('listitem')
      .filter({ hasText: 'Stunning images.' })
      .getByRole('button', { name: /^Helpful/ })
    expect(await again.textContent()).toBe('Helpful (1)')
    await again.click()
    // The same user again: not counted twice.
    await expect.poll(() => again.isDisabled()).toBe(true)
    expect(await again.textContent()).toBe('Helpful (1)')
  })

  test('contact form: missing fields, a server error, then success and Send Another Message', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact')
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor()
    await page.getByText('We typically respond within 48 working hours during business days').waitFor()
    for (const question of [
      'How do I submit my AI tool to the directory?',
      'Are the tools reviewed before they are listed?',
      'Can we partner with Kitly?',
      'How often is the directory updated?',
    ]) {
      await page.getByText(question).waitFor()
    }
    await page.getByText('How do I submit my AI tool to the directory?').click()
    await page.getByText(/choose the “Tool Submission” query type/).waitFor()

    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' }).waitFor()

    expect(await page.getByLabel('Message *').getAttribute('rows')).toBe('6')
    const types = await page.getByLabel('Query Type *').locator('option').allTextContents()
    expect(types.slice(1)).toEqual(['General Inquiry', 'Tool Submission', 'Bug Report', 'Partnership', 'Support'])
    await page.getByLabel('Email Address *').fill('not-an-address@x')
    await page.getByLabel('Query Type *').selectOption('tool_submission')
    await page.getByLabel('Message *').fill('Please list my tool.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor()

    await page.getByLabel('Email Address *').fill('maker@example.com')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor()
    await page.getByText("Thank you for reaching out to us. We'll get back to you within 48 working hours.").waitFor()
    await page.getByRole('button', { name: 'Send Another Message' }).click()
    expect(await page.getByLabel('Email Address *').inputValue()).toBe('')
    // The one 400 above is the only console entry.
    expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([])
  })

  test('the blog subscribe box stores the address', async ({ page }) => {
    await page.goto('/blog')
    // The article's title (its tags are links too).
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click()
    await page.getByRole('heading', { name: 'Get new guides in your inbox' }).waitFor()
    await page.getByLabel('Email address').fill('reader@example.com')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page
      .getByRole('status')
      .getByText('Almost done: please confirm your subscription with the link we emailed you.')
      .waitFor()
  })
})
