/**
 * Forgot password end to end in a real browser, with mail delivered by a real SMTP server on loopback
 * (api/test/mail-server.ts): from the sign-in dialog to the emailed link, a new password, the dashboard
 * signed in, and a link that works only once.
 */

import { linkIn } from '@kitly/api/testing'
import { describe, expect, it } from 'vitest'
import { accountMenu, newAccount, signInWithDialog, signUpThroughApi } from './accounts.ts'
import { kitlyWithMail } from './mail-harness.ts'

const site = kitlyWithMail()

const resetMails = (email: string) => site.smtp.to(email).filter((mail) => mail.subject === 'Reset your Kitly password')

describe('forgot password', () => {
  // Three browser contexts and two sign-ins: more than the default minute on a loaded 2-core machine.
  it('gets a user back in from the sign-in dialog through the emailed link, which then stops working', {
    timeout: 120_000,
  }, async () => {
    const context = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const setup = await context.newPage()
    const account = await signUpThroughApi(setup, newAccount('Grace Hopper'))
    await context.close()

    const visitor = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const page = await visitor.newPage()
    page.setDefaultTimeout(15_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')

    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor()
    await page.getByLabel('Email Address').fill(account.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor()
    await page.getByText('If an account exists for that address').waitFor()

    await expect.poll(() => resetMails(account.email).length).toBe(1)
    const [mail] = resetMails(account.email)
    expect(mail?.to).toEqual([account.email])
    const link = linkIn(mail as NonNullable<typeof mail>, '/reset-password')
    expect(link.origin).toBe(site.kitly.baseUrl)

    await page.goto(link.toString())
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
    // The token leaves the address bar at once.
    expect(new URL(page.url()).search).toBe('')
    await page.getByLabel('New Password', { exact: true }).fill('a fresh start')
    await page.getByLabel('Confirm New Password').fill('a fresh stsrt')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByText('Passwords do not match').waitFor()
    await page.getByLabel('Confirm New Password').fill('a fresh start')
    await page.getByRole('button', { name: 'Set new password' }).click()

    await page.waitForURL('**/dashboard')
    await accountMenu(page, account.name).waitFor()
    await visitor.close()

    // The new password signs in; the link is spent.
    const later = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const again = await later.newPage()
    again.setDefaultTimeout(15_000)
    await again.goto('/')
    await signInWithDialog(again, { email: account.email, password: 'a fresh start' })
    await accountMenu(again, account.name).waitFor()
    await again.goto(link.toString())
    await again.getByLabel('New Password', { exact: true }).fill('another one here')
    await again.getByLabel('Confirm New Password').fill('another one here')
    await again.getByRole('button', { name: 'Set new password' }).click()
    await again.getByText('This password reset link is invalid or has expired').waitFor()
    await later.close()
    expect(errors).toEqual([])
  })

  it('answers an unknown address the same way and sends nothing', async () => {
    const context = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const page = await context.newPage()
    const before = site.smtp.received.length
    await page.goto('/forgot-password')
    await page.getByLabel('Email Address').fill('nobody-here@example.com')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor()
    await page.getByText('If an account exists for that address').waitFor()
    expect(site.smtp.received.length).toBe(before)
    await context.close()
  })
})
