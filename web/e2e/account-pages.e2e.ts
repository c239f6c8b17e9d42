import { describe, expect } from 'vitest'
import { accountMenu, signInWithDialog, signUpThroughApi } from './accounts.ts'
import { test } from './harness.ts'

// The smallest valid PNG (1×1): the server checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe('saved tools, favorites, dashboard and profile', () => {
  test('a visitor who saves a tool is asked to sign in', async ({ page }) => {
    await page.goto('/tools/chatgpt')
    await page.getByRole('button', { name: 'Add to Favorites' }).click()
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor()
  })

  test('saves a tool, finds it under Saved → Tools and in the dashboard counter, then unsaves it', async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/tools?search=chatgpt')
    const save = page.getByRole('button', { name: 'Save ChatGPT', exact: true })
    await save.click()
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true')
    // The button turns at once; the toast says the server has it.
    await page.getByText('ChatGPT saved to your tools').waitFor()

    // The tool page agrees.
    await page.goto('/tools/chatgpt')
    await page.getByRole('button', { name: 'Saved to Favorites' }).waitFor()

    await page.goto('/saved')
    await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor()
    await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor()
    await page
      .getByRole('list', { name: 'Saved tools' })
      .getByRole('heading', { name: 'ChatGPT', exact: true })
      .waitFor()
    await page.getByText('1 saved tool').waitFor()
    await page.getByLabel('Search saved tools').fill('no such tool')
    await page.getByRole('heading', { name: 'No tools found' }).waitFor()
    await page.getByLabel('Search saved tools').fill('chat')
    await page.getByText('1 saved tool').waitFor()

    await page.goto('/dashboard')
    const savedCounter = page.locator('dl > div', { hasText: 'Saved Tools' }).getByRole('definition')
    await expect.poll(() => savedCounter.textContent()).toBe('1')
    await page.getByRole('link', { name: 'ChatGPT', exact: true }).waitFor()

    await page.goto('/saved')
    await page.getByRole('button', { name: 'Save ChatGPT', exact: true }).click()
    await page.getByRole('heading', { name: 'No saved tools yet' }).waitFor()
  })

  test('favorites a bundle and takes it back', async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto('/bundles')
    await page.getByRole('link', { name: 'View Bundle' }).first().click()
    const favorite = page.getByRole('button', { name: 'Add Bundle to Favorites' })
    await favorite.click()
    const added = page.getByRole('button', { name: 'Added to Favorites' })
    await added.waitFor()
    // The button turns at once; the toast says the server has it.
    await page.getByText(/ added to your favorites$/).waitFor()
    const saved = await (await page.request.get('/api/users/saved-bundles')).json()
    expect(saved).toHaveLength(1)
    await page.reload()
    await added.click()
    await page.getByRole('button', { name: 'Add Bundle to Favorites' }).waitFor()
    await page.getByText(/ removed from your favorites$/).waitFor()
    expect(await (await page.request.get('/api/users/saved-bundles')).json()).toEqual([])
  })

  test('profile edits and a new avatar persist across a reload', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.goto('/profile')
    await page.getByRole('heading', { level: 1, name: account.name }).waitFor()
    await page.getByText(/^Member since \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).waitFor()
    expect(await page.getByLabel('Bio').getAttribute('rows')).toBe('4')

    await page.getByLabel('Full Name').fill('Ada King')
    await page.getByLabel('Location').fill('London')
    await page.getByLabel('Bio').fill('First programmer.')
    await page.getByLabel('Date of Birth').fill('1815-12-10')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page
      .getByText('Please enter a valid date of birth (YYYY-MM-DD)')
      .or(page.getByText('Date of birth must be after 1900'))
      .waitFor()
    await page.getByLabel('Date of Birth').fill('1990-12-10')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Profile updated successfully!').waitFor()
    // The header follows the new name.
    await accountMenu(page, 'Ada King').waitFor()

    // The chosen picture shows before the upload has finished.
    let release = () => {}
    await page.route('**/api/users/upload-avatar', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      await route.continue()
    })
    await page.getByLabel('Upload profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    const avatar = page.getByRole('img', { name: 'Ada King' })
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^blob:/)
    release()
    await page.getByText('Profile photo updated successfully!').waitFor()

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Ada King' }).waitFor()
    expect(await page.getByLabel('Location').inputValue()).toBe('London')
    expect(await page.getByLabel('Bio').inputValue()).toBe('First programmer.')
    expect(await page.getByLabel('Date of Birth').inputValue()).toBe('1990-12-10')
    expect(await page.getByRole('img', { name: 'Ada King' }).getAttribute('src')).toMatch(
      /^\/uploads\/avatars\/.+\.png$/,
    )

    await page.getByLabel('Upload profile photo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await page.getByText('Please select an image file').waitFor()
  })

  test('a new email address asks for the current password and waits for its confirmation link', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.goto('/profile')
    const newEmail = account.email.replace('@', '+moved@')
    expect(await page.getByLabel('Current Password').count()).toBe(0)
    await page.getByLabel('Email Address').fill(newEmail)
    await page.getByLabel('Current Password').fill('wrong password')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Current password is incorrect').waitFor()

    await page.getByLabel('Current Password').fill(account.password)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText(`Profile updated. We sent a confirmation link to ${newEmail}.`).waitFor()
    const pending = `Confirmation sent to ${newEmail}. Your address changes once you follow the link in that email.`
    await page.getByText(pending).waitFor()
    // Until then the account keeps its address.
    expect(await page.getByLabel('Email Address').inputValue()).toBe(account.email)
    expect(await page.getByLabel('Current Password').count()).toBe(0)
    await page.reload()
    await page.getByText(pending).waitFor()
  })

  test('changes the password on the Security tab, then signs in with the new one', async ({ page }) => {
    const account = await signUpThroughApi(page)
    await page.goto('/profile')
    await page.getByRole('tab', { name: 'Security' }).click()
    const security = page.getByRole('tabpanel', { name: 'Security' })
    await security.getByText('Password requirements').waitFor()

    await security.getByLabel('Current Password').fill(account.password)
    await security.getByLabel('New Password', { exact: true }).fill('short')
    await security.getByLabel('Confirm New Password').fill('different')
    await security.getByRole('button', { name: 'Update Password' }).click()
    await security.getByText('New password must be at least 8 characters long').waitFor()
    await security.getByText('New passwords do not match').waitFor()

    // The sign-up rule, nothing more: no capitals, digits or symbols required.
    await security.getByLabel('Current Password').fill('wrong password')
    await security.getByLabel('New Password', { exact: true }).fill('brand new pass')
    await security.getByLabel('Confirm New Password').fill('brand new pass')
    await security.getByRole('button', { name: 'Update Password' }).click()
    await security.getByText('Current password is incorrect').waitFor()

    await security.getByLabel('Current Password').fill(account.password)
    await security.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText(/Password updated successfully!/).waitFor()
    expect(await security.getByLabel('Current Password').inputValue()).toBe('')

    await accountMenu(page, account.name).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await signInWithDialog(page, { email: account.email, password: 'brand new pass' })
    await accountMenu(page, account.name).waitFor()
  })

  test('the dashboard lists saved kits with open, share, PDF and delete', async ({ page }) => {
    await signUpThroughApi(page)
    const generated = await (
      await page.request.post('/api/magic-kit', { data: { prompt: 'Launch a podcast about history' } })
    ).json()
    const kitBody = {
      prompt: 'Launch a podcast about history',
      kit_name: 'Podcast Kit',
      description: generated.description,
      tools: generated.tools.map((tool: { id: number }) => ({ id: tool.id, reason: '' })),
    }
    const saved = await page.request.post('/api/kits', { data: { ...kitBody, share: false } })
    expect(saved.status()).toBe(201)
    const kit = await saved.json()

    await page.goto('/dashboard')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Podcast Kit' }) })
    await card.waitFor()
    const kitsCounter = page.locator('dl > div', { hasText: 'Custom Kits' }).getByRole('definition')
    await expect.poll(() => kitsCounter.textContent()).toBe('1')
    expect(await card.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/kits/${kit.id}`)
    expect(await card.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(`/api/kits/${kit.id}.pdf`)

    await card.getByRole('button', { name: 'Share' }).click()
    await page
      .getByText(/Share link/)
      .first()
      .waitFor()
    await card.getByText(/Shared/).waitFor()

    // The app's own confirmation, not the browser's: Cancel keeps the kit, Delete kit removes it.
    const nativeDialogs: string[] = []
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await card.getByRole('button', { name: 'Delete Podcast Kit' }).click()
    const confirm = page.getByRole('dialog', { name: 'Please confirm' })
    await confirm.getByText('Delete “Podcast Kit”? This cannot be undone.').waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    await card.waitFor()
    await card.getByRole('button', { name: 'Delete Podcast Kit' }).click()
    await confirm.getByRole('button', { name: 'Delete kit' }).click()
    await page.getByRole('heading', { name: 'No saved kits yet' }).waitFor()
    expect(nativeDialogs).toEqual([])
  })
})
