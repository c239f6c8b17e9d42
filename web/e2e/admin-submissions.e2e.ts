import type { Browser, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { signUpThroughApi } from './accounts.ts'
import { adminNav, journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

type Maker = { page: Page; email: string }

/** A maker signed up in a browser of their own, who sends tools to the queue through the API. */
async function newMaker(browser: Browser, baseURL: string, name: string): Promise<Maker> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const { email } = await signUpThroughApi(page, {
    name,
    email: `${name.replace(/\W/g, '.')}-${Date.now()}@example.com`,
    password: 'Analytical1!',
  })
  return { page, email }
}

async function submit(maker: Maker, name: string, site: string) {
  const response = await maker.page.request.post('/api/submissions', {
    data: { website_url: `https://${site}`, name, short_description: `${name} does one thing well.`, submit: true },
  })
  expect(response.status()).toBe(201)
}

async function makerSubmission(maker: Maker, name: string) {
  const mine = (await (await maker.page.request.get('/api/users/submissions')).json()) as { name: string }[]
  return mine.find((each) => each.name === name)
}

/** The queue's tool names, top to bottom. */
const queuedNames = (page: Page) => page.getByRole('main').getByRole('row').locator('td:nth-child(2)').allTextContents()

describe('admin submissions', () => {
  test('the queue lists waiting submissions oldest first, filters by state and text; an admin reviews, sends one back and approves another', {
    timeout: journeyTimeout,
  }, async ({ page, kitly, browser }) => {
    const maker = await newMaker(browser, kitly.baseUrl, 'Quill Maker')
    await submit(maker, 'Quillmate Notes', 'quillmate.dev')
    await submit(maker, 'ChatGPT Writer', 'gptwriter-e2e.dev')
    await submit(maker, 'Lumen Slides', 'app.lumenslides.dev')

    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/dashboard')
    await adminNav(page).getByRole('link', { name: 'Submissions' }).click()
    await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor()
    await expect.poll(() => queuedNames(page)).toEqual(['Quillmate Notes', 'ChatGPT Writer', 'Lumen Slides'])
    const lumen = page.getByRole('row', { name: /Lumen Slides/ })
    for (const text of ['lumenslides.dev', maker.email, 'Submitted']) await lumen.getByText(text).waitFor()

    // Search by a word of the site, then clear it.
    const search = page.getByLabel('Search by tool name or site')
    await search.fill('lumenslides')
    await expect.poll(() => queuedNames(page)).toEqual(['Lumen Slides'])
    await page.waitForURL((url) => url.searchParams.get('q') === 'lumenslides')
    await search.fill('')
    await expect.poll(() => queuedNames(page)).toHaveLength(3)

    // One of them, with the listed ChatGPT as a possible duplicate by name.
    await page.getByRole('link', { name: 'ChatGPT Writer' }).click()
    await page.getByRole('heading', { level: 1, name: 'ChatGPT Writer' }).waitFor()
    const similar = page.getByRole('region', { name: 'Similar name' })
    expect(
      await similar.getByRole('link', { name: 'View ChatGPT on the site', exact: true }).getAttribute('href'),
    ).toBe('/tools/chatgpt')
    expect(await similar.getByRole('link', { name: 'Edit ChatGPT', exact: true }).getAttribute('href')).toMatch(
      /^\/admin\/tools\?edit=\d+$/,
    )
    await page
      .getByRole('region', { name: 'As the maker sent it' })
      .getByText('ChatGPT Writer does one thing well.')
      .waitFor()
    await page.getByRole('region', { name: 'Maker' }).getByText(maker.email).waitFor()

    const startReview = page.getByRole('button', { name: 'Start review' })
    await startReview.click()
    await page.getByText('ChatGPT Writer is now in review').waitFor()
    await expect.poll(() => startReview.isDisabled()).toBe(true)

    // Request changes: the message is required, then the maker sees it.
    await page.getByRole('button', { name: 'Request changes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request changes' })
    const message = dialog.getByLabel('What should the maker change?')
    expect(await message.evaluate((field) => field === document.activeElement)).toBe(true)
    await dialog.getByRole('button', { name: 'Send to the maker' }).click()
    expect(await message.evaluate((field) => (field as HTMLTextAreaElement).validity.valueMissing)).toBe(true)
    await message.fill('Please use a name of your own: ChatGPT is OpenAI’s.')
    await dialog.getByRole('button', { name: 'Send to the maker' }).click()
    await page.getByText('ChatGPT Writer is sent back to its maker').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Please use a name of your own: ChatGPT is OpenAI’s.').waitFor()
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    expect(await makerSubmission(maker, 'ChatGPT Writer')).toMatchObject({
      state: 'changes_requested',
      reviewer_message: 'Please use a name of your own: ChatGPT is OpenAI’s.',
    })

    // The state tabs, by keyboard: it left Waiting for Changes requested.
    await page.getByRole('link', { name: 'All submissions' }).click()
    await expect.poll(() => queuedNames(page)).toEqual(['Quillmate Notes', 'Lumen Slides'])
    await page.getByRole('tab', { name: 'Waiting' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    // The tab is the URL's: selected once the URL says so.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Changes requested' }).getAttribute('aria-selected'))
      .toBe('true')
    await expect.poll(() => queuedNames(page)).toEqual(['ChatGPT Writer'])
    // And so: a reload (or Back from a submission) opens it again.
    await page.waitForURL((url) => url.searchParams.get('tab') === 'changes_requested')
    await page.reload()
    await expect.poll(() => queuedNames(page)).toEqual(['ChatGPT Writer'])
    await expect
      .poll(() => page.getByRole('tab', { name: 'Changes requested' }).getAttribute('aria-selected'))
      .toBe('true')
    await page.getByRole('tab', { name: 'Waiting' }).click()

    // Approve: the tool is live and found by search at once.
    await page.getByRole('link', { name: 'Quillmate Notes' }).click()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Quillmate Notes is approved and listed').waitFor()
    const decision = page.getByRole('region', { name: 'Decision' })
    expect(await decision.getByRole('link', { name: 'Edit in AI Tools' }).getAttribute('href')).toMatch(
      /^\/admin\/tools\?edit=\d+$/,
    )
    await decision.getByRole('link', { name: 'View tool page' }).click()
    await page.getByRole('heading', { level: 1, name: 'Quillmate Notes' }).waitFor()
    const found = await (await page.request.get('/api/search?q=quillmate')).text()
    expect(found).toContain('"slug":"quillmate-notes"')
    expect(await makerSubmission(maker, 'Quillmate Notes')).toMatchObject({ state: 'approved' })
  })

  test('rejects one with a reason, and two spam ones at once after a keyboard-usable confirmation', {
    timeout: journeyTimeout,
  }, async ({ page, kitly, browser }) => {
    const maker = await newMaker(browser, kitly.baseUrl, 'Sheet Maker')
    const spammer = await newMaker(browser, kitly.baseUrl, 'Spam Maker')
    await submit(maker, 'Plain Spreadsheet', 'plainsheet.dev')
    await submit(spammer, 'Cheap Followers Now', 'followers-now.biz')
    await submit(spammer, 'Coupon Bonanza', 'coupon-bonanza.biz')

    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/submissions')
    await page.getByRole('link', { name: 'Plain Spreadsheet' }).click()
    await page.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject submission' })
    await dialog.getByLabel('Reason').selectOption({ label: 'Not an AI tool' })
    await dialog.getByLabel('Note to the maker (optional)').fill('A spreadsheet without any AI.')
    await dialog.getByRole('button', { name: 'Reject submission' }).click()
    await page.getByText('Plain Spreadsheet is rejected').waitFor()
    await page.getByText('Reason: Not an AI tool').waitFor()
    for (const name of ['Start review', 'Approve', 'Request changes', 'Reject']) {
      expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true)
    }
    expect(await makerSubmission(maker, 'Plain Spreadsheet')).toMatchObject({
      state: 'rejected',
      reject_reason: 'not_ai',
      reject_text: 'A spreadsheet without any AI.',
    })

    // The spam, found by its sites (the other test's submissions share this server).
    await page.getByRole('link', { name: 'All submissions' }).click()
    await page.getByLabel('Search by tool name or site').fill('.biz')
    await expect.poll(() => queuedNames(page)).toEqual(['Cheap Followers Now', 'Coupon Bonanza'])
    const rejectSelected = page.getByRole('button', { name: 'Reject selected as spam' })
    expect(await rejectSelected.isDisabled()).toBe(true)
    await page.getByLabel('Select Cheap Followers Now').check()
    await page.getByLabel('Select Coupon Bonanza').check()
    await page.getByText('2 submissions selected').waitFor()

    // The dialog starts on Cancel and Escape closes it, giving focus back; then Tab and Enter confirm.
    await rejectSelected.click()
    const confirm = page.getByRole('dialog', { name: 'Please confirm' })
    await confirm.getByText('Reject 2 submissions as spam?', { exact: false }).waitFor()
    await expect
      .poll(() =>
        confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden' })
    expect(await rejectSelected.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await confirm.waitFor()
    // The dialog moves focus to Cancel just after it opens: Tab from there, not from the button behind it.
    const cancel = confirm.getByRole('button', { name: 'Cancel' })
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByText('2 submissions rejected').waitFor()
    await page.getByRole('heading', { name: 'No submissions found' }).waitFor()

    await page.getByRole('tab', { name: 'Rejected' }).click()
    await expect.poll(() => queuedNames(page)).toEqual(['Cheap Followers Now', 'Coupon Bonanza'])
    expect(await makerSubmission(spammer, 'Coupon Bonanza')).toMatchObject({ state: 'rejected', reject_reason: 'spam' })
  })
})
