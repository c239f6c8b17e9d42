import { describe, expect } from 'vitest'
import { newAccount, signUpThroughApi } from './accounts.ts'
import { adminNav, journeyTimeout } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('a moderator in the back office', () => {
  test('sees only Reviews and Contact, verifies a review, is told an admin screen is not theirs, answers an inquiry', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const moderator = await signUpThroughApi(page, newAccount('Mo Derator'))
    await sql(kitly.databaseUrl, `UPDATE users SET role = 'moderator' WHERE email = $1`, [moderator.email])
    await sql(
      kitly.databaseUrl,
      `INSERT INTO reviews (tool_id, user_name, rating, content)
       SELECT id, 'Ada Reviewer', 4, 'Great for first drafts.' FROM tools WHERE slug = 'chatgpt'`,
    )
    const sent = await page.request.post('/api/contact', {
      data: { email: 'asker@example.com', query_type: 'support', message: 'How do I save a kit?' },
    })
    expect(sent.status()).toBe(201)

    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: /Reviews/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/reviews')
    await expect.poll(() => adminNav(page).getByRole('link').allTextContents()).toEqual(['Reviews', 'Contact'])
    expect(await page.getByRole('button', { name: 'Add Review' }).count()).toBe(0)

    const review = page.getByRole('main').getByRole('row').filter({ hasText: 'Ada Reviewer' })
    await review.getByRole('button', { name: 'Verify review by Ada Reviewer of ChatGPT' }).click()
    await page.getByText('Review marked verified').waitFor()
    await review.getByText('Verified', { exact: true }).waitFor()
    expect(await review.getByRole('button', { name: 'Edit review by Ada Reviewer of ChatGPT' }).count()).toBe(0)

    await page.goto('/admin/tools')
    await page.getByRole('heading', { level: 1, name: "You don't have access to this section" }).waitFor()
    await page.getByRole('link', { name: 'Go to Reviews' }).waitFor()

    await adminNav(page).getByRole('link', { name: 'Contact' }).click()
    const row = page.getByRole('row').filter({ hasText: 'asker@example.com' })
    await row.getByRole('button', { name: 'View details of the inquiry from asker@example.com' }).click()
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' })
    await dialog.getByText('No reply sent yet.').waitFor()
    await dialog.getByLabel('Your reply').fill('Open the kit builder and press Save.')
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await page.getByText('Reply sent to asker@example.com').waitFor()
    const thread = dialog.getByRole('region', { name: 'Replies' }).getByRole('listitem')
    await expect
      .poll(() => thread.allTextContents())
      .toEqual([expect.stringContaining('Open the kit builder and press Save.')])
    expect(await thread.first().textContent()).toContain('Mo Derator')
    await expect.poll(() => dialog.getByLabel('Your reply').inputValue()).toBe('')
    await row.getByText('Resolved').waitFor()
  })
})
