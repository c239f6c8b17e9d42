/**
 * Debian's Chromium (never a downloaded browser), headless, with the flags of RECIPES.md: --no-sandbox because the
 * harness runs as root, and no background traffic that would land in the measurements.
 * https://playwright.dev/docs/api/class-browsertype#browser-type-launch
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** @throws Error when the executable is missing: a missing browser fails the suite, it never skips it. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`)
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromium()
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
}
