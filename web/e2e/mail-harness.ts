import { type MailServer, startMailServer } from '@kitly/api/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium } from './chromium.ts'
import { type Kitly, startKitly } from './harness.ts'

export type MailWorld = { smtp: MailServer; kitly: Kitly; browser: Browser }

/**
 * For the file's tests: a real SMTP server on loopback (api/test/mail-server.ts), a Kitly that sends
 * its mail there, and a browser. The fields are filled before the first test runs.
 */
export function kitlyWithMail(): MailWorld {
  const world = {} as MailWorld
  beforeAll(async () => {
    world.smtp = await startMailServer()
    // Links in mail point at PUBLIC_URL, so it is this server's own address.
    world.kitly = await startKitly({ env: (baseUrl) => ({ PUBLIC_URL: baseUrl, SMTP_URL: world.smtp.url }) })
    world.browser = await launchChromium()
  })
  afterAll(async () => {
    await world.browser?.close()
    await world.kitly?.stop()
    await world.smtp?.close()
  })
  return world
}
