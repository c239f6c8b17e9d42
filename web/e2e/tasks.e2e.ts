import { describe, expect } from 'vitest'
import { test } from './harness.ts'

describe('tools by task', () => {
  test('lists the tasks, opens one with its ranked tools, and says Task not found for an unknown one', async ({
    page,
  }) => {
    await page.goto('/tasks')
    await page.getByRole('heading', { level: 1, name: 'AI tools by task' }).waitFor()
    await page
      .getByRole('list', { name: 'Tasks' })
      .getByRole('link', { name: /^Transcribe audio and video/ })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Best AI tools to transcribe audio and video' }).waitFor()
    const tools = page.getByRole('list', { name: 'Best AI tools to transcribe audio and video' }).getByRole('article')
    await tools.first().waitFor()
    expect(await tools.count()).toBeGreaterThan(5)
    expect(await page.title()).toMatch(/Best AI tools to transcribe audio and video/)

    // The same tools in the directory, under its Task filter.
    await page.getByRole('link', { name: 'Filter them in the directory' }).click()
    await page.waitForURL((url) => url.pathname === '/tools' && url.searchParams.get('task') === 'transcribe-audio')
    await expect.poll(() => page.getByRole('combobox', { name: 'Task' }).inputValue()).toBe('transcribe-audio')
    await page.getByText(/^\d+ tools found$/).waitFor()

    // A tool's page links to the tasks it does.
    await page.goto('/tools/x-doc-ai')
    await page.getByRole('navigation', { name: 'Good for' }).getByRole('link', { name: 'Translate a menu' }).click()
    await page.getByRole('heading', { level: 1, name: 'Best AI tools to translate a menu' }).waitFor()

    await page.goto('/tasks/time-travel')
    await page.getByRole('heading', { level: 1, name: 'Task not found' }).waitFor()
  })
})
