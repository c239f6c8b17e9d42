import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { accountMenu, newAccount, signUpThroughApi } from './accounts.ts'
import { test } from './harness.ts'

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
/** The message under a labelled field (its aria-describedby). */
const fieldMessage = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const id = input.getAttribute('aria-describedby')
    return id ? (document.getElementById(id)?.textContent ?? null) : null
  })

describe('accounts in the browser', () => {
  test('signs up by email: every validation message at its field, cleared on edit, then the dashboard', async ({
    page,
    consoleErrors,
  }) => {
    const account = newAccount('Grace Hopper')
    const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/site-settings'))
    await page.goto('/')
    // This server has no Google client: once the settings say so, the dialog offers email only.
    expect(await (await settingsRead).json()).toMatchObject({ google_sign_in: false })
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const signUp = dialog(page, 'Create your account')
    await signUp.getByRole('button', { name: 'Sign up with Email' }).waitFor()
    expect(await signUp.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0)
    await signUp.getByRole('button', { name: 'Sign up with Email' }).click()

    await signUp.getByRole('button', { name: 'Create Account' }).click()
    expect(await fieldMessage(page, 'Full Name')).toBe('Full name is required')
    expect(await fieldMessage(page, 'Email Address')).toBe('Email address is required')
    expect(await fieldMessage(page, 'Mobile Number')).toBe('Mobile number is required')
    expect(await fieldMessage(page, 'Password')).toBe('Password is required')
    expect(await fieldMessage(page, 'Confirm Password')).toBe('Please confirm your password')

    await signUp.getByLabel('Full Name').fill(account.name)
    expect(await fieldMessage(page, 'Full Name')).toBeNull()
    await signUp.getByLabel('Email Address').fill('grace@')
    await signUp.getByLabel('Mobile Number').fill('+1 555 0100')
    await signUp.getByLabel('Password', { exact: true }).fill('short')
    await signUp.getByLabel('Confirm Password').fill('different')
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    expect(await fieldMessage(page, 'Email Address')).toBe('Please enter a valid email address')
    expect(await fieldMessage(page, 'Password')).toBe('Password must be at least 8 characters long')
    expect(await fieldMessage(page, 'Confirm Password')).toBe('Passwords do not match')

    await signUp.getByLabel('Email Address').fill(account.email)
    await signUp.getByLabel('Password', { exact: true }).fill(account.password)
    await signUp.getByLabel('Confirm Password').fill(account.password)
    expect(await fieldMessage(page, 'Confirm Password')).toBeNull()
    // Hold the answer back to see the busy state.
    let release = () => {}
    await page.route('**/api/auth/signup', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      await route.continue()
    })
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    const busy = signUp.getByRole('button', { name: 'Creating Account...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    release()

    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' }).waitFor()
    await accountMenu(page, account.name).waitFor()
    expect(consoleErrors).toEqual([])
  })

  test('an address already taken is reported in the dialog', async ({ page }) => {
    const account = await signUpThroughApi(page, newAccount())
    await page.context().clearCookies()
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const signUp = dialog(page, 'Create your account')
    await signUp.getByRole('button', { name: 'Sign up with Email' }).click()
    await signUp.getByLabel('Full Name').fill('Someone Else')
    await signUp.getByLabel('Email Address').fill(account.email)
    await signUp.getByLabel('Mobile Number').fill('+1 555 0100')
    await signUp.getByLabel('Password', { exact: true }).fill('long enough')
    await signUp.getByLabel('Confirm Password').fill('long enough')
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => fieldMessage(page, 'Email Address')).toBe('An account with this email already exists')
  })

  test('signs out from the avatar menu at once, then signs in again; a wrong password is refused', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.goto('/')
    await accountMenu(page, account.name).click()
    const menu = page.getByRole('menu')
    await menu.getByText(account.email).waitFor()
    for (const item of ['Dashboard', 'Profile', 'Saved Tools', 'Create Kit', 'Sign Out']) {
      await menu.getByRole('menuitem', { name: item }).waitFor()
    }
    expect(await menu.getByRole('menuitem', { name: 'Saved Tools' }).getAttribute('href')).toBe('/saved')
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor()
    // The header changes at once, before the server has answered the sign-out; the session then ends there.
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/users/session')
        return { ok: response.ok(), body: await response.json() }
      })
      .toEqual({ ok: true, body: { user: null } })

    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    const signIn = dialog(page, 'Welcome back')
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    expect(await fieldMessage(page, 'Email Address')).toBe('Email address is required')
    expect(await fieldMessage(page, 'Password')).toBe('Password is required')
    expect(await signIn.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password')

    await signIn.getByLabel('Email Address').fill(account.email)
    await signIn.getByLabel('Password', { exact: true }).fill('not the password')
    expect(await signIn.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password')
    await signIn.getByRole('button', { name: 'Show password' }).click()
    expect(await signIn.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text')
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await signIn.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()

    await signIn.getByLabel('Password', { exact: true }).fill(account.password)
    expect(await signIn.getByRole('alert').count()).toBe(0)
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await accountMenu(page, account.name).waitFor()
    expect(await signIn.isVisible()).toBe(false)
  })

  test('signs in with the keyboard only', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.context().clearCookies()
    await page.goto('/')
    const signInButton = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
    await signInButton.waitFor()
    // Tab from the top of the page until the header's Sign In button has focus.
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab')
      if (await signInButton.evaluate((button) => button === document.activeElement)) break
    }
    await page.keyboard.press('Enter')
    const signIn = dialog(page, 'Welcome back')
    await signIn.waitFor()
    // Focus starts in the email field and stays inside the dialog.
    expect(await signIn.getByLabel('Email Address').evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type(account.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(account.password)
    await page.keyboard.press('Enter')
    await accountMenu(page, account.name).waitFor()

    // The avatar menu opens and navigates by keyboard too.
    await accountMenu(page, account.name).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    // The first item, Dashboard, has focus.
    await page.keyboard.press('Enter')
    await page.waitForURL('**/dashboard')
  })

  test('Escape closes the dialog and focus returns to the button that opened it', async ({ page }) => {
    await page.goto('/')
    const getStarted = page.getByRole('banner').getByRole('button', { name: 'Get Started' })
    await getStarted.click()
    await dialog(page, 'Create your account').waitFor()
    await page.keyboard.press('Escape')
    await dialog(page, 'Create your account').waitFor({ state: 'hidden' })
    expect(await getStarted.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  test('switching between signing in and signing up puts focus in the new form', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    const signIn = dialog(page, 'Welcome back')
    await signIn.getByRole('button', { name: 'Sign up', exact: true }).click()
    const signUp = dialog(page, 'Create your account')
    const hasFocus = (element: HTMLElement | SVGElement) => element === document.activeElement
    await expect.poll(() => signUp.getByRole('button', { name: 'Sign up with Email' }).evaluate(hasFocus)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await signUp.getByLabel('Full Name').evaluate(hasFocus)).toBe(true)
    await signUp.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => signIn.getByLabel('Email Address').evaluate(hasFocus)).toBe(true)
  })

  test('dashboard, saved tools and profile send a visitor home', async ({ page, consoleErrors }) => {
    for (const path of ['/dashboard', '/saved', '/profile']) {
      await page.goto(path)
      await page.waitForURL((url) => url.pathname === '/')
    }
    expect(consoleErrors).toEqual([])
  })

  test('a signed-in user reaches the same pages after a reload', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.goto('/profile')
    await page.getByRole('heading', { level: 1, name: account.name }).waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: account.name }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/profile')
  })
})
