/** `kitly import` and `kitly export` against a real database: a file imports, exports, and imports back. */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { transferJob } from './transfer.ts'

const KITLY_BIN = path.resolve(import.meta.dirname, '../../bin/kitly.js')
const dir = mkdtempSync(path.join(tmpdir(), 'kitly-transfer-'))
let database: TestDatabase
let pool: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  pool = await createDatabasePool(database.url)
})
afterAll(async () => {
  await pool.end()
  await database.drop()
  rmSync(dir, { recursive: true, force: true })
})

function kitly(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [KITLY_BIN, ...args],
      { env: { PATH: process.env.PATH, DATABASE_URL: database.url, LOG_LEVEL: 'warn' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

const file = (name: string, content: string) => {
  const filePath = path.join(dir, name)
  writeFileSync(filePath, content)
  return filePath
}

const Tool = z.object({ name: z.string(), short_description: z.string(), rating: z.number(), review_count: z.number() })
const findTool = (slug: string) =>
  pool.one(sql.type(Tool)`SELECT name, short_description, rating, review_count FROM tools WHERE slug = ${slug}`)

/** Runs `kitly import|export …` in this process (spawning costs seconds), capturing what it prints. */
async function transfer(...args: string[]) {
  const printed: string[] = []
  const capture = (...parts: unknown[]) => void printed.push(parts.join(' '))
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(capture),
    vi.spyOn(console, 'error').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true),
  ]
  try {
    const job = transferJob(args[0] as 'import' | 'export', args.slice(1))
    if ('usage' in job) capture(job.usage)
    const code = 'usage' in job ? 2 : await job.run(database.url)
    return { code, output: printed.join('\n') }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

describe('kitly import / export', () => {
  it('imports a file and exports it again through the kitly command', { timeout: 120_000 }, async () => {
    const tools = file(
      'tools.csv',
      'Tool Name,Summary,Website Link,Category\nCli Alpha,First,https://cli-alpha.example.com,Cli Things\n' +
        'Cli Beta,Second,https://cli-beta.example.com,Cli Things\nCli Gamma,Broken,not-a-url,\n',
    )
    const imported = await kitly('import', 'tools', tools)
    expect(imported.code).toBe(3)
    expect(imported.stdout).toContain('Tools: 2 new tools created, 0 tools updated. 1 errors.')
    expect(imported.stdout).toContain('New categories: Cli Things')
    expect(imported.stderr).toContain('Row 4: Website URL must be a valid URL')
    expect(imported.stderr).toMatch(/Importing .*tools\.csv \[#+\] 100%/)

    const exported = path.join(dir, 'export.csv')
    expect((await kitly('export', 'tools', exported)).code).toBe(0)
    const csv = readFileSync(exported, 'utf8')
    expect(csv.startsWith('\uFEFFTool Name,')).toBe(true)
    expect(csv).toContain('Cli Alpha,,First,')
    expect(csv).toContain('Cli Beta,,Second,')
  })

  it('re-imports an edited export only with --override-duplicates, keeping reviews', async () => {
    const tools = file('delta.csv', 'Tool Name,Summary,Website Link\nCli Delta,Fourth,https://cli-delta.example.com\n')
    expect((await transfer('import', 'tools', tools)).code).toBe(0)
    const reviews = file(
      'reviews.csv',
      'Tool Name,Reviewer Name,Rating,Review Text\ncli DELTA,Ann,4,Good\ncli-delta,Bo,2,Meh\n',
    )
    const reviewed = await transfer('import', 'reviews', reviews)
    expect(reviewed).toMatchObject({ code: 0 })
    expect(reviewed.output).toContain('Reviews: 2 reviews imported, 0 already on record. 0 errors.')
    expect(await findTool('cli-delta')).toMatchObject({ rating: 3, review_count: 2 })

    const exported = path.join(dir, 'delta-export.csv')
    expect((await transfer('export', 'tools', exported)).code).toBe(0)
    const csv = readFileSync(exported, 'utf8')
    const edited = file('edited.csv', csv.replace('Cli Delta,,Fourth,', 'Cli Delta,,Fourth and best,'))
    const refused = await transfer('import', 'tools', edited)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Run again with --override-duplicates')
    expect(await findTool('cli-delta')).toMatchObject({ short_description: 'Fourth' })

    const overridden = await transfer('import', 'tools', edited, '--override-duplicates')
    expect(overridden.code).toBe(0)
    expect(overridden.output).toMatch(/0 new tools created, \d+ tools updated\. 0 errors\./)
    expect(await findTool('cli-delta')).toMatchObject({
      short_description: 'Fourth and best',
      rating: 3,
      review_count: 2,
    })
  })

  it('writes an export to standard output', async () => {
    const write = vi.spyOn(process.stdout, 'write')
    try {
      expect((await transfer('export', 'users', '-')).code).toBe(0)
      const output = write.mock.calls.map(([chunk]) => String(chunk)).join('')
      expect(output.startsWith('\uFEFFID,Name,Email,Company,Role,Status,Mobile,')).toBe(true)
    } finally {
      write.mockRestore()
    }
  })

  it.each([
    [['import', 'bundles', 'x.csv'], 2, 'Usage: kitly import tools|reviews'],
    [['import', 'tools'], 2, 'Usage: kitly import tools|reviews'],
    [['export', 'secrets', 'x.csv'], 2, 'Usage: kitly export tools|inquiries|users'],
    [['import', 'tools', '/nonexistent/tools.csv'], 1, 'Nothing imported: ENOENT'],
    [['import', 'tools', '/etc/hostname'], 1, 'Nothing imported: Unsupported file type'],
  ])('kitly %j exits %i saying what is wrong', async (args, code, message) => {
    const result = await transfer(...args)
    expect(result.code).toBe(code)
    expect(result.output).toContain(message)
  })
})
