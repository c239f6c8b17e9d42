/**
 * Link check runs against a real database and local sites: what each tool's health becomes (ok, redirected, failing,
 * dead after three failed days, reset by an OK), which tools are checked, and how politely (one request per host).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../../test/factories.ts'
import { answer, type LinkSites, redirectTo, startLinkSites } from '../../test/link-sites.ts'
import { checkAllLinks, checkToolLink, forEachPolitely, type LinkCheckOptions } from './check-links.ts'
import { LINK_CHECK_LOCK_KEY, runLockedLinkCheck } from './schedule.ts'

let database: TestDatabase
let db: DatabasePool
let sites: LinkSites
beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  sites = await startLinkSites()
})
afterAll(async () => {
  await sites.close()
  await db.end()
  await database.drop()
})
beforeEach(async () => {
  await db.query(sql.typeAlias('void')`DELETE FROM tools`)
})

const options = (now = new Date()): LinkCheckOptions => ({
  concurrency: 4,
  timeoutMs: 1_000,
  userAgent: 'KitlyLinkChecker/1.0 (+http://kitly.test)',
  isAllowedAddress: () => true,
  now: () => now,
})

const Health = z.object({
  status: z.string(),
  final_url: z.string().nullable(),
  failed_days: z.number(),
  checked_at: z.string(),
  ok_at: z.string().nullable(),
})
const healthOf = (toolId: number) =>
  db.maybeOne(sql.type(Health)`
    SELECT status, final_url, failed_days, checked_at, ok_at FROM tool_link_health WHERE tool_id = ${toolId}`)

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9))

describe('checkAllLinks', () => {
  it("records each listed tool's status, and leaves hidden and discontinued tools alone", async () => {
    sites.on('/fine', answer(200))
    sites.on('/fine-too/', answer(200))
    sites.on('/renamed', redirectTo('/new-home'))
    sites.on('/new-home', answer(200))
    sites.on('/gone', answer(410))
    const fine = await createTool(db, { websiteUrl: `${sites.origin}/fine` })
    const slash = await createTool(db, { websiteUrl: `${sites.origin}/fine-too` })
    sites.on('/fine-too', redirectTo('/fine-too/'))
    const renamed = await createTool(db, { websiteUrl: `${sites.origin}/renamed` })
    const gone = await createTool(db, { websiteUrl: `${sites.origin}/gone` })
    const hidden = await createTool(db, { websiteUrl: `${sites.origin}/fine`, status: 'inactive' })
    const retired = await createTool(db, { websiteUrl: `${sites.origin}/fine` })
    await db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE id = ${retired.id}`)

    const summary = await checkAllLinks(db, options(day(2)))

    expect(summary).toEqual({ checked: 4, ok: 2, redirected: 1, failing: 1, dead: 0 })
    expect(await healthOf(fine.id)).toMatchObject({ status: 'ok', final_url: null, ok_at: day(2).toISOString() })
    // A trailing slash added by the site is the same address, not a move to offer admins.
    expect(await healthOf(slash.id)).toMatchObject({ status: 'ok', final_url: null })
    expect(await healthOf(renamed.id)).toMatchObject({ status: 'redirected', final_url: `${sites.origin}/new-home` })
    expect(await healthOf(gone.id)).toMatchObject({ status: 'failing', failed_days: 1, ok_at: null })
    expect(await healthOf(hidden.id)).toBeNull()
    expect(await healthOf(retired.id)).toBeNull()
  })

  it('calls a link dead after failed checks on three different days, counting one day once', async () => {
    sites.on('/down', answer(503))
    const tool = await createTool(db, { websiteUrl: `${sites.origin}/down` })
    const statuses: string[] = []
    for (const when of [day(3), new Date(Date.UTC(2026, 10, 3, 18)), day(4), day(6)]) {
      await checkAllLinks(db, options(when))
      statuses.push(`${(await healthOf(tool.id))?.status} ${(await healthOf(tool.id))?.failed_days}`)
    }
    expect(statuses).toEqual(['failing 1', 'failing 1', 'failing 2', 'dead 3'])
  })

  it('brings a dead link back to ok, forgetting its failed days, once the site answers', async () => {
    sites.on('/flaky', answer(500))
    const tool = await createTool(db, { websiteUrl: `${sites.origin}/flaky` })
    for (const n of [7, 8, 9]) await checkAllLinks(db, options(day(n)))
    expect(await healthOf(tool.id)).toMatchObject({ status: 'dead', failed_days: 3 })

    sites.on('/flaky', answer(200))
    await checkToolLink(db, { id: tool.id, website_url: `${sites.origin}/flaky` }, options(day(10)))
    expect(await healthOf(tool.id)).toMatchObject({ status: 'ok', failed_days: 0, ok_at: day(10).toISOString() })

    sites.on('/flaky', answer(500))
    await checkAllLinks(db, options(day(11)))
    // The last OK stays known while the link fails again.
    expect(await healthOf(tool.id)).toMatchObject({ status: 'failing', failed_days: 1, ok_at: day(10).toISOString() })
  })

  it('reports a tool whose site redirects to a private address as failing, by default', async () => {
    sites.on('/sneaky', redirectTo('http://169.254.169.254/latest/meta-data/'))
    const tool = await createTool(db, { websiteUrl: `${sites.origin}/sneaky` })
    const onlyTheTestSite = { ...options(day(12)), isAllowedAddress: (address: string) => address === '127.0.0.1' }
    await checkAllLinks(db, onlyTheTestSite)
    expect(await healthOf(tool.id)).toMatchObject({ status: 'failing' })
  })
})

describe('runLockedLinkCheck (the scheduled run)', () => {
  it('skips its turn while another instance holds the lock, and checks once it is free', async () => {
    sites.on('/scheduled', answer(200))
    const tool = await createTool(db, { websiteUrl: `${sites.origin}/scheduled` })
    const other = await createDatabasePool(database.url)
    try {
      const skipped = await other.connect(async (connection) => {
        await connection.query(sql.type(z.object({ locked: z.boolean() }))`
          SELECT pg_try_advisory_lock(${LINK_CHECK_LOCK_KEY}) AS locked`)
        return runLockedLinkCheck(db, options(day(20)))
      })
      expect(skipped).toBeNull()
      expect(await healthOf(tool.id)).toBeNull()
    } finally {
      await other.end()
    }
    expect(await runLockedLinkCheck(db, options(day(20)))).toMatchObject({ checked: 1, ok: 1 })
    expect(await healthOf(tool.id)).toMatchObject({ status: 'ok' })
  })
})

describe('forEachPolitely', () => {
  const tool = (id: number, host: string) => ({ id, website_url: `https://${host}/tool-${id}` })

  /** Runs `tools` with work that takes a few milliseconds, noting the most requests at once, overall and per host. */
  async function peaks(tools: { id: number; website_url: string }[], concurrency: number) {
    const inFlight = new Map<string, number>()
    let overall = 0
    let peakOverall = 0
    let peakPerHost = 0
    const done: number[] = []
    await forEachPolitely(tools, concurrency, async ({ id, website_url }) => {
      const host = new URL(website_url).host
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1)
      overall++
      peakOverall = Math.max(peakOverall, overall)
      peakPerHost = Math.max(peakPerHost, inFlight.get(host) ?? 0)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight.set(host, (inFlight.get(host) ?? 0) - 1)
      overall--
      done.push(id)
    })
    return { peakOverall, peakPerHost, done: done.sort((a, b) => a - b) }
  }

  it('asks one host one thing at a time, however many slots are free', async () => {
    const tools = [1, 2, 3, 4].map((id) => tool(id, 'same.example'))
    expect(await peaks(tools, 8)).toEqual({ peakOverall: 1, peakPerHost: 1, done: [1, 2, 3, 4] })
  })

  it('keeps at most `concurrency` requests in flight across hosts', async () => {
    const tools = Array.from({ length: 12 }, (_, i) => tool(i + 1, `site-${i % 6}.example`))
    const result = await peaks(tools, 3)
    expect(result).toMatchObject({ peakOverall: 3, peakPerHost: 1 })
    expect(result.done).toHaveLength(12)
  })
})

describe('kitly check-links', () => {
  it('checks every listed link from the command line and prints a summary', async () => {
    sites.on('/cli', answer(200))
    sites.on('/cli-missing', answer(404))
    const up = await createTool(db, { websiteUrl: `${sites.origin}/cli` })
    await createTool(db, { websiteUrl: `${sites.origin}/cli-missing` })
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../bin/kitly.js'), 'check-links'], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.url,
          LOG_LEVEL: 'warn',
          LINK_CHECK_ALLOW_PRIVATE_ADDRESSES: 'true',
        },
      })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.stderr.on('data', (chunk) => (text += chunk))
      child.on('exit', (code) => resolve({ code, text }))
    })
    expect(output.code).toBe(0)
    expect(output.text).toMatch(/Checked 2 links in [\d.]+ s: 1 ok, 0 redirected, 1 failing, 0 dead/)
    expect(await healthOf(up.id)).toMatchObject({ status: 'ok' })
    expect(sites.seen.at(-1)?.userAgent).toMatch(/^KitlyLinkChecker\/1\.0 \(\+http:\/\/localhost:\d+\)$/)
  })
})
