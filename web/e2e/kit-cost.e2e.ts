import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { setPlans } from './database.ts'
import { test } from './harness.ts'

/** Ten images a month free; Pro at $96 a year for 500, then $0.02 an image. */
const imagePlans = [
  { name: 'Free', price: 0, billing_period: 'month', unit: 'image', included_amount: 10, is_free_tier: true },
  { name: 'Pro', price: 96, billing_period: 'year', unit: 'image', included_amount: 500, overage_price: 0.02 },
]

describe('the monthly cost of a comparison and of a kit', () => {
  test('Compare prices each tool at the seats asked, says which stay free and which have no known price', async ({
    page,
    kitly,
  }) => {
    await setPlans(kitly.databaseUrl, "slug = 'canva'", [
      { name: 'Free', price: 0, billing_period: 'month', unit: 'seat', included_amount: 1, is_free_tier: true },
      { name: 'Pro', price: 15, billing_period: 'month', unit: 'seat' },
    ])
    await setPlans(kitly.databaseUrl, "slug = 'gamma'", [])
    await page.goto('/compare?tools=canva,gamma')
    const panel = page.getByRole('region', { name: 'Monthly cost' })
    const perTool = panel.getByRole('list', { name: 'Cost per tool' })
    await perTool.getByRole('listitem').filter({ hasText: 'Canva' }).getByText('$0 a month (Free)').waitFor()
    await perTool.getByRole('listitem').filter({ hasText: 'Gamma' }).getByText('Pricing not known').waitFor()
    await panel.getByText('Free tiers cover Canva.').waitFor()
    await panel.getByText('Gamma: no plan with a stated source is on record, so none is guessed.').waitFor()

    const seats = panel.getByRole('spinbutton', { name: 'Seats' })
    await seats.fill('0')
    await panel.getByText('Enter a whole number of seats from 1 to 100,000').waitFor()
    await seats.fill('3')
    await perTool.getByText('$45 a month (Pro)').waitFor()
    await panel.getByText('$45 a month', { exact: true }).waitFor()
    await panel.getByText('No tool with a known price has a free tier that covers this usage.').waitFor()
  })

  test('Compare keeps the usage typed in its address: a reload shows the same cost, and the CSV has the cost rows', async ({
    page,
    kitly,
  }) => {
    await setPlans(kitly.databaseUrl, "slug = 'canva'", imagePlans)
    await setPlans(kitly.databaseUrl, "slug = 'gamma'", [])
    await page.goto('/compare?tools=canva,gamma')
    const historyLength = await page.evaluate(() => window.history.length)
    const panel = page.getByRole('region', { name: 'Monthly cost' })
    const images = panel.getByRole('spinbutton', { name: 'Canva: Images a month' })
    await images.fill('600')
    await panel.getByRole('spinbutton', { name: 'Seats' }).fill('2')
    // 600 images: Pro's 500 and 100 more at $0.02, its $96 a year shown as $8 a month.
    await panel.getByText('$10 a month', { exact: true }).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('?tools=canva,gamma&seats=2&amounts=canva:image:600')
    // Typing replaced the address each time rather than adding a page per keystroke.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength)

    await page.reload()
    const reloaded = page.getByRole('region', { name: 'Monthly cost' })
    await reloaded.getByText('$10 a month', { exact: true }).waitFor()
    expect(await reloaded.getByRole('spinbutton', { name: 'Seats' }).inputValue()).toBe('2')
    expect(await reloaded.getByRole('spinbutton', { name: 'Canva: Images a month' }).inputValue()).toBe('600')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n')
    expect(lines).toContain('Usage,2 seats; Canva: 600 images a month,')
    expect(lines).toContain('Monthly Cost,"$10 a month (Pro, billed yearly)",Pricing not known')
    expect(lines).toContain('Monthly Cost Total,$10 a month,')

    // A link with nonsense in it still opens, with the nonsense left out.
    await page.goto('/compare?tools=canva,gamma&seats=-4&amounts=canva:image:lots,canva:gold:5')
    const tidied = page.getByRole('region', { name: 'Monthly cost' })
    await tidied.getByText('$0 a month', { exact: true }).waitFor()
    expect(await tidied.getByRole('spinbutton', { name: 'Seats' }).inputValue()).toBe('1')
    await expect.poll(() => new URL(page.url()).search).toBe('?tools=canva,gamma')
  })

  test('the kit result asks each tool’s unit, totals the cheapest plans, and a shared kit reopens at that usage', async ({
    page,
    kitly,
  }) => {
    await setPlans(kitly.databaseUrl, "status = 'active'", imagePlans)
    await page.goto('/kit-builder')
    await page.getByRole('button', { name: 'Launch a YouTube channel about home cooking' }).click()
    await page.getByText('5 tools', { exact: true }).click()
    await page.getByRole('button', { name: 'Generate My Kit' }).click()
    const panel = page.getByRole('region', { name: 'Monthly cost' })
    const amounts = panel.getByRole('spinbutton', { name: /: Images a month$/ })
    await expect.poll(() => amounts.count()).toBe(5)
    const first = amounts.first()
    const label = (await first.getAttribute('id')) ?? ''
    const firstTool = ((await panel.locator(`label[for="${label}"]`).textContent()) ?? '').replace(
      ': Images a month',
      '',
    )
    await panel.getByText('Every tool has a free tier that covers this usage.').waitFor()

    // 600 images: Pro's 500 and 100 more at $0.02, its $96 a year shown as $8 a month.
    await first.fill('600')
    const perTool = panel.getByRole('list', { name: 'Cost per tool' })
    await perTool.getByText('$10 a month (Pro, billed yearly)').waitFor()
    await panel.getByText('$10 a month', { exact: true }).waitFor()
    await panel.getByText(new RegExp(`; not ${firstTool}\\.$`)).waitFor()

    await page.getByRole('button', { name: 'Share' }).click()
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue()
    await page.goto(link)
    const reopened = page.getByRole('region', { name: 'Monthly cost' })
    await reopened.getByText('$10 a month', { exact: true }).waitFor()
    await expect
      .poll(() => reopened.getByRole('spinbutton', { name: `${firstTool}: Images a month` }).inputValue())
      .toBe('600')
  })
})
