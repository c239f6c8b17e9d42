/** `kitly admin:create`: adds an admin from the command line, with the password piped on standard input. */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createUser } from '../../test/factories.ts'
import { signInAs } from '../../test/session.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'

const KITLY_BIN = path.resolve(import.meta.dirname, '../../bin/kitly.js')
let database: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl: database.url })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

function kitly(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [KITLY_BIN, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
    child.stdin.end(stdin)
  })
}

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } })

// Each case starts the real command (Node loading the whole API) once or more: slow on a busy machine.
describe('kitly admin:create', { timeout: 120_000 }, () => {
  it('creates an admin who can sign in, and never prints the password', async () => {
    const { code, output } = await kitly(
      ['admin:create', '--email', 'ops@example.com', '--name', 'Ops'],
      'a strong passphrase\n',
    )
    expect(output).toContain('Admin ops@example.com created.')
    expect(output).not.toContain('a strong passphrase')
    expect(code).toBe(0)
    const response = await login('ops@example.com', 'a strong passphrase')
    expect(response.statusCode).toBe(200)
    expect(response.json().admin).toMatchObject({ email: 'ops@example.com', name: 'Ops' })
  })

  it('promotes an existing account, resets its password and ends its sessions', async () => {
    const user = await createUser(app.db, { isActive: false })
    const cookie = await signInAs(app, user)
    const { code, output } = await kitly([`admin:create`, `--email=${user.email.toUpperCase()}`], 'another passphrase')
    expect(code).toBe(0)
    expect(output).toContain('is now an active admin')
    expect((await login(user.email, 'another passphrase')).statusCode).toBe(200)
    expect((await app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401)
    const role = await app.db.oneFirst(
      sql.type(z.object({ role: z.string() }))`SELECT role FROM users WHERE id = ${user.id}`,
    )
    expect(role).toBe('admin')
  })

  it('refuses a missing email or a short password, changing nothing', async () => {
    expect((await kitly(['admin:create'], 'a strong passphrase\n')).code).toBe(2)
    expect((await kitly(['admin:create', '--email', 'not-an-email'], 'a strong passphrase\n')).code).toBe(2)
    const short = await kitly(['admin:create', '--email', 'short@example.com'], 'short\n')
    expect(short.code).toBe(1)
    expect(short.output).toContain('at least 8 characters')
    expect((await login('short@example.com', 'short')).statusCode).toBe(401)
  })
})
