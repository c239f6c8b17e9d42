/**
 * Link check runs against a real database and local sites: what each tool's health becomes (ok, redirected, failing,
 * dead after three failed days, reset by an OK), which tools are checked, how politely (one request per host), and
 * the logos collected from the sites of tools that have none.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from '../../test/factories.ts'
import { icoFile, imageHeader } from '../../test/image-headers.ts'
import {
  answer,
  type Handler,
  htmlPage,
  type LinkSites,
  redirectTo,
  servedFile,
  startLinkSites,
} from '../../test/link-sites.ts'
import { NOT_A_LOGO, UNSAFE_SVG } from '../uploads/logo-type.ts'
import { localUploadStore, UPLOADS_URL_PREFIX, type UploadStore } from '../uploads/upload-store.ts'
import {
  checkAllLinks,
  checkToolLink,
  forEachPolitely,
  type LinkCheckOptions,
  LOGO_RETRY_AFTER_DAYS,
} from './check-links.ts'
import { MAX_LOGO_BYTES } from './collect-logo.ts'
import { LINK_CHECK_LOCK_KEY, runLockedLinkCheck } from './schedule.ts'

let database: TestDatabase
let db: DatabasePool
let sites: LinkSites
/** A DATA_DIR of the tests' own: collected logos are stored under its uploads/. */
let dataDir: string
let uploads: UploadStore
beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
  sites = await startLinkSites()
  dataDir = await mkdtemp(path.join(tmpdir(), 'kitly-logos-'))
  uploads = localUploadStore(path.join(dataDir, 'uploads'))
})
afterAll(async () => {
  await sites.close()
  await db.end()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
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

const PNG_180 = imageHeader.png(180, 180)

const Logo = z.object({ logo_url: z.string().nullable() })
const logoOf = (toolId: number) => db.one(sql.type(Logo)`SELECT logo_url FROM tools WHERE id = ${toolId}`)
const LogoAttempt = z.object({ logo_tried_at: z.string().nullable(), logo_problem: z.string().nullable() })
const logoAttemptOf = (toolId: number) =>
  db.one(sql.type(LogoAttempt)`SELECT logo_tried_at, logo_problem FROM tool_link_health WHERE tool_id = ${toolId}`)
/** The bytes of the stored file behind a logo URL. */
const storedBytes = (url: string | null) =>
  readFile(path.join(dataDir, 'uploads', (url ?? '').replace(UPLOADS_URL_PREFIX, '')))
const storedLogoCount = async () => (await readdir(path.join(dataDir, 'uploads', 'logos')).catch(() => [])).length

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

    expect(summary).toEqual({ checked: 4, ok: 2, redirected: 1, failing: 1, dead: 0, logos: 0 })
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
    const flaky = {
      id: tool.id,
      website_url: `${sites.origin}/flaky`,
      logo_url: null,
      logo_tried_at: null,
      logo_problem: null,
    }
    await checkToolLink(db, flaky, options(day(10)))
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

describe('logo collection', () => {
  /** A site of each test's own: /favicon.ico is the site's, not the page's. */
  let site: LinkSites
  beforeEach(async () => {
    site = await startLinkSites()
    await rm(path.join(dataDir, 'uploads', 'logos'), { recursive: true, force: true })
  })
  afterEach(() => site.close())

  const withLogos = (now = day(1)): LinkCheckOptions => ({ ...options(now), uploads })
  const toolAt = (home: Handler) => {
    site.on('/', home)
    return createTool(db, { websiteUrl: `${site.origin}/` })
  }
  const requested = (path: string) => site.seen.filter((request) => request.path === path)

  it("makes the site's apple-touch-icon the logo of a tool without one, by content, through the search outbox", async () => {
    const tool = await toolAt(
      htmlPage('<link rel="icon" sizes="32x32" href="/icon-32.png"><link rel="apple-touch-icon" href="/touch">'),
    )
    // Served without a name or a type that says PNG: its bytes decide.
    site.on('/touch', servedFile(PNG_180, 'application/octet-stream'))
    await db.query(sql.typeAlias('void')`DELETE FROM search_outbox`)

    const summary = await checkAllLinks(db, withLogos())

    expect(summary).toMatchObject({ checked: 1, ok: 1, logos: 1 })
    const { logo_url } = await logoOf(tool.id)
    expect(logo_url).toMatch(/^\/uploads\/logos\/[A-Za-z0-9_-]+\.png$/)
    expect(await storedBytes(logo_url)).toEqual(PNG_180)
    expect(await logoAttemptOf(tool.id)).toEqual({ logo_tried_at: day(1).toISOString(), logo_problem: null })
    expect(requested('/icon-32.png')).toEqual([])
    expect(requested('/touch')).toEqual([{ method: 'GET', path: '/touch', userAgent: options().userAgent }])
    // The new logo reaches the search index as an admin's edit does.
    const queued = await db.anyFirst(sql.type(z.object({ entity_id: z.number() }))`
      SELECT entity_id FROM search_outbox WHERE entity = 'tool'`)
    expect(queued).toContain(tool.id)
  })

  it('picks the largest of the link rel="icon" sizes, resolved against the page', async () => {
    const tool = await toolAt(
      htmlPage(
        '<link rel="shortcut icon" href="/16.png" sizes="16x16">' +
          '<link rel="icon" href="icons/192.png" sizes="32x32 192x192"><link rel="icon" href="/64.png" sizes="64x64">',
      ),
    )
    for (const size of [16, 64, 192])
      site.on(`/${size === 192 ? 'icons/' : ''}${size}.png`, servedFile(imageHeader.png(size, size), 'image/png'))

    await checkAllLinks(db, withLogos())

    expect(await storedBytes((await logoOf(tool.id)).logo_url)).toEqual(imageHeader.png(192, 192))
    expect(requested('/64.png')).toEqual([])
  })

  it('takes an SVG icon (sizes="any") that is nothing but drawing, as an .svg', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'
    const tool = await toolAt(
      htmlPage('<link rel="icon" href="/64.png" sizes="64x64"><link rel="icon" href="/logo.svg" sizes="any">'),
    )
    site.on('/logo.svg', servedFile(svg, 'image/svg+xml'))

    await checkAllLinks(db, withLogos())

    const { logo_url } = await logoOf(tool.id)
    expect(logo_url).toMatch(/\.svg$/)
    expect((await storedBytes(logo_url)).toString()).toBe(svg)
  })

  it('falls back to /favicon.ico, taking the largest PNG inside the icon file', async () => {
    const tool = await toolAt(htmlPage(''))
    const small = imageHeader.png(16, 16)
    const large = imageHeader.png(48, 48)
    site.on('/favicon.ico', servedFile(icoFile({ width: 16, data: small }, { width: 48, data: large }), 'image/x-icon'))

    await checkAllLinks(db, withLogos())

    expect(await storedBytes((await logoOf(tool.id)).logo_url)).toEqual(large)
  })

  it.each([
    ['says its length', (bytes: Buffer): Handler => servedFile(bytes, 'image/png')],
    [
      'streams it without a length',
      (bytes: Buffer): Handler =>
        (_request, response) => {
          response.writeHead(200, { 'content-type': 'image/png' })
          response.write(bytes.subarray(0, 1000))
          response.end(bytes.subarray(1000))
        },
    ],
  ])('refuses an icon over the byte limit when the site %s', async (_case, serve) => {
    const tool = await toolAt(htmlPage('<link rel="apple-touch-icon" href="/huge.png">'))
    site.on('/huge.png', serve(Buffer.concat([PNG_180, Buffer.alloc(MAX_LOGO_BYTES)])))

    await checkAllLinks(db, withLogos())

    expect(await logoOf(tool.id)).toEqual({ logo_url: null })
    expect((await logoAttemptOf(tool.id)).logo_problem).toContain(`/huge.png is larger than ${MAX_LOGO_BYTES} bytes`)
    expect(await storedLogoCount()).toBe(0)
  })

  it('refuses an SVG with a script, and a web page served as image/png, by their content', async () => {
    const tool = await toolAt(
      htmlPage('<link rel="apple-touch-icon" href="/evil.svg"><link rel="icon" href="/fake.png">'),
    )
    site.on(
      '/evil.svg',
      servedFile('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'),
    )
    site.on('/fake.png', servedFile('<!doctype html><p>not an image</p>', 'image/png'))

    await checkAllLinks(db, withLogos())

    expect(await logoOf(tool.id)).toEqual({ logo_url: null })
    const { logo_problem } = await logoAttemptOf(tool.id)
    expect(logo_problem).toContain(`${site.origin}/evil.svg is not taken as a logo: ${UNSAFE_SVG}`)
    expect(logo_problem).toContain(`${site.origin}/fake.png is not taken as a logo: ${NOT_A_LOGO}`)
    expect(await storedLogoCount()).toBe(0)
  })

  it('refuses an icon that redirects to a private address', async () => {
    const tool = await toolAt(htmlPage('<link rel="apple-touch-icon" href="/moved.png">'))
    site.on('/moved.png', redirectTo('http://169.254.169.254/latest/icon.png', 302))
    const onlyTheTestSite = { ...withLogos(), isAllowedAddress: (address: string) => address === '127.0.0.1' }

    const summary = await checkAllLinks(db, onlyTheTestSite)

    expect(summary).toMatchObject({ ok: 1, logos: 0 })
    expect(await logoOf(tool.id)).toEqual({ logo_url: null })
    expect((await logoAttemptOf(tool.id)).logo_problem).toContain(
      '169.254.169.254 points to a private or local network address',
    )
  })

  it('never touches a tool that has a logo, nor asks its site for one', async () => {
    const tool = await toolAt(htmlPage('<link rel="apple-touch-icon" href="/touch.png">'))
    site.on('/touch.png', servedFile(PNG_180, 'image/png'))
    await db.query(
      sql.typeAlias('void')`UPDATE tools SET logo_url = 'https://cdn.example/own.png' WHERE id = ${tool.id}`,
    )

    await checkAllLinks(db, withLogos())

    expect(await logoOf(tool.id)).toEqual({ logo_url: 'https://cdn.example/own.png' })
    expect(await logoAttemptOf(tool.id)).toEqual({ logo_tried_at: null, logo_problem: null })
    expect(site.seen.map((request) => `${request.method} ${request.path}`)).toEqual(['HEAD /'])
  })

  it(`asks a site that had no usable icon again only after ${LOGO_RETRY_AFTER_DAYS} days, and one that had never again`, async () => {
    const tool = await toolAt(htmlPage(''))
    await checkAllLinks(db, withLogos(day(1)))
    expect(await logoAttemptOf(tool.id)).toMatchObject({ logo_tried_at: day(1).toISOString() })
    expect((await logoAttemptOf(tool.id)).logo_problem).toContain('/favicon.ico answered 404')

    site.on('/favicon.ico', servedFile(PNG_180, 'image/vnd.microsoft.icon'))
    await checkAllLinks(db, withLogos(new Date(day(1 + LOGO_RETRY_AFTER_DAYS).getTime() - 60_000)))
    expect(requested('/favicon.ico')).toHaveLength(1)
    expect(await logoOf(tool.id)).toEqual({ logo_url: null })

    await checkAllLinks(db, withLogos(day(1 + LOGO_RETRY_AFTER_DAYS)))
    expect(requested('/favicon.ico')).toHaveLength(2)
    expect(await storedBytes((await logoOf(tool.id)).logo_url)).toEqual(PNG_180)

    // An admin removes the collected logo: it stays removed.
    await db.query(sql.typeAlias('void')`UPDATE tools SET logo_url = NULL WHERE id = ${tool.id}`)
    await checkAllLinks(db, withLogos(day(30)))
    expect(requested('/favicon.ico')).toHaveLength(2)
    expect(await logoOf(tool.id)).toEqual({ logo_url: null })
  })

  it('keeps the link check going when an icon never ends or the store fails, noting why', async () => {
    const slow = await toolAt(htmlPage('<link rel="apple-touch-icon" href="/slow.png">'))
    // Headers and a first chunk at once, then nothing: the timeout covers the body too.
    site.on('/slow.png', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.write(PNG_180)
    })
    const failingStore: UploadStore = { ...uploads, put: () => Promise.reject(new Error('disk full')) }
    const other = await startLinkSites()
    try {
      other.on('/', htmlPage('<link rel="apple-touch-icon" href="/fine.png">'))
      other.on('/fine.png', servedFile(PNG_180, 'image/png'))
      const unlucky = await createTool(db, { websiteUrl: `${other.origin}/` })
      const started = performance.now()

      const summary = await checkAllLinks(db, { ...withLogos(), uploads: failingStore })

      // One timeout for the unfinished icon, in parallel with the other site: well under the collection's budget.
      expect(performance.now() - started).toBeLessThan(2 * options().timeoutMs + 500)
      expect(summary).toMatchObject({ checked: 2, ok: 2, logos: 0 })
      expect((await logoAttemptOf(slow.id)).logo_problem).toContain('no answer within 1 seconds')
      expect(await logoAttemptOf(unlucky.id)).toMatchObject({ logo_problem: 'The logo could not be stored.' })
      expect(await healthOf(unlucky.id)).toMatchObject({ status: 'ok' })
    } finally {
      await other.close()
    }
  })

  it('drops the stored file when an admin gave the tool a logo while its site was asked', async () => {
    const tool = await toolAt(htmlPage('<link rel="apple-touch-icon" href="/touch.png">'))
    site.on('/touch.png', servedFile(PNG_180, 'image/png'))
    const adminFirst: UploadStore = {
      ...uploads,
      put: async (key, body, type) => {
        await db.query(
          sql.typeAlias('void')`UPDATE tools SET logo_url = '/uploads/logos/admins.png' WHERE id = ${tool.id}`,
        )
        return uploads.put(key, body, type)
      },
    }

    const summary = await checkAllLinks(db, { ...withLogos(), uploads: adminFirst })

    expect(summary).toMatchObject({ logos: 0 })
    expect(await logoOf(tool.id)).toEqual({ logo_url: '/uploads/logos/admins.png' })
    expect(await storedLogoCount()).toBe(0)
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
    expect(await runLockedLinkCheck(db, options(day(20)))).toMatchObject({ checked: 1, ok: 1, logos: 0 })
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
    sites.on('/cli', htmlPage('<link rel="apple-touch-icon" href="/cli-icon.png">'))
    sites.on('/cli-icon.png', servedFile(PNG_180, 'image/png'))
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
          DATA_DIR: dataDir,
        },
      })
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.stderr.on('data', (chunk) => (text += chunk))
      child.on('exit', (code) => resolve({ code, text }))
    })
    expect(output.code).toBe(0)
    expect(output.text).toMatch(/Checked 2 links in [\d.]+ s: 1 ok, 0 redirected, 1 failing, 0 dead; 1 logo collected/)
    expect(await healthOf(up.id)).toMatchObject({ status: 'ok' })
    expect(sites.seen.at(-1)?.userAgent).toMatch(/^KitlyLinkChecker\/1\.0 \(\+http:\/\/localhost:\d+\)$/)
    // The command stores the logo where the server's uploads are (DATA_DIR/uploads without a bucket).
    expect(await storedBytes((await logoOf(up.id)).logo_url)).toEqual(PNG_180)
  })
})
