import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

describe('admin bundles', () => {
  test('creates a bundle with picked and reordered tools, edits it and deletes it', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/bundles')
    await page.getByRole('heading', { level: 1, name: /AI Bundles/ }).waitFor()

    await page.getByRole('button', { name: 'Create Bundle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Bundle' })
    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await dialog.getByText('Name is required').waitFor()
    await dialog.getByText('Summary is required').waitFor()

    await dialog.getByLabel('Name *').fill('Writers Room')
    await dialog.getByLabel('Summary *').fill('Everything a newsletter writer needs')
    const { total } = await (await page.request.get('/api/admin/tools?limit=1')).json()
    await dialog.getByText(`Showing ${Math.min(20, total)} of ${total} tools`).waitFor()
    await dialog.getByLabel('Search tools to add').fill('chat')
    const chat = await (await page.request.get('/api/admin/tools?q=chat&limit=20')).json()
    await dialog.getByText(`Showing ${chat.tools.length} of ${chat.total} tools`).waitFor()
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click()
    const chosen = dialog.getByRole('list', { name: 'Selected tools, in order' }).getByRole('listitem')
    const count = await chosen.count()
    expect(count).toBeGreaterThan(1)
    const second = (await chosen.nth(1).textContent())?.replace(/^2/, '') ?? ''
    await chosen
      .nth(1)
      .getByRole('button', { name: /^Move .* up$/ })
      .click()
    await expect.poll(() => chosen.first().textContent()).toBe(`1${second}`)
    await dialog.getByLabel('Popularity').fill('-4')
    await dialog.getByRole('button', { name: 'Create Bundle' }).click()
    await page.getByText('Bundle created successfully!').waitFor()

    const card = page.getByRole('listitem').filter({ hasText: 'Writers Room' })
    await card.getByText(`${count} tools`).waitFor()
    await card.getByText('Popularity 0').waitFor()
    const bundles = await (await page.request.get('/api/admin/bundles')).json()
    const saved = bundles.find((bundle: { name: string }) => bundle.name === 'Writers Room')
    const tool = await (await page.request.get(`/api/admin/tools/${saved.tool_ids[0]}`)).json()
    expect(tool.name).toBe(second)

    await card.getByRole('button', { name: 'Edit Writers Room' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Bundle' })
    await edit.getByLabel('Status').selectOption('inactive')
    await edit.getByRole('button', { name: 'Update Bundle' }).click()
    await page.getByText('Bundle updated successfully!').waitFor()
    await card.getByText('Inactive').waitFor()

    await page.getByLabel('Search bundles by name or description').fill('newsletter writer')
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(1)
    await card.getByRole('button', { name: 'Delete Writers Room' }).click()
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete Writers Room' })
      .click()
    await page.getByRole('heading', { name: 'No bundles found' }).waitFor()
  })
})
