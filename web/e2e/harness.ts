/**
 * Browser end-to-end harness: a real Kitly server (`kitly start`) on its own database and
 * port, serving the built SPA, driven by headless Chromium through playwright-core.
 * Test files import `test` from here and ask for `page` (and `kitly`, `consoleErrors`) as fixtures.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { findFreePort } from '@kitly/db/free-port'
import { createTestDatabase } from '@kitly/db/testing'
import type { Page } from 'playwright-core'
import { test as base, type RunnerTestCase } from 'vitest'
import { launchChromium } from './chromium.ts'

const webDir = path.resolve(import.meta.dirname, '..')
const kitlyCommand = path.resolve(webDir, '../api/bin/kitly.js')
const failureScreenshots = path.join(webDir, 'e2e/screenshots/failures')

const readyTimeoutMs = 60_000
const stopTimeoutMs = 10_000

export type Kitly = {
  baseUrl: string
  /** The server's database, for tests that set up data the API cannot create (e.g. a raw blog post). */
  databaseUrl: string
  stop(): Promise<void>
}

export type KitlyOptions = {
  /** Extra environment for the server, given its address (e.g. PUBLIC_URL and a local Google). */
  env?: (baseUrl: string) => Record<string, string>
}

/**
 * Starts the real server on a fresh migrated database and a free port, seeded as on a first start.
 * @throws Error with the server's output if it exits or is not ready within 60 s.
 */
export async function startKitly(options: KitlyOptions = {}): Promise<Kitly> {
  const database = await createTestDatabase()
  const port = await findFreePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [kitlyCommand, 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      // Browser tests send no watch digests on a timer.
      WATCH_DIGEST_EVERY: 'off',
      WEB_DIST_DIR: path.join(webDir, 'dist'),
      ...options.env?.(baseUrl),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Keep the tail of the server's output (pino logs go to stdout, start-up failures to stderr).
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = once(child, 'exit')
  const running = () => child.exitCode === null && child.signalCode === null

  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM')
      // A server stuck in shutdown must not hang the suite until the hook timeout.
      const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
      await exited
      clearTimeout(killer)
    }
    await database.drop()
  }

  try {
    await waitUntilReady(baseUrl, running, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, databaseUrl: database.url, stop }
}

async function waitUntilReady(baseUrl: string, running: () => boolean, output: () => string) {
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`Kitly exited before it was ready. Its output:\n${output()}`)
    const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false, // not listening yet
    )
    if (ready) return
    await sleep(100)
  }
  throw new Error(`Kitly did not answer GET /api/ready with 200 within 60 s. Its output:\n${output()}`)
}

/** `layout.e2e.ts` + `the home page shows…` → `layout-the-home-page-shows…` */
const screenshotName = (file: string, testName: string) =>
  `${path.basename(file, '.e2e.ts')} ${testName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * For a failed test: a screenshot in e2e/screenshots/failures, and the page's address and opening text
 * added to the test's first error, as CI keeps only the tail of its log.
 */
export async function recordFailure(page: Page, task: RunnerTestCase) {
  // The test's result is known by the time fixtures and hooks clean up.
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined
  if (!error) return
  await mkdir(failureScreenshots, { recursive: true })
  await page.screenshot({
    path: path.join(failureScreenshots, `${screenshotName(task.file.name, task.name)}.png`),
    fullPage: true,
  })
  const text = await page
    .locator('body')
    .textContent({ timeout: 2_000 })
    .catch(() => null)
  error.message += `\n\nThe page was at ${page.url()}, showing: ${(text ?? '(no text)').replace(/\s+/g, ' ').slice(0, 400)}`
}

// One server and one browser per test file (files run in parallel, each on its own database);
// a fresh browser context, so fresh storage and cookies, for every test.
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('kitly', { scope: 'file' }, async ({}, { onCleanup }) => {
    const kitly = await startKitly()
    onCleanup(() => kitly.stop())
    return kitly
  })
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('page', async ({ kitly, browser, task }, { onCleanup }) => {
    const context = await browser.newContext({ baseURL: kitly.baseUrl })
    const page = await context.newPage()
    onCleanup(async () => {
      await recordFailure(page, task)
      await context.close()
    })
    return page
  })
  /** Console errors and uncaught exceptions of the page, e.g. a script the CSP blocked. */
  .extend('consoleErrors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return errors
  })
