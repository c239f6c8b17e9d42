import { describe, expect } from 'vitest'
import { test } from './harness.ts'
import { previewImage, serverPreviewImage } from './pages.ts'

describe('Magic Kit Builder', () => {
  test('generates a kit with a reason per tool, shares it as /kits/{id}, and starts over', async ({ page, kitly }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kitly.baseUrl })
    await page.goto('/kit-builder')
    const submit = page.getByRole('button', { name: 'Generate My Kit' })
    expect(await submit.isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'What are you working on?' }).fill('   ')
    expect(await submit.isDisabled()).toBe(true)
    // Defaults: mixed budget, intermediate, 7 tools.
    expect(await page.getByRole('radio', { name: 'Mixed' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'Intermediate' }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: '7 tools' }).isChecked()).toBe(true)

    await page.getByRole('button', { name: 'Launch a YouTube channel about home cooking' }).click()
    await page.getByText('5 tools', { exact: true }).click()
    await submit.click()
    await page.getByRole('button', { name: 'Generate Another Kit' }).waitFor()
    const tools = page.getByRole('list', { name: 'Tools in this kit' }).getByRole('listitem')
    expect(await tools.count()).toBe(5)

    await page.getByRole('button', { name: 'Share' }).click()
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue()
    expect(link).toMatch(/\/kits\/[0-9a-f-]{36}$/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()])
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)

    await page.getByRole('button', { name: 'Save Kit' }).click()
    await page.getByText('Please sign in to save kits').waitFor()

    const kitName = await page.getByRole('heading', { level: 2 }).first().textContent()
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: kitName ?? '' }).waitFor()
    expect(await page.getByRole('list', { name: 'Tools in this kit' }).getByRole('listitem').count()).toBe(5)
    // Shared on a social site, the link previews as the kit's card, the same one the page names.
    const card = await serverPreviewImage(page, link)
    expect(card).toMatch(/^\/og\/kits\/[0-9a-f-]{36}\.png\?v=[0-9a-z]+$/)
    await expect.poll(() => previewImage(page)).toBe(card)
    expect((await page.request.get(card)).headers()['content-type']).toBe('image/png')

    await page.goBack()
    await page.getByRole('button', { name: 'Generate My Kit' }).waitFor()
  })

  test('shows the kit as steps, swaps a step’s tool for an alternative in one click, and shares the swapped kit', async ({
    page,
  }) => {
    await page.goto('/kit-builder')
    await page
      .getByRole('textbox', { name: 'What are you working on?' })
      .fill('Translate my restaurant menu into three languages')
    await page.getByText('5 tools', { exact: true }).click()
    await page.getByRole('button', { name: 'Generate My Kit' }).click()
    await page.getByRole('button', { name: 'Generate Another Kit' }).waitFor()
    const steps = page.getByRole('list', { name: 'Tools in this kit' }).getByRole('listitem')
    expect(await steps.count()).toBe(5)
    // The goal's own task comes first: a translator, not a support widget.
    await steps.first().getByText('Step 1 · Translate a menu').waitFor()

    const swap = page.getByRole('button', { name: /^Swap in .+ for / }).first()
    const label = (await swap.getAttribute('aria-label')) ?? ''
    const [, alternative = '', task = ''] = /^Swap in (.+) for (.+)$/.exec(label) ?? []
    const step = steps.filter({ hasText: task })
    const before = await step.getByRole('heading', { level: 3 }).textContent()
    await swap.click()
    await step.getByRole('heading', { level: 3, name: alternative }).waitFor()
    // The replaced tool is offered back as an alternative.
    await page.getByRole('button', { name: `Swap in ${before} for ${task}` }).waitFor()

    await page.getByRole('button', { name: 'Share' }).click()
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue()
    await page.goto(link)
    await page.getByRole('main').getByRole('heading', { level: 3, name: alternative }).waitFor()
    expect(
      await page
        .getByRole('main')
        .getByRole('heading', { level: 3, name: before ?? '' })
        .count(),
    ).toBe(0)
  })

  test('when generation fails it shows the fallback kit with No Tools Found, and Try Different Prompt clears the form', async ({
    page,
  }) => {
    await page.route('**/api/magic-kit', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error' } }),
    )
    await page.goto('/kit-builder')
    const prompt = 'Plan a community garden with volunteers, funding and a weekly newsletter'
    await page.getByRole('textbox', { name: 'What are you working on?' }).fill(prompt)
    await page.getByRole('button', { name: 'Generate My Kit' }).click()
    await page.getByRole('heading', { name: 'No Tools Found' }).waitFor()
    await page.getByRole('heading', { name: `Custom Kit for: ${prompt.slice(0, 50)}...` }).waitFor()
    await page.getByText(`Tools curated for: ${prompt}`).waitFor()
    await page.getByRole('button', { name: 'Try Different Prompt' }).click()
    await expect.poll(() => page.getByRole('textbox', { name: 'What are you working on?' }).inputValue()).toBe('')
  })
})
