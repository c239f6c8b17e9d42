/**
 * "Continue with Google" end to end in a real browser: the server is configured with a local OpenID
 * provider (api/test/oauth-server.ts) as its Google, which signs in at once and redirects back.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeGoogle, startFakeGoogle } from '../../api/test/oauth-server.ts'
import { type Kitly, launchBrowser, startKitly } from './harness.ts'

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
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await kitly?.stop()
  await google?.stop()
})

describe('Google sign-in', () => {
  it('goes to Google and back through /auth/callback, lands on the dashboard signed in', async () => {
    const context = await browser.newContext({ baseURL: kitly.baseUrl })
    const page = await context.newPage()
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
    // The Saved Tools, Custom Kits and Reviews Written counters of a new account.
    expect(await page.getByRole('definition').allTextContents()).toEqual(['0', '0', '0'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('a callback without a code goes home', async () => {
    const context = await browser.newContext({ baseURL: kitly.baseUrl })
    const page = await context.newPage()
    await page.goto('/auth/callback')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor()
    await context.close()
  })
})
