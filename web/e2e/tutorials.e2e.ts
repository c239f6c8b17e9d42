import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin, uploadCsv } from './admin.ts'
import { test } from './harness.ts'

/** The titles of the tutorial cards on the page, in their order. */
const tutorialTitles = (page: Page) =>
  page.getByRole('list', { name: 'Tutorials' }).getByRole('heading', { level: 3 }).allTextContents()

/** Picks `tool` in a tool picker: typed into its search, then chosen among the matches it lists. */
async function pickTool(scope: Page | Locator, label: string, tool: string) {
  await scope.getByLabel('Search tools to pick').fill(tool)
  const select = scope.getByLabel(label, { exact: true })
  await select.getByRole('option', { name: tool, exact: true }).waitFor({ state: 'attached' })
  await select.selectOption({ label: tool })
}

async function addTutorial(page: Page, tool: string, title: string, videoUrl = '') {
  await page.getByRole('button', { name: 'Add Tutorial' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Tutorial' })
  await pickTool(dialog, 'Tool *', tool)
  await dialog.getByLabel('Title *').fill(title)
  // Advanced: the starter tutorials the /tutorials test counts on are beginner and intermediate ones.
  await dialog.getByLabel('Difficulty').selectOption('advanced')
  await dialog.getByLabel('Duration (minutes)').fill('12')
  await dialog.getByLabel('Description').fill('Plan **every shot** first.')
  if (videoUrl) await dialog.getByLabel('Video URL').fill(videoUrl)
  await dialog.getByRole('button', { name: 'Create Tutorial' }).click()
  await page.getByText('Tutorial created successfully!').last().waitFor()
  await dialog.waitFor({ state: 'detached' })
}

describe('tutorials', () => {
  test('an admin adds two tutorials to a tool, moves the second up, and the tool page shows them in that order', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tutorials')
    await page.getByRole('heading', { level: 1, name: /Tutorials/ }).waitFor()

    // The form checks before sending.
    await page.getByRole('button', { name: 'Add Tutorial' }).click()
    const empty = page.getByRole('dialog', { name: 'Add Tutorial' })
    await empty.getByRole('button', { name: 'Create Tutorial' }).click()
    await empty.getByText('Please choose the tool this tutorial is for').waitFor()
    await empty.getByText('Title is required').waitFor()
    await empty.getByRole('button', { name: 'Cancel' }).click()

    await addTutorial(page, 'Runway', 'Storyboard a short clip')
    await addTutorial(page, 'Runway', 'Export your first video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')

    await pickTool(page, 'Tool', 'Runway')
    await expect.poll(() => new URL(page.url()).searchParams.get('tool')).toMatch(/^\d+$/)
    const rows = page.getByRole('main').getByRole('row')
    await expect.poll(() => rows.count()).toBe(3)
    const moveUp = page.getByRole('button', { name: 'Move Export your first video up' })
    await moveUp.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.nth(1).textContent()).toContain('Export your first video')
    // The button keeps the focus as its row moves, and is now marked as the first.
    await expect.poll(() => moveUp.getAttribute('aria-disabled')).toBe('true')
    expect(await moveUp.evaluate((button) => button === document.activeElement)).toBe(true)

    await page.goto('/tools/runway')
    await page.getByRole('tab', { name: 'Tutorials (2)' }).click()
    await expect.poll(() => tutorialTitles(page)).toEqual(['Export your first video', 'Storyboard a short clip'])
    const panel = page.getByRole('tabpanel')
    await expect.poll(() => panel.locator('strong', { hasText: 'every shot' }).count()).toBe(2)
    // The video plays in place only once asked, from YouTube's privacy-enhanced host.
    expect(await panel.locator('iframe').count()).toBe(0)
    await panel.getByRole('button', { name: 'Watch Video' }).click()
    const player = panel.getByTitle('Export your first video video')
    await player.waitFor()
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  })

  test('an admin bulk-uploads tutorials from a CSV and is told which rows were wrong', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tutorials')
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload Tutorials' })
    await uploadCsv(dialog, [
      ['Tool', 'Title', 'Difficulty'],
      ['midjourney', 'Upscale the best image', 'advanced'],
      ['no-such-tool', 'Lost', ''],
    ])
    await page
      .getByText(/1 tutorials imported, 0 already on record\. 1 errors\./)
      .first()
      .waitFor()
    await dialog.getByText('No tool with the slug "no-such-tool"').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.getByLabel('Search by title or tool name').fill('Upscale the best')
    await expect.poll(() => page.getByRole('main').getByRole('row').count()).toBe(2)
  })

  test('/tutorials filters by difficulty, category and task, keeping the filters in the URL', {
    timeout: journeyTimeout,
  }, async ({ page }) => {
    await page.goto('/tutorials?difficulty=intermediate')
    await page.getByRole('heading', { level: 1, name: 'AI tool tutorials' }).waitFor()
    await expect
      .poll(() => tutorialTitles(page))
      .toEqual(['Ask questions of a long PDF', 'Get useful code suggestions in your editor'])
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('intermediate')

    await page.getByLabel('Category').selectOption('coding')
    await expect.poll(() => tutorialTitles(page)).toEqual(['Get useful code suggestions in your editor'])
    expect(new URL(page.url()).searchParams.toString()).toBe('difficulty=intermediate&category=coding')

    await page.goto('/tutorials?task=summarize-text')
    await expect
      .poll(() => tutorialTitles(page))
      .toEqual([
        'Write prompts that get useful answers',
        'Summarise a long document',
        'Ask questions of a long PDF',
        'Turn meeting notes into a summary and action items',
      ])
    await page.getByLabel('Difficulty').selectOption('advanced')
    await page.getByText('No tutorials available').waitFor()
    await page.getByText('0 tutorials found').waitFor()
  })
})
