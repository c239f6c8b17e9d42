import { describe, expect } from 'vitest'
import {
  expectCursorPaging,
  expectSecondPageOfPagers,
  journeyTimeout,
  searchSortAndPage,
  signUpAdmin,
  uploadCsv,
} from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('admin reviews', () => {
  test('adds a review after validation errors, filters, edits and deletes it', { timeout: journeyTimeout }, async ({
    page,
    kitly,
  }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/reviews')
    await page.getByRole('heading', { level: 1, name: /Reviews/ }).waitFor()

    await page.getByRole('button', { name: 'Add Review' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Review' })
    await dialog.getByLabel('Email').fill('not an address')
    await dialog.getByRole('button', { name: 'Add Review' }).click()
    await dialog.getByText('Please select a tool').waitFor()
    await dialog.getByText('Reviewer name is required').waitFor()
    await dialog.getByText('Please enter a valid email address').waitFor()
    await dialog.getByText('Review text is required').waitFor()

    await dialog.getByLabel('Search tools to pick').fill('chatgpt')
    await dialog.getByRole('option', { name: 'ChatGPT', exact: true }).waitFor({ state: 'attached' })
    await dialog.getByLabel('Tool *').selectOption({ label: 'ChatGPT' })
    expect(await dialog.getByLabel('Rating').inputValue()).toBe('5')
    await dialog.getByLabel('Rating').selectOption('2')
    await dialog.getByLabel('Reviewer Name *').fill('Marie Curie')
    await dialog.getByLabel('Email').fill('marie@example.com')
    await dialog.getByLabel('Review Text *').fill('Hallucinated my lab results twice.')
    await dialog.getByRole('button', { name: 'Add Review' }).click()
    await page.getByText('Review added successfully!').waitFor()

    await page.getByLabel('Rating').selectOption('2')
    await page.getByLabel('Search by tool, reviewer or content').fill('lab results')
    const card = page.getByRole('main').getByRole('row').filter({ hasText: 'Marie Curie' })
    await card.waitFor()
    await expect.poll(() => page.getByRole('main').locator('tbody tr').count()).toBe(1)
    expect(await card.getByRole('link', { name: 'ChatGPT' }).getAttribute('href')).toBe('/tools/chatgpt')

    await card.getByRole('button', { name: /^Edit review by Marie Curie/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Review' })
    await edit.getByLabel('Verified review').check()
    await edit.getByRole('button', { name: 'Update Review' }).click()
    await card.getByText('Verified').waitFor()

    await card.getByRole('button', { name: /^Delete review by Marie Curie/ }).click()
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete review' }).click()
    await page.getByRole('heading', { name: 'No reviews found' }).waitFor()
  })

  test('bulk uploads reviews and lists the bad row', { timeout: journeyTimeout }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/reviews')
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Reviews' })
    const template = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download CSV Template' }).click()
    expect((await template).suggestedFilename()).toBe('reviews_template.csv')

    const rows = [
      ['Tool Name', 'Reviewer Name', 'Email', 'Rating', 'Review Title', 'Review Text'],
      ['ChatGPT', 'Ada Byron', 'ada@example.com', '4', 'Handy', 'Drafts my letters'],
      ['No Such Tool Anywhere', 'Alan Turing', '', '5', '', 'Great'],
    ]
    await uploadCsv(dialog, rows)
    await dialog.getByText(/^Reviews uploaded successfully! 1 reviews imported/).waitFor()
    await dialog
      .getByRole('region', { name: 'Row errors' })
      .getByText(/Row 3:/)
      .waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('main').getByRole('row').filter({ hasText: 'Ada Byron' }).waitFor()

    // A file of which no row imports is not a success.
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    await uploadCsv(dialog, [rows[0] ?? [], rows[2] ?? []])
    await dialog.getByText(/^No reviews were imported\. 0 reviews imported/).waitFor()
    expect(await dialog.getByText('Reviews uploaded successfully!').count()).toBe(0)
  })

  test('searches, sorts and pages on the server, the URL keeping all three across a reload', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await sql(
      kitly.databaseUrl,
      `INSERT INTO reviews (tool_id, user_name, rating, content)
       SELECT t.id, 'Pager ' || lpad(i::text, 2, '0'), 1 + i % 5, 'Checks the pagination, take ' || i
       FROM tools t, generate_series(1, 60) AS i WHERE t.slug = 'chatgpt'
       UNION ALL SELECT t.id, 'Someone Else', 3, 'Unrelated words' FROM tools t WHERE t.slug = 'chatgpt'`,
    )
    await page.goto('/admin/reviews')
    await page.getByRole('main').getByText('Pager 60').waitFor()
    await searchSortAndPage(page, {
      search: { label: 'Search by tool, reviewer or content', words: 'pagination' },
      column: 'Reviewer',
      url: { q: 'pagination', sort: 'user_name', order: 'desc', page: '2' },
      expectPage: () => expectSecondPageOfPagers(page),
    })
    await sql(
      kitly.databaseUrl,
      `INSERT INTO reviews (tool_id, user_name, rating, content)
       SELECT t.id, 'Cursor ' || lpad(i::text, 2, '0'), 4, 'Pages by cursor' FROM tools t, generate_series(1, 50) AS i WHERE t.slug = 'chatgpt'`,
    )
    await expectCursorPaging(page, {
      path: '/admin/reviews',
      api: '/api/admin/reviews',
      field: 'reviews',
      shown: (review) => String(review.user_name),
    })
  })
})
