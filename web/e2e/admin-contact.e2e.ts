import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { expectSecondPageOfPagers, journeyTimeout, searchSortAndPage, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

describe('admin contact inquiries', () => {
  test('opens an inquiry from its emailed link, notes it in progress, filters by type and status, and exports', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const sent = await page.request.post('/api/contact', {
      data: {
        email: 'visitor@example.com',
        mobile: '+1 555 0100',
        query_type: 'partnership',
        message: 'We would like to list our tool.',
      },
    })
    expect(sent.status()).toBe(201)
    const { id } = await sent.json()
    const bug = await page.request.post('/api/contact', {
      data: { email: 'tester@example.com', query_type: 'bug_report', message: 'The compare bar hides a button.' },
    })
    expect(bug.status()).toBe(201)
    await signUpAdmin(page, kitly.databaseUrl)

    await page.goto(`/admin/contact?inquiry=${id}`)
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' })
    await dialog.getByText('We would like to list our tool.').waitFor()
    await dialog.getByText('Partnership').waitFor()
    await dialog.getByLabel('Admin Notes').fill('Called them back')
    await dialog.getByRole('button', { name: 'Mark In Progress' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).search).toBe('')
    const row = page.getByRole('row').filter({ hasText: 'visitor@example.com' })
    await row.getByText('In Progress').waitFor()

    const bugRow = page.getByRole('row').filter({ hasText: 'tester@example.com' })
    await bugRow.getByText('Bug Report').waitFor()
    await page.getByLabel('Query type').selectOption('bug_report')
    await row.waitFor({ state: 'detached' })
    await bugRow.waitFor()
    await page.getByLabel('Query type').selectOption('partnership')
    await bugRow.waitFor({ state: 'detached' })
    await row.waitFor()
    await page.getByLabel('Query type').selectOption('')
    await bugRow.waitFor()

    await page.getByLabel('Status').selectOption('resolved')
    await page.getByRole('heading', { name: 'No inquiries found' }).waitFor()
    await page.getByLabel('Status').selectOption('in_progress')
    await row.waitFor()

    await row.getByRole('button', { name: 'View details of the inquiry from visitor@example.com' }).click()
    expect(await dialog.getByLabel('Admin Notes').inputValue()).toBe('Called them back')
    await dialog.getByRole('button', { name: 'Mark Resolved' }).click()
    await row.waitFor({ state: 'detached' })

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^contact_inquiries_\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await readFile(await file.path(), 'utf8')).toContain('visitor@example.com')
  })

  test('searches, sorts and pages on the server, the URL keeping all three across a reload', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await sql(
      kitly.databaseUrl,
      `INSERT INTO contact_inquiries (email, query_type, message)
       SELECT 'pager' || lpad(i::text, 2, '0') || '@lists.example', 'general', 'Pager ' || lpad(i::text, 2, '0') || ' asks'
       FROM generate_series(1, 60) AS i`,
    )
    await page.goto('/admin/contact')
    await page.getByRole('heading', { level: 1, name: /Contact Inquiries/ }).waitFor()
    await searchSortAndPage(page, {
      search: { label: 'Search by email, mobile or message', words: 'lists.example' },
      column: 'From',
      url: { q: 'lists.example', sort: 'email', order: 'desc', page: '2' },
      expectPage: () => expectSecondPageOfPagers(page),
    })
  })

  test('replies to an inquiry by mail and sees the reply in its thread, the inquiry resolved', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    const sent = await page.request.post('/api/contact', {
      data: { email: 'curious@example.com', query_type: 'general', message: 'Do you list <open-source> tools?' },
    })
    expect(sent.status()).toBe(201)
    const { id } = await sent.json()
    await signUpAdmin(page, kitly.databaseUrl, 'Grace Hopper')

    await page.goto(`/admin/contact?inquiry=${id}`)
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' })
    await dialog.getByText('No reply sent yet.').waitFor()
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await dialog.getByText('Reply is required').waitFor()
    await dialog.getByLabel('Your reply').fill('Yes: filter by Free on the tools page.')
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await page.getByText('Reply sent to curious@example.com').waitFor()
    const reply = dialog.getByRole('region', { name: 'Replies' }).getByRole('listitem')
    await expect.poll(() => reply.count()).toBe(1)
    await expect.poll(() => reply.textContent()).toContain('Yes: filter by Free on the tools page.')
    expect(await reply.textContent()).toContain('Grace Hopper')
    await dialog.getByText('Resolved', { exact: true }).waitFor()
    await page.getByRole('row').filter({ hasText: 'curious@example.com' }).getByText('Resolved').waitFor()
    const recorded = await sql(kitly.databaseUrl, 'SELECT body FROM contact_inquiry_replies WHERE inquiry_id = $1', [
      id,
    ])
    expect(recorded.rows).toEqual([{ body: 'Yes: filter by Free on the tools page.' }])
  })
})
