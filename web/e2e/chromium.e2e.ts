import { execFileSync } from 'node:child_process'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_LAUNCHER, launchChromium } from './chromium.ts'

// The launcher script joins every --disable-features list: Chromium keeps only the last one it is given.

describe('the Chromium launcher', () => {
  it('joins the --disable-features lists into one, last, and passes every other argument on in order', () => {
    // `echo` as the browser: it prints the arguments it was run with.
    const printed = execFileSync(
      CHROMIUM_LAUNCHER,
      ['--a', '--disable-features=X,Y', 'with space', '--disable-features=Z', '--b'],
      { env: { ...process.env, CHROMIUM_PATH: '/bin/echo' }, encoding: 'utf8' },
    )
    expect(printed.trim()).toBe('--a with space --b --disable-features=X,Y,Z')
  })

  describe('as the browser runs', () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchChromium()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it("keeps Playwright's disabled features and ours", async () => {
      const page = await browser.newPage()
      await page.goto('chrome://version')
      const flags = ((await page.locator('#command_line').textContent()) ?? '').split(/\s+/)
      const lists = flags.filter((flag) => flag.startsWith('--disable-features='))
      expect(lists).toHaveLength(1)
      const disabled = lists[0]?.slice('--disable-features='.length).split(',')
      // Playwright's (its first paint is not held back) and ours (no address-bar popup renderer per window).
      expect(disabled).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
    })
  })
})
