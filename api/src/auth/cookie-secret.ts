/**
 * The secret that signs short-lived cookies: COOKIE_SECRET, or one generated on first start and kept in
 * DATA_DIR so that a restart does not invalidate a sign-in in progress.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COOKIE_SECRET_FILE = 'cookie-secret'

export function resolveCookieSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, COOKIE_SECRET_FILE)
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(dataDir, { recursive: true })
  // 0600: whoever reads it can forge the signed cookies.
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
