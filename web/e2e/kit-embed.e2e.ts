/**
 * A shared kit embedded on another site: its page hands out the `<iframe>` HTML, a page on another origin frames
 * it, the card shows the kit, and its link opens the kit's page here in a new tab.
 */
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect } from 'vitest'
import { sql } from './database.ts'
import { test } from './harness.ts'

/** A site of someone else's (another origin) whose one page holds `html`. */
async function hostPage(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html lang="en"><head><title>My blog</title></head><body><h1>My blog</h1>${html}</body></html>`,
    )
  })
  server.listen(0, 'localhost')
  await once(server, 'listening')
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, server }
}

describe('embedding a shared kit', () => {
  test('the kit’s page gives the iframe HTML; another site frames the card, whose link opens the kit here', async ({
    page,
    kitly,
    consoleErrors,
  }) => {
    await sql(kitly.databaseUrl, `SELECT set_tool_plans(id, $1::jsonb) FROM tools WHERE slug IN ('canva', 'gamma')`, [
      JSON.stringify([
        {
          name: 'Pro',
          price: 15,
          currency: 'USD',
          billing_period: 'month',
          source_url: 'https://pricing.example.com/',
          as_of: '2026-11-01',
        },
      ]),
    ])
    const ids = await Promise.all(
      ['canva', 'gamma'].map(
        async (slug) => (await (await page.request.get(`/api/tools/${slug}`)).json()).id as number,
      ),
    )
    const created = await page.request.post('/api/kits', {
      data: {
        kit_name: 'Cooking channel kit',
        prompt: 'Launch a YouTube channel about home cooking',
        tools: ids.map((id) => ({ id, reason: 'Makes the thumbnails.' })),
        share: true,
      },
    })
    expect(created.status()).toBe(201)
    const kit = (await created.json()) as { id: string }

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: kitly.baseUrl })
    await page.goto(`/kits/${kit.id}`)
    const open = page.getByRole('button', { name: 'Embed this kit' })
    expect(await open.getAttribute('aria-expanded')).toBe('false')
    // Keyboard: the control opens with Enter, and the copy button is the next stops away.
    await open.focus()
    await page.keyboard.press('Enter')
    expect(await open.getAttribute('aria-expanded')).toBe('true')
    const panel = page.getByRole('region', { name: 'Embed this kit' })
    const snippet = await panel.getByRole('textbox', { name: 'Embed HTML' }).inputValue()
    expect(snippet).toBe(
      `<iframe src="${kitly.baseUrl}/embed/kits/${kit.id}" title="Cooking channel kit: an AI kit on Kitly" width="400"` +
        ` height="324" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox" style="border:0;max-width:100%"></iframe>`,
    )
    const copy = panel.getByRole('button', { name: 'Copy embed code' })
    await copy.focus()
    await page.keyboard.press('Enter')
    await page.getByText('Embed HTML copied to the clipboard').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)

    const host = await hostPage(snippet)
    try {
      await page.goto(host.url)
      const frame = page.frameLocator('iframe[title="Cooking channel kit: an AI kit on Kitly"]')
      await frame.getByRole('heading', { level: 1, name: 'Cooking channel kit' }).waitFor()
      const tools = frame.getByRole('list', { name: 'Tools in this kit' }).getByRole('listitem')
      expect(await tools.allTextContents()).toEqual(['CCanvaMakes the thumbnails.', 'GGammaMakes the thumbnails.'])
      await frame.getByText('$30 a month').waitFor()
      // Its inline style sheet applied (the policy allows it by hash): the card has its rounded border.
      const card = frame.locator('article')
      expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('16px')

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        frame.getByRole('link', { name: /^View on Kitly/ }).click(),
      ])
      // The site's public address: PUBLIC_URL, unset here, so localhost on the server's port.
      await tab.waitForURL(`http://localhost:${new URL(kitly.baseUrl).port}/kits/${kit.id}`)
      // The tab escaped the frame's sandbox: the site's scripts run there and show the kit's page.
      await tab.getByRole('heading', { level: 1, name: 'Cooking channel kit' }).waitFor()
      expect(await tab.evaluate(() => window.opener)).toBeNull()
      // Nothing else was refused (a style or an image the card's policy did not allow). The sandbox refuses any
      // script in the frame, and Chromium logs each refusal: those are the test driver's own probes of the frame.
      const sandboxRefusal = /sandboxed and the 'allow-scripts' permission is not set/
      expect(consoleErrors.filter((error) => !sandboxRefusal.test(error))).toEqual([])
    } finally {
      host.server.close()
    }
  })
})
