import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COOKIE_SECRET_FILE, resolveCookieSecret } from './cookie-secret.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-cookie-secret-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('resolveCookieSecret', () => {
  it('uses COOKIE_SECRET when set, writing nothing', () => {
    const own = path.join(dataDir, 'configured')
    expect(resolveCookieSecret('s'.repeat(40), own)).toBe('s'.repeat(40))
    expect(() => statSync(own)).toThrow()
  })

  it('otherwise generates one, keeps it private in DATA_DIR, and reuses it after a restart', () => {
    const first = resolveCookieSecret(undefined, dataDir)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const file = path.join(dataDir, COOKIE_SECRET_FILE)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(resolveCookieSecret(undefined, dataDir)).toBe(first)
  })
})
