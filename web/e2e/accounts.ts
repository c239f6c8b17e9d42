/** Accounts for browser tests: made through the real API, in the page's own cookie jar. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export type Account = { name: string; email: string; password: string }

let counter = 0
/** A fresh identity: unique email per call (the server is shared by a file's tests). */
export function newAccount(name = 'Ada Lovelace'): Account {
  counter += 1
  return { name, email: `user-${Date.now()}-${counter}@example.com`, password: 'Analytical1!' }
}

/** Signs the page's browser up (and so in) without the dialog, for tests about what comes after. */
export async function signUpThroughApi(page: Page, account = newAccount()): Promise<Account> {
  const response = await page.request.post('/api/auth/signup', {
    data: { name: account.name, email: account.email, mobile: '+44 20 7946 0000', password: account.password },
  })
  expect(response.status()).toBe(201)
  return account
}

/** The header's account button (the avatar menu trigger) of whoever is signed in. */
export const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` })

/** Opens the sign-in dialog from the header and signs in with email and password. */
export async function signInWithDialog(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await dialog.getByLabel('Email Address').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await dialog.waitFor({ state: 'hidden' })
}
