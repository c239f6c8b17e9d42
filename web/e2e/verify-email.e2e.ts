/**
 * Email verification in a real browser, with mail delivered by a real SMTP server on loopback
 * (api/test/mail-server.ts): an email sign-up sees 'Verify your email' on the dashboard, resends the link
 * until the limit answers, then follows the link and the notice is gone.
 */

import { linkIn } from '@kitly/api/testing'
import { describe, expect, it } from 'vitest'
import { newAccount } from './accounts.ts'
import { kitlyWithMail } from './mail-harness.ts'

const site = kitlyWithMail()

const verificationMails = (email: string) =>
  site.smtp.to(email).filter((mail) => mail.subject === 'Verify your email address for Kitly')

describe('email verification', () => {
  it('asks an email sign-up to verify, resends the link until the limit, and stops asking once verified', {
    timeout: 120_000,
  }, async () => {
    const context = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const account = newAccount('Katherine Johnson')

    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const signUp = page.getByRole('dialog', { name: 'Create your account' })
    await signUp.getByRole('button', { name: 'Sign up with Email' }).click()
    await signUp.getByLabel('Full Name').fill(account.name)
    await signUp.getByLabel('Email Address').fill(account.email)
    await signUp.getByLabel('Mobile Number').fill('+1 555 0100')
    await signUp.getByLabel('Password', { exact: true }).fill(account.password)
    await signUp.getByLabel('Confirm Password').fill(account.password)
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await page.waitForURL('**/dashboard')

    const notice = page.getByRole('region', { name: 'Verify your email' })
    await notice.getByText(account.email, { exact: true }).waitFor()
    await expect.poll(() => verificationMails(account.email).length).toBe(1)

    // Three resends in 15 minutes are allowed; the fourth is refused with the server's own words.
    const resend = notice.getByRole('button', { name: 'Resend link' })
    for (const sent of [2, 3, 4]) {
      await resend.click()
      await notice.getByRole('status').getByText('We sent a new link.', { exact: false }).waitFor()
      await expect.poll(() => verificationMails(account.email).length).toBe(sent)
    }
    await resend.click()
    await notice
      .getByRole('alert')
      .getByText(/^Too many attempts\. Please try again in/)
      .waitFor()
    expect(verificationMails(account.email)).toHaveLength(4)

    const latest = verificationMails(account.email).at(-1)
    const link = linkIn(latest as NonNullable<typeof latest>, '/verify-email')
    await page.goto(link.toString())
    await page.getByRole('heading', { level: 1, name: 'Email verified' }).waitFor()
    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Katherine!' }).waitFor()
    await expect.poll(() => notice.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
