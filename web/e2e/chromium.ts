/**
 * The one Chromium launcher of the browser tests and the benchmarks: Debian's Chromium (never a downloaded browser),
 * headless, with no background traffic that would land in a measurement. Exported as `@kitly/web/e2e/chromium`.
 * https://playwright.dev/docs/api/class-browsertype#browser-type-launch
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * What the launchers run: CHROMIUM_PATH behind a script that joins every --disable-features list into one, since
 * Chromium keeps only the last and the launchers pass their own.
 */
export const CHROMIUM_LAUNCHER = fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url))

export const CHROMIUM_FLAGS = [
  '--no-sandbox', // tests and benchmarks run as root in CI containers
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every new context of headless Chromium is a browser window, and each window loads the address bar's web-page
  // suggestion popup (chrome://omnibox-popup.top-chrome) in a renderer of its own: as much CPU as the page under
  // test while it loads, on a machine of two cores. A person's browser has its window open already.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]

/** @throws Error when the executable is missing: a missing browser fails the run, it never skips it. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    )
  }
}

/** Headless Chromium through playwright-core. @throws Error when the executable is missing (assertChromium). */
export async function launchChromium(): Promise<Browser> {
  assertChromium()
  return chromium.launch({ executablePath: CHROMIUM_LAUNCHER, headless: true, args: CHROMIUM_FLAGS })
}
