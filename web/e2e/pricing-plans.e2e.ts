import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

describe('pricing plans', () => {
  test('an admin adds and reprices plans; the tool page shows them with their history, and Compare their summary', {
    timeout: journeyTimeout,
  }, async ({ page, kitly, consoleErrors }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    const canva = await (await page.request.get('/api/tools/canva')).json()
    await page.goto(`/admin/tools?edit=${canva.id}`)
    const plans = page.getByRole('dialog', { name: 'Edit AI Tool' }).getByRole('form', { name: 'Pricing plans' })
    await plans.getByText('No plans: the tool page says “Pricing not known”.').waitFor()

    // A plan saved half-filled is refused with the plan and field named, before anything is sent.
    await plans.getByRole('button', { name: 'Add plan' }).click()
    await plans.getByRole('button', { name: 'Save plans' }).click()
    await plans.getByRole('alert').getByText('Plan 1: Name is required').waitFor()
    await plans.getByLabel('Plan name *').fill('Pro')
    await plans.getByLabel('Price *').fill('15')
    await plans.getByLabel('Unit', { exact: true }).selectOption('seat')
    await plans.getByLabel('Included amount').fill('1')
    await plans.getByLabel('Source URL *').fill('https://www.canva.com/pricing/')
    await plans.getByRole('button', { name: 'Add plan' }).click()
    const free = plans.getByRole('group').nth(1)
    await free.getByLabel('Plan name *').fill('Free')
    await free.getByLabel('Price *').fill('0')
    await free.getByLabel('Free tier').check()
    await free.getByLabel('Source URL *').fill('https://www.canva.com/pricing/')
    await plans.getByRole('button', { name: 'Move Free up' }).click()
    await plans.getByRole('button', { name: 'Save plans' }).click()
    await page.getByText('Plans saved: 2 added').waitFor()

    await plans.getByRole('group', { name: 'Pro' }).getByLabel('Price *').fill('20')
    await plans.getByRole('button', { name: 'Save plans' }).click()
    await page.getByText('Plans saved: 1 changed').waitFor()

    await page.goto('/tools/canva')
    const section = page.getByRole('region', { name: 'Pricing plans' })
    const cards = section.getByRole('listitem')
    await expect
      .poll(() => cards.allTextContents())
      .toEqual([
        expect.stringMatching(/^FreeFree tierFree1 seat included|^FreeFree tierFree/),
        expect.stringMatching(/^Pro\$20 a month1 seat includedAs of \w{3} \d+, \d{4} · source/),
      ])
    expect(
      await section
        .getByRole('link', { name: /source/ })
        .first()
        .getAttribute('href'),
    ).toBe('https://www.canva.com/pricing/')
    // The chart's code and data load as it nears the screen.
    await section.locator('[aria-busy]').scrollIntoViewIfNeeded()
    const history = page.getByRole('figure', { name: 'Price history (per month)' })
    await history.getByRole('img', { name: /^Monthly price of Free, Pro from / }).waitFor()
    await history.getByText('Pro: $15 a month → $20 a month').waitFor()
    expect(await history.locator('path').count()).toBe(2)

    await page.goto('/tools/chatgpt')
    await page
      .getByRole('region', { name: 'Pricing plans' })
      .getByText('Pricing not known: no plan with a stated source is on record.')
      .waitFor()

    await page.goto('/compare?tools=canva,chatgpt')
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Plans' }) })
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['From $20 a month (Pro) · Free tier: yes', 'Not known'])
    expect(consoleErrors).toEqual([])
  })
})
