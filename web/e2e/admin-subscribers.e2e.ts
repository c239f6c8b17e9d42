import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { adminNav, expectSecondPageOfPagers, journeyTimeout, searchSortAndPage, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

const readers = {
  pending: 'pending.reader@example.com',
  confirmed: 'confirmed.reader@example.com',
  unsubscribed: 'gone.reader@example.com',
}

describe('admin newsletter subscribers', () => {
  test('lists subscribers with their status, filters by status and exports a CSV', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    for (const email of Object.values(readers)) {
      const subscribed = await page.request.post('/api/newsletter', { data: { email, source: 'blog' } })
      expect(subscribed.status()).toBe(200)
    }
    // Following the emailed links is the newsletter suite's job; here the outcomes are set directly.
    await sql(kitly.databaseUrl, 'UPDATE newsletter_subscribers SET confirmed_at = now() WHERE email = ANY($1)', [
      [readers.confirmed, readers.unsubscribed],
    ])
    await sql(kitly.databaseUrl, 'UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = $1', [
      readers.unsubscribed,
    ])
    await signUpAdmin(page, kitly.databaseUrl)

    await page.goto('/admin/dashboard')
    await adminNav(page).getByRole('link', { name: 'Subscribers' }).click()
    await page.getByRole('heading', { level: 1, name: /Newsletter Subscribers\s*3 subscribers/ }).waitFor()
    const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email })
    await rowOf(readers.pending).getByText('Pending', { exact: true }).waitFor()
    await rowOf(readers.confirmed).getByText('Confirmed', { exact: true }).waitFor()
    await rowOf(readers.unsubscribed).getByText('Unsubscribed', { exact: true }).waitFor()
    expect(await rowOf(readers.pending).textContent()).toContain('blog')

    await page.getByLabel('Status').selectOption('confirmed')
    await rowOf(readers.pending).waitFor({ state: 'detached' })
    await rowOf(readers.confirmed).waitFor()
    expect(await page.getByRole('row').count()).toBe(2) // the header and the one confirmed reader

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await file.path(), 'utf8')
    expect(csv).toContain('Email,Status,Source')
    expect(csv).toContain(`${readers.confirmed},confirmed,blog`)
    expect(csv).not.toContain(readers.pending)

    await page.getByLabel('Status').selectOption('')
    await rowOf(readers.pending).waitFor()
    const everyone = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const all = await readFile(await (await everyone).path(), 'utf8')
    for (const [status, email] of Object.entries(readers)) expect(all).toContain(`${email},${status},blog`)
  })

  test('searches, sorts and pages on the server, the URL keeping all three across a reload', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await sql(
      kitly.databaseUrl,
      `INSERT INTO newsletter_subscribers (email, source)
       SELECT 'pager' || lpad(i::text, 2, '0') || '@lists.example', 'Pager ' || lpad(i::text, 2, '0')
       FROM generate_series(1, 60) AS i`,
    )
    await page.goto('/admin/subscribers')
    await page.getByRole('heading', { level: 1, name: /Newsletter Subscribers/ }).waitFor()
    await searchSortAndPage(page, {
      search: { label: 'Search by email or source', words: 'lists.example' },
      column: 'Email',
      url: { q: 'lists.example', sort: 'email', order: 'desc', page: '2' },
      expectPage: () => expectSecondPageOfPagers(page),
    })
  })
})
