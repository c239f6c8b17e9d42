import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { newAccount, signInWithDialog, signUpThroughApi } from './accounts.ts'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

/** The autosave's line beside "Submit for review". */
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Saving|Couldn’t save/ })

/** The id of the submission open on /submit?id=… */
const openSubmissionId = (page: Page) => Number(new URL(page.url()).searchParams.get('id'))

describe('maker submissions', () => {
  test('a visitor on /submit is asked to sign in, and signing in in the dialog leaves them on the form', async ({
    page,
    browser,
    kitly,
  }) => {
    const other = await browser.newContext({ baseURL: kitly.baseUrl })
    const account = await signUpThroughApi(await other.newPage(), newAccount())
    await other.close()

    await page.goto('/submit')
    await page.getByRole('heading', { name: 'Sign in to submit your tool' }).waitFor()
    expect(await page.getByLabel('Tool website').count()).toBe(0)
    await page.getByRole('button', { name: 'Sign in to submit' }).click()
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor()
    await page.keyboard.press('Escape')
    await signInWithDialog(page, account)
    await page.getByLabel('Tool website').waitFor()
    expect(new URL(page.url()).pathname).toBe('/submit')
  })

  test('a maker is stopped at a listed site, drafts a new tool (autosaved), submits it, makes the changes asked for and sees it go live', {
    timeout: journeyTimeout,
  }, async ({ page, browser, kitly }) => {
    await signUpThroughApi(page)
    await page.goto('/dashboard/submissions')
    await page.getByRole('heading', { name: 'No submissions yet' }).waitFor()
    await page.getByRole('main').getByRole('link', { name: 'Submit a tool' }).click()

    // A site the catalog lists: its page, and no draft.
    await page.getByLabel('Tool website').fill('https://canva.com/pricing')
    await page.getByRole('button', { name: 'Continue' }).click()
    const listed = page.getByRole('alert').filter({ hasText: 'This tool is already listed on Kitly.' })
    await listed.waitFor()
    expect(await listed.getByRole('link', { name: 'See its page' }).getAttribute('href')).toBe('/tools/canva')

    // A new site starts a draft at its own address.
    const site = `https://frameforge-${Date.now()}.ai`
    await page.getByLabel('Tool website').fill(site)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Name *').waitFor()
    const id = openSubmissionId(page)
    expect(id).toBeGreaterThan(0)
    expect(await page.getByLabel('Tool website *').inputValue()).toBe(site)

    // Submitting too early: the server's message beside the field it names.
    await page.getByLabel('Name *').fill('FrameForge')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.getByText('Please fix the fields marked below, then submit again.').waitFor()
    const shortDescription = page.getByLabel('Short description *')
    expect(await shortDescription.getAttribute('aria-invalid')).toBe('true')
    await page.getByText('Short description is required').waitFor()

    await shortDescription.fill('Turns a script into a storyboard.')
    await page.getByLabel('Category').selectOption({ label: 'Video' })
    await page.getByLabel('Filter tasks').fill('video')
    await page.getByRole('group', { name: 'Tasks' }).getByRole('checkbox').first().check()
    await page.getByLabel('Tags').fill('video, storyboard')
    await expect.poll(() => saveStatus(page).textContent()).toBe('Saved')

    // The draft is on the server: a reload reopens it as typed.
    await page.reload()
    await page.getByLabel('Name *').waitFor()
    expect(await page.getByLabel('Name *').inputValue()).toBe('FrameForge')
    expect(await page.getByLabel('Short description *').inputValue()).toBe('Turns a script into a storyboard.')
    expect(await page.getByLabel('Tags').inputValue()).toBe('video, storyboard')
    expect(await page.getByRole('group', { name: 'Tasks' }).getByRole('checkbox', { checked: true }).count()).toBe(1)

    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.waitForURL('**/dashboard/submissions')
    const card = page.getByRole('article', { name: 'FrameForge' })
    await card.getByText('Waiting for review').waitFor()
    await card.getByText('Next in line.', { exact: false }).waitFor()

    // An admin, in another browser, asks for a change.
    const adminContext = await browser.newContext({ baseURL: kitly.baseUrl })
    const admin = await adminContext.newPage()
    await signUpAdmin(admin, kitly.databaseUrl)
    const asked = await admin.request.post(`/api/admin/submissions/${id}/request-changes`, {
      data: { message: 'Please add a screenshot of the storyboard view.' },
    })
    expect(asked.status()).toBe(200)

    await page.reload()
    await card.getByText('Changes requested').waitFor()
    await card.getByText('Please add a screenshot of the storyboard view.').waitFor()
    await card.getByRole('link', { name: 'Edit and resubmit FrameForge' }).click()
    await page
      .getByRole('region', { name: 'Message from the reviewers' })
      .getByText('Please add a screenshot of the storyboard view.')
      .waitFor()
    await page.getByLabel('Screenshot URLs').fill('https://example.com/storyboard.png')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.waitForURL('**/dashboard/submissions')
    await card.getByText('Waiting for review').waitFor()

    const approved = await admin.request.post(`/api/admin/submissions/${id}/approve`)
    expect(approved.status()).toBe(200)
    await adminContext.close()

    await page.reload()
    await card.getByText('Approved').first().waitFor()
    await card.getByRole('link', { name: 'See FrameForge live' }).click()
    await page.getByRole('heading', { level: 1, name: 'FrameForge' }).waitFor()
  })
})
