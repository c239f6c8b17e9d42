import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

describe('admin categories', () => {
  test('adds a category with a derived slug, edits it, finds it by search and deletes it', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/categories')
    await page.getByRole('heading', { level: 1, name: /Categories/ }).waitFor()

    await page.getByRole('button', { name: 'Add Category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Category' })
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await dialog.getByText('Name is required').waitFor()
    await dialog.getByLabel('Name *').fill('Voice & Audio')
    expect(await dialog.getByLabel('Slug *').inputValue()).toBe('voice-audio')
    await dialog.getByLabel('Icon').fill('🎙️')
    await dialog.getByRole('button', { name: 'Create Category' }).click()
    await page.getByText('Category created successfully!').waitFor()
    const card = page.getByRole('listitem').filter({ hasText: 'Voice & Audio' })
    await card.getByText('/voice-audio').waitFor()

    await card.getByRole('button', { name: 'Edit Voice & Audio' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    await edit.getByLabel('Slug *').fill('Voice Audio')
    await edit.getByRole('button', { name: 'Update Category' }).click()
    await edit.getByText('Slug may only contain lowercase letters, digits and hyphens').waitFor()
    await edit.getByLabel('Slug *').fill('voice')
    await edit.getByLabel('Description').fill('Voices for podcasts and quokkas')
    await edit.getByRole('button', { name: 'Update Category' }).click()
    await page.getByText('Category updated successfully!').waitFor()

    await page.getByLabel('Search categories by name or description').fill('quokkas')
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(1)
    await card.getByText('/voice', { exact: true }).waitFor()

    await card.getByRole('button', { name: 'Delete Voice & Audio' }).click()
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete Voice & Audio' })
      .click()
    await page.getByText('Category deleted successfully!').waitFor()
    await page.getByRole('heading', { name: 'No categories found' }).waitFor()
  })
})
