/**
 * The one Chromium launcher of the browser tests and the benchmarks: Debian's Chromium (never a downloaded browser),
 * headless, with no background traffic that would land in a measurement. Exported as `@kitly/web/e2e/chromium`.
 * https://playwright.dev/docs/api/class-browsertype#browser-type-launch
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox', // tests and benchmarks run as root in CI containers
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
}
