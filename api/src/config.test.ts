import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, defaultPoolSize, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      SEED_ON_START: true,
    })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('sizes each database pool to two connections per core unless told', () => {
    expect(defaultPoolSize()).toBe(2 * availableParallelism())
    expect(loadConfig({}).DB_POOL_SIZE).toBe(defaultPoolSize())
    expect(loadConfig({ DB_POOL_SIZE: '7' }).DB_POOL_SIZE).toBe(7)
  })

  it('reads the backup schedule in minutes, hours or days, and refuses a period without its unit', () => {
    expect(loadConfig({}).backupDir).toBeUndefined()
    const config = loadConfig({ BACKUP_DIR: '/var/backups/kitly', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' })
    expect(config).toMatchObject({ backupDir: '/var/backups/kitly', BACKUP_EVERY: 6 * 3_600_000, BACKUP_KEEP: 3 })
    expect(loadConfig({ BACKUP_EVERY: '30m' }).BACKUP_EVERY).toBe(1_800_000)
    expect(() => loadConfig({ BACKUP_EVERY: '6' })).toThrow(/^Invalid configuration: BACKUP_EVERY must be a number/)
  })

  it('looks for watch digests hourly by default, at the interval given, or never when off', () => {
    expect(loadConfig({}).WATCH_DIGEST_EVERY).toBe(3_600_000)
    expect(loadConfig({ WATCH_DIGEST_EVERY: '30m' }).WATCH_DIGEST_EVERY).toBe(1_800_000)
    expect(loadConfig({ WATCH_DIGEST_EVERY: 'off' }).WATCH_DIGEST_EVERY).toBeNull()
    expect(() => loadConfig({ WATCH_DIGEST_EVERY: 'daily' })).toThrow(
      /^Invalid configuration: WATCH_DIGEST_EVERY must be a number and a unit \(30m, 6h or 1d\) or off/,
    )
  })

  it('runs no scheduled link check unless LINK_CHECK_EVERY says how often', () => {
    expect(loadConfig({}).LINK_CHECK_EVERY).toBeUndefined()
    expect(loadConfig({ LINK_CHECK_EVERY: '' }).LINK_CHECK_EVERY).toBeUndefined()
    expect(loadConfig({ LINK_CHECK_EVERY: '12h' }).LINK_CHECK_EVERY).toBe(12 * 3_600_000)
    expect(() => loadConfig({ LINK_CHECK_EVERY: 'daily' })).toThrow(
      /^Invalid configuration: LINK_CHECK_EVERY must be a number and a unit/,
    )
  })

  it('treats empty strings as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/kitly'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'ftp://kitly.example'],
    ['KITLY_ADMIN_EMAIL', 'not-an-email'],
    ['NODE_ENV', 'staging'],
    ['GOOGLE_ISSUER_URL', 'accounts.google.com'],
    ['COOKIE_SECRET', 'too-short'],
  ])('rejects %s=%s with a message naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `))
  })

  it('refuses production with /metrics open to anyone, naming METRICS_TOKEN', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be set when NODE_ENV is production/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN/)
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'scrape-token' }).METRICS_TOKEN).toBe('scrape-token')
    expect(loadConfig({ NODE_ENV: 'development' }).METRICS_TOKEN).toBeUndefined()
  })

  it('refuses production that may fetch claim files from private addresses', () => {
    const production = { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-token' }
    expect(() => loadConfig({ ...production, KITLY_CLAIM_ALLOW_PRIVATE_HOSTS: 'true' })).toThrow(
      /^Invalid configuration: KITLY_CLAIM_ALLOW_PRIVATE_HOSTS must be false when NODE_ENV is production/,
    )
    expect(
      loadConfig({ ...production, KITLY_CLAIM_ALLOW_PRIVATE_HOSTS: 'false' }).KITLY_CLAIM_ALLOW_PRIVATE_HOSTS,
    ).toBe(false)
    expect(loadConfig({ KITLY_CLAIM_ALLOW_PRIVATE_HOSTS: 'true' }).KITLY_CLAIM_ALLOW_PRIVATE_HOSTS).toBe(true)
  })

  it('refuses production whose link checker may reach private addresses', () => {
    const production = { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-token' }
    expect(() => loadConfig({ ...production, LINK_CHECK_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(
      /^Invalid configuration: LINK_CHECK_ALLOW_PRIVATE_ADDRESSES must be false when NODE_ENV is production/,
    )
    expect(loadConfig(production).LINK_CHECK_ALLOW_PRIVATE_ADDRESSES).toBe(false)
  })

  it('never repeats a password in its message', () => {
    expect(() => loadConfig({ KITLY_ADMIN_PASSWORD: 'short' })).toThrow(
      /KITLY_ADMIN_PASSWORD must be at least 8 characters \(got "\*\*\*"\)/,
    )
  })

  it('strips a trailing slash from PUBLIC_URL so links can be joined', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kitly.example/' }).publicUrl).toBe('https://kitly.example')
  })

  it('leaves Google sign-in off until both id and secret are set, with Google as the issuer', () => {
    const config = loadConfig({})
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined()
    expect(config.GOOGLE_CLIENT_SECRET).toBeUndefined()
    expect(config.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com')
    const configured = loadConfig({
      GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:8080/',
    })
    expect(configured).toMatchObject({
      GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'shh',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:8080',
    })
  })

  it('takes a COOKIE_SECRET of 32 characters or more, and never repeats it in a message', () => {
    expect(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).COOKIE_SECRET).toBe('x'.repeat(32))
    expect(() => loadConfig({ COOKIE_SECRET: 'hunter2' })).toThrow(
      /COOKIE_SECRET must be at least 32 characters \(got "\*\*\*"\)/,
    )
  })
})
