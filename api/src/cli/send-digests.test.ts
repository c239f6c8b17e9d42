/** `kitly send-digests`: runs the digest job once from the command line and sends what it queued. */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTool, createUser } from '../../test/factories.ts'
import { type MailServer, startMailServer } from '../../test/mail-server.ts'

const KITLY_BIN = path.resolve(import.meta.dirname, '../../bin/kitly.js')
let database: TestDatabase
let db: DatabasePool
let smtp: MailServer
const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-digests-'))

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  smtp = await startMailServer()
})
afterAll(async () => {
  await db.end()
  await database.drop()
  await smtp.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function sendDigests(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [KITLY_BIN, 'send-digests'], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://kitly.example',
        LOG_LEVEL: 'warn',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

// Each run starts the real command (Node loading the whole API): slow on a busy machine.
describe('kitly send-digests', { timeout: 120_000 }, () => {
  it('mails each follower of a changed tool once, and nothing more on a second run', async () => {
    const user = await createUser(db)
    await db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}`)
    const tool = await createTool(db, { name: 'Draftsmith', pricingModel: 'Free' })
    await db.query(sql.typeAlias('void')`INSERT INTO saved_tools (user_id, tool_id) VALUES (${user.id}, ${tool.id})`)
    await db.query(sql.typeAlias('void')`UPDATE tools SET pricing_model = 'Freemium' WHERE id = ${tool.id}`)

    const first = await sendDigests()
    expect(first.output).toContain('Sent 1 watch digest.')
    expect(first.code).toBe(0)
    const [mail] = smtp.to(user.email)
    expect(mail?.subject).toBe('Draftsmith changed on Kitly')
    expect(mail?.text).toContain('Pricing model: Free → Freemium')
    expect(mail?.text).toContain(`https://kitly.example/tools/${tool.slug}/alternatives`)

    const second = await sendDigests()
    expect(second.output).toContain('Sent 0 watch digests.')
    expect(smtp.to(user.email)).toHaveLength(1)
  })
})
