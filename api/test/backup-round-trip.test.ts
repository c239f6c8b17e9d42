/**
 * Backup and restore of a real instance: data written through the API (a user, a review, a saved kit, an
 * uploaded logo), `kitly backup` while that Kitly serves, `kitly restore` into a fresh DATA_DIR, and a Kitly
 * started there holds the same rows, serves the logo and signs the user in.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '@kitly/db/embedded'
import { afterAll, describe, expect, it } from 'vitest'
import { KITLY_BIN, type KitlyProcess, startKitly, stopKitly } from './kitly-process.ts'
import { freshClientIp } from './session.ts'
import { tableChecksums } from './table-checksums.ts'

const folder = mkdtempSync(path.join(tmpdir(), 'kitly-round-trip-'))
chmodSync(folder, 0o755)
const original = path.join(folder, 'original')
const restored = path.join(folder, 'restored')
const archive = path.join(folder, 'kitly.backup')
const ADMIN = { KITLY_ADMIN_EMAIL: 'owner@example.com', KITLY_ADMIN_PASSWORD: 'a long admin password' }
const USER = {
  name: 'Round Trip',
  email: 'round.trip@example.com',
  mobile: '+1 555 010 0000',
  password: 'long enough 1',
}
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)
const running: KitlyProcess[] = []
afterAll(async () => {
  for (const kitly of running) if (kitly.child.exitCode === null) kitly.child.kill('SIGTERM')
  await Promise.all(running.map((kitly) => kitly.exited))
  rmSync(folder, { recursive: true, force: true })
})

async function start(dataDir: string) {
  const kitly = await startKitly({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...ADMIN }, 120_000)
  running.push(kitly)
  return kitly
}

/** `kitly <args>` on `dataDir`: its exit code and output. */
function cli(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [KITLY_BIN, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

/** Signs in by email and answers the session cookie. */
async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClientIp() },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function post(baseUrl: string, pathname: string, body: object | FormData, cookie = '') {
  const json = !(body instanceof FormData)
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), cookie, 'x-forwarded-for': freshClientIp() },
    body: json ? JSON.stringify(body) : body,
  })
  const text = await response.text()
  expect(response.status, text).toBeLessThan(300)
  return JSON.parse(text) as Record<string, unknown>
}

/** Checksums of every table of the embedded database in `dataDir` (no Kitly may be running on it). */
async function checksumsOf(dataDir: string) {
  const postgres = await startEmbeddedPostgres({ dataDir })
  try {
    return await tableChecksums(postgres.urlFor('kitly'))
  } finally {
    await postgres.stop()
  }
}

describe('kitly backup, then kitly restore into a fresh DATA_DIR', () => {
  it('brings back the same rows, the uploaded logo and a working sign-in', async () => {
    const first = await start(original)
    await post(first.baseUrl, '/api/auth/signup', USER)
    const userCookie = await signIn(first.baseUrl, USER.email, USER.password)
    await post(first.baseUrl, '/api/tools/chatgpt/reviews', {
      user_name: USER.name,
      user_email: USER.email,
      rating: 4,
      content: 'Kept by the backup.',
    })
    const toolId = ((await (await fetch(`${first.baseUrl}/api/tools/chatgpt`)).json()) as { id: number }).id
    await post(
      first.baseUrl,
      '/api/kits',
      { prompt: 'write a newsletter', kit_name: 'Saved before the backup', tools: [{ id: toolId }] },
      userCookie,
    )
    const adminCookie = await signIn(first.baseUrl, ADMIN.KITLY_ADMIN_EMAIL, ADMIN.KITLY_ADMIN_PASSWORD)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png')
    const { fileUrl } = (await post(first.baseUrl, '/api/admin/upload', form, adminCookie)) as { fileUrl: string }

    // Taken while the first Kitly serves.
    const backup = await cli(original, ['backup', archive])
    expect(backup.code, backup.output).toBe(0)
    expect(await stopKitly(first)).toBe(0)

    const restore = await cli(restored, ['restore', archive])
    expect(restore.code, restore.output).toBe(0)
    expect(await checksumsOf(restored)).toEqual(await checksumsOf(original))

    const second = await start(restored)
    const logo = await fetch(`${second.baseUrl}${fileUrl}`)
    expect(logo.status).toBe(200)
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG)
    await signIn(second.baseUrl, USER.email, USER.password)
    const search = (await (await fetch(`${second.baseUrl}/api/search?q=chatgpt`)).json()) as {
      hits: { slug: string }[]
    }
    expect(search.hits[0]?.slug).toBe('chatgpt')
    expect(await stopKitly(second)).toBe(0)
    // A second restore into the same, now full, DATA_DIR is refused.
    const again = await cli(restored, ['restore', archive])
    expect(again.code).toBe(1)
    expect(again.output).toContain('The target is not empty')
  }, 300_000)
})
