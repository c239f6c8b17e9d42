/**
 * "Continue with Google" end to end in a real browser: the server is configured with a local OpenID
 * provider (api/test/oauth-server.ts) as its Google, which signs in at once and redirects back.
 */

import { type FakeGoogle, startFakeGoogle } from '@kitly/api/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { newAccount, signUpThroughApi } from './accounts.ts'
import { launchChromium } from './chromium.ts'
import { type Kitly, recordFailure, startKitly } from './harness.ts'

let google: FakeGoogle
let kitly: Kitly
let browser: Browser

beforeAll(async () => {
  google = await startFakeGoogle()
  kitly = await startKitly({
    env: (baseUrl) => ({
      // Google sends the browser back to {PUBLIC_URL}/auth/callback.
      PUBLIC_URL: baseUrl,
      GOOGLE_CLIENT_ID: 'kitly-e2e-client',
      GOOGLE_CLIENT_SECRET: 'kitly-e2e-secret',
      GOOGLE_ISSUER_URL: google.issuer,
    }),
  })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await kitly?.stop()
  await google?.stop()
})

/** A fresh browser context and its page; a failed test records what the page showed. */
async function openPage() {
  const context = await browser.newContext({ baseURL: kitly.baseUrl })
  const page = await context.newPage()
  onTestFailed(({ task }) => recordFailure(page, task))
  return { context, page }
}

/** From the home page: the header's Sign In, then "Continue with Google" in the dialog. */
async function continueWithGoogle(page: Page) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Continue with Google' }).click()
}

describe('Google sign-in', () => {
  it('goes to Google and back through /auth/callback, lands on the dashboard signed in', async () => {
    const { context, page } = await openPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    google.signInAs({
      sub: 'google-e2e-1',
      email: 'katherine@gmail.com',
      email_verified: true,
      name: 'Katherine Johnson',
      given_name: 'Katherine',
    })

    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await page
      .getByRole('dialog', { name: 'Welcome back' })
      .getByRole('button', { name: 'Continue with Google' })
      .click()

    await page.waitForURL('**/dashboard')
    expect(visited).toContain('/auth/callback')
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Katherine!' }).waitFor()
    await page.getByRole('button', { name: 'Account menu for Katherine Johnson' }).waitFor()
    // The Saved Tools, Favorite Bundles, Saved Articles, Custom Kits and Reviews Written counters of a new account.
    expect(await page.getByRole('definition').allTextContents()).toEqual(['0', '0', '0', '0', '0'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers Google on the admin login too', async () => {
    const { context, page } = await openPage()
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor()
    await context.close()
  })

  it('does not take over an unverified local account with the same address: asks for its password first', async () => {
    const { context, page } = await openPage()
    // Someone registered the address with a password and never proved it.
    const squatter = await signUpThroughApi(page, { ...newAccount('Mallory'), email: 'dorothy.vaughan@gmail.com' })
    await context.clearCookies()
    google.signInAs({ sub: 'google-e2e-2', email: squatter.email, email_verified: true, name: 'Dorothy Vaughan' })

    await continueWithGoogle(page)
    await page
      .getByText(
        'An account with this email address already exists. Please sign in with your password first, then link your Google account from the Security tab of your profile.',
      )
      .waitFor()
    // The message shows as the callback page leaves for home.
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor()
    expect((await (await page.request.get('/api/users/session')).json()).user).toBeNull()
    // The account is untouched: its password still signs in, and it has no Google link.
    const login = await page.request.post('/api/auth/login', {
      data: { email: squatter.email, password: squatter.password },
    })
    expect(login.status()).toBe(200)
    expect((await login.json()).user.google_user_data).toBeNull()
    await context.close()
  })

  it('links Google from the Security tab to the signed-in account, which Google then opens', async () => {
    const { context, page } = await openPage()
    const account = await signUpThroughApi(page, newAccount('Mary Jackson'))
    google.signInAs({ sub: 'google-e2e-3', email: 'mary.jackson@gmail.com', email_verified: true, name: 'Mary J' })

    await page.goto('/profile')
    await page.getByRole('tab', { name: 'Security' }).click()
    const security = page.getByRole('tabpanel', { name: 'Security' })
    await security.getByText('Not linked. Link your Google account to sign in with it.').waitFor()
    await security.getByRole('button', { name: 'Link Google account' }).click()

    await page.getByText('Your Google account is now linked. You can sign in with it.').waitFor()
    await page.waitForURL('**/profile')
    await page.getByRole('tab', { name: 'Security' }).click()
    await security.getByText('Linked: you can sign in with Google.').waitFor()
    // The address was never proven, so its password is gone: Google is now the way in, and a password
    // can be set again after confirming with Google.
    await security.getByRole('heading', { name: 'Set a Password' }).waitFor()
    await security.getByRole('button', { name: 'Confirm with Google' }).waitFor()
    expect(await security.getByRole('button', { name: 'Unlink Google account' }).count()).toBe(0)

    const { context: other, page: otherPage } = await openPage()
    await continueWithGoogle(otherPage)
    await otherPage.waitForURL('**/dashboard')
    expect((await (await otherPage.request.get('/api/users/me')).json()).email).toBe(account.email)
    await other.close()
    await context.close()
  })

  it('a callback without a code goes home', async () => {
    const { context, page } = await openPage()
    await page.goto('/auth/callback')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor()
    await context.close()
  })
})
