import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

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
  ])('rejects %s=%s with a message naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `))
  })

  it('never repeats a password in its message', () => {
    expect(() => loadConfig({ KITLY_ADMIN_PASSWORD: 'short' })).toThrow(
      /KITLY_ADMIN_PASSWORD must be at least 8 characters \(got "\*\*\*"\)/,
    )
  })

  it('strips a trailing slash from PUBLIC_URL so links can be joined', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kitly.example/' }).publicUrl).toBe('https://kitly.example')
  })
})
