/**
 * Bulk uploads as jobs, over HTTP against a real database: the upload answers 202 at once, the job is polled to
 * its end with its stages' counts and result, duplicates stop a tools job until an override, a failed job writes
 * nothing, a starting server fails the jobs whose heartbeat went stale (and only those) and removes old upload
 * files, and only admins see any of it.
 */
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import { createAdmin, createTool, createUser, unique } from '../../../../test/factories.ts'
import { finishedJob, uploadAsAdmin } from '../../../../test/import-uploads.ts'
import { injectAs } from '../../../../test/session.ts'
import { buildApp } from '../../../app.ts'
import { loadConfig } from '../../../config.ts'
import { IMPORT_JOB_STALE_MS, keepImportJobAlive } from '../../../import/import-job.ts'
import { INTERRUPTED_IMPORT } from '../../../plugins/import-jobs.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const HEADER = 'Tool Name,Summary,Website Link,Pricing Model'
const toolRow = (slug: string, pricing = 'Free') =>
  `${slug},A tool named ${slug},https://${slug}.example.com,${pricing}`
const uploadTools = (name: string, rows: string[], fields: Record<string, string> = {}) =>
  uploadAsAdmin(app, '/api/admin/tools/bulk-upload', { name, content: [HEADER, ...rows].join('\n') }, fields)

const toolCount = () => app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM tools`)
const toolsNamed = (slugs: string[]) =>
  app.db.anyFirst(sql.type(z.object({ slug: z.string() }))`
    SELECT slug FROM tools WHERE slug = ANY(${sql.array(slugs, 'text')}) ORDER BY slug`)
const AuditRow = z.object({ actor_id: z.number(), action: z.string(), details: z.record(z.string(), z.unknown()) })
const auditOfJob = (jobId: number) =>
  app.db.any(sql.type(AuditRow)`
    SELECT actor_id, action, details FROM audit_log WHERE (details->>'jobId')::int = ${jobId}`)

describe('an upload runs as a job', () => {
  it('answers 202 with the queued job, which the admin polls to succeeded with its counts, audited', async () => {
    const slugs = [unique('job'), unique('job'), unique('job')].sort()
    const response = await uploadTools('three-tools.csv', [...slugs.map((slug) => toolRow(slug)), 'No site,,,'])
    expect(response.statusCode).toBe(202)
    expect(response.json()).toMatchObject({
      kind: 'tools',
      file_name: 'three-tools.csv',
      file_bytes: expect.any(Number),
      status: 'queued',
      result: null,
      error: null,
      created_by_name: 'Admin User',
    })

    const job = await finishedJob(app, response)
    expect(job).toMatchObject({
      status: 'succeeded',
      stage: 'writing',
      parsed_rows: 4,
      validated_rows: 4,
      written_rows: 3,
      success_count: 3,
      error_count: 1,
      finished_at: expect.any(String),
    })
    expect(job.bytes_read).toBe(job.file_bytes)
    expect(job.result).toMatchObject({ requiresOverride: false, successCount: 3, updatedCount: 0, errorCount: 1 })
    expect(job.result.errors).toEqual([{ row: 5, message: 'Short description is required; Website URL is required' }])
    expect(await toolsNamed(slugs)).toEqual(slugs)
    expect(await auditOfJob(job.id)).toEqual([
      {
        actor_id: job.created_by,
        action: 'tool.bulk_import',
        details: { successCount: 3, updatedCount: 0, errorCount: 1, createdCategories: [], jobId: job.id },
      },
    ])
  })

  it('stops a tools job at duplicates (needs_override, nothing written), and the confirmed upload updates them', async () => {
    const existing = await createTool(app.db, { pricingModel: 'Free' })
    const fresh = unique('fresh')
    const rows = [toolRow(existing.slug, 'Paid'), toolRow(fresh)]
    const before = await toolCount()

    const stopped = await finishedJob(app, await uploadTools('dupes.csv', rows))
    expect(stopped).toMatchObject({ status: 'needs_override', written_rows: 0, success_count: 0 })
    expect(stopped.result.duplicates).toEqual([
      {
        row: 2,
        name: existing.slug,
        matched_by: 'slug',
        existing: { id: existing.id, name: existing.name, slug: existing.slug },
      },
    ])
    expect(await toolCount()).toBe(before)
    expect(await auditOfJob(stopped.id)).toEqual([])

    // The admin's confirmation sends the file again with the override: a job of its own.
    const confirmed = await finishedJob(app, await uploadTools('dupes.csv', rows, { overrideDuplicates: 'true' }))
    expect(confirmed).toMatchObject({ status: 'succeeded', override_duplicates: true, written_rows: 2 })
    expect(confirmed.result).toMatchObject({ successCount: 1, updatedCount: 1 })
    expect(await toolCount()).toBe(before + 1)
    const pricing = await app.db.oneFirst(sql.type(z.object({ pricing_model: z.string() }))`
      SELECT pricing_model FROM tools WHERE id = ${existing.id}`)
    expect(pricing).toBe('Paid')
  })

  it('fails a job whose file breaks after good rows, with the reason, and writes none of them', async () => {
    const slugs = Array.from({ length: 50 }, () => unique('never'))
    const before = await toolCount()
    const job = await finishedJob(
      app,
      await uploadTools('broken.csv', [
        ...slugs.map((slug) => toolRow(slug)),
        '"unclosed,x,https://x.example.com,Free',
      ]),
    )
    expect(job).toMatchObject({ status: 'failed', result: null, written_rows: 0 })
    expect(job.error).toMatch(/^The CSV file could not be read/)
    expect(await toolCount()).toBe(before)
    expect(await toolsNamed(slugs)).toEqual([])
    expect(await auditOfJob(job.id)).toEqual([])
  })

  it('runs reviews and tutorials uploads as jobs too, with their own counts', async () => {
    const tool = await createTool(app.db)
    const csv = ['Tool Name,Reviewer Name,Rating,Review Text', `${tool.slug},Ann,5,Great`, `nope,Bob,4,Fine`].join('\n')
    const job = await finishedJob(
      app,
      await uploadAsAdmin(app, '/api/admin/reviews/bulk-upload', { name: 'reviews.csv', content: csv }),
    )
    expect(job).toMatchObject({
      kind: 'reviews',
      status: 'succeeded',
      parsed_rows: 2,
      written_rows: 1,
      success_count: 1,
      skipped_count: 0,
      error_count: 1,
    })
    expect(job.result.errors).toEqual([{ row: 3, message: 'No tool named or with the slug "nope"' }])
  })
})

describe('GET /api/admin/import-jobs', () => {
  it('lists jobs newest first, filtered by kind, with their counts and a total', async () => {
    const first = await finishedJob(app, await uploadTools('first.csv', [toolRow(unique('list'))]))
    const second = await finishedJob(app, await uploadTools('second.csv', ['x,,,']))
    const tutorials = await finishedJob(
      app,
      await uploadAsAdmin(app, '/api/admin/tutorials/bulk-upload', { name: 't.csv', content: 'Tool,Title\nnone,T' }),
    )
    const admin = await createAdmin(app.db)

    const all = (await injectAs(app, admin, { method: 'GET', url: '/api/admin/import-jobs?limit=3' })).json()
    expect(all.jobs.map((job: { id: number }) => job.id)).toEqual([tutorials.id, second.id, first.id])
    expect(all.total).toBeGreaterThanOrEqual(3)
    expect(all.jobs[1]).toMatchObject({ file_name: 'second.csv', success_count: 0, error_count: 1 })
    expect(all.jobs[1]).not.toHaveProperty('result')

    const tools = await injectAs(app, admin, { method: 'GET', url: '/api/admin/import-jobs?kind=tools&limit=100' })
    expect(tools.statusCode).toBe(200)
    expect(tools.json().jobs.every((job: { kind: string }) => job.kind === 'tools')).toBe(true)
    expect(tools.json().jobs.map((job: { id: number }) => job.id)).toContain(first.id)
  })

  it('refuses an unknown kind with a 400 naming the kinds', async () => {
    const response = await injectAs(app, await createAdmin(app.db), {
      method: 'GET',
      url: '/api/admin/import-jobs?kind=users',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/kind must be one of tools, reviews, tutorials/)
  })

  it('answers 404 for a job that does not exist', async () => {
    const response = await injectAs(app, await createAdmin(app.db), {
      method: 'GET',
      url: '/api/admin/import-jobs/999999',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Import job not found' })
  })

  it.each(['/api/admin/import-jobs', '/api/admin/import-jobs/1'])(
    '%s answers 401 to visitors and 403 to non-admins',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await injectAs(app, await createUser(app.db), { method: 'GET', url })).statusCode).toBe(403)
      const moderator = await createUser(app.db, { role: 'moderator' })
      expect((await injectAs(app, moderator, { method: 'GET', url })).statusCode).toBe(403)
    },
  )
})

describe('a restart, or another server starting', () => {
  const Row = z.object({ id: z.number(), status: z.string(), error: z.string().nullable() })
  const jobRows = (ids: number[]) =>
    app.db.any(sql.type(Row)`
      SELECT id, status, error FROM import_jobs WHERE id = ANY(${sql.array(ids, 'int4')}) ORDER BY id`)
  const Id = z.object({ id: z.number() })
  const insertJob = async (status: string, lastBeat: string) =>
    app.db.oneFirst(sql.type(Id)`
      INSERT INTO import_jobs (kind, file_name, file_bytes, status, created_by, started_at, finished_at, updated_at)
      VALUES ('tools', 'left.csv', 10, ${status}, ${(await createAdmin(app.db)).id}, now(),
              ${status === 'succeeded' ? sql.fragment`now()` : null}, now() - ${lastBeat}::interval)
      RETURNING id`)

  /** Another process starting on the same database (after a crash, or one more instance). */
  async function startAnotherServer() {
    const another = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      databaseUrl: app.db.configuration.connectionUri,
    })
    try {
      await another.ready()
    } finally {
      await another.close()
    }
  }

  it('fails the jobs whose heartbeat is stale, and leaves those still beating and finished ones alone', async () => {
    const stale = `${IMPORT_JOB_STALE_MS / 1000 + 5} seconds`
    const ids = [
      await insertJob('running', stale),
      await insertJob('queued', stale),
      await insertJob('running', '1 second'),
      await insertJob('succeeded', stale),
    ]
    await startAnotherServer()
    expect(await jobRows(ids)).toEqual([
      { id: ids[0], status: 'failed', error: INTERRUPTED_IMPORT },
      { id: ids[1], status: 'failed', error: INTERRUPTED_IMPORT },
      { id: ids[2], status: 'running', error: null },
      { id: ids[3], status: 'succeeded', error: null },
    ])
  })

  it('leaves alone a job this server is running, which then ends as usual', async () => {
    // The tools import waits for this lock, so the job stays running while another server starts.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holder = app.db.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`SELECT FROM pg_advisory_xact_lock(hashtext('kitly:tool-import'))`)
      locked()
      await held
    })
    await lockTaken
    const slug = unique('beat')
    const response = await uploadTools('waiting.csv', [toolRow(slug)])
    const id = response.json().id as number
    await expect.poll(async () => (await jobRows([id]))[0]?.status).toBe('running')
    await startAnotherServer()
    expect(await jobRows([id])).toEqual([{ id, status: 'running', error: null }])
    release()
    await holder
    expect(await finishedJob(app, response)).toMatchObject({ status: 'succeeded', success_count: 1 })
  })

  it('a running job beats until it is told to stop, and a finished one never does', async () => {
    const Beat = z.object({ beat: z.string() })
    const lastBeat = async (id: number) =>
      app.db.oneFirst(sql.type(Beat)`SELECT updated_at::text AS beat FROM import_jobs WHERE id = ${id}`)
    const running = await insertJob('running', '1 hour')
    const done = await insertJob('succeeded', '1 hour')
    const [runningBefore, doneBefore] = [await lastBeat(running), await lastBeat(done)]
    const stops = [running, done].map((id) => keepImportJobAlive(app.db, id, app.log, 20))
    await expect.poll(() => lastBeat(running)).not.toBe(runningBefore)
    for (const stop of stops) stop()
    expect(await lastBeat(done)).toBe(doneBefore)
    const stopped = await lastBeat(running)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await lastBeat(running)).toBe(stopped)
  })

  it('removes upload folders older than a day at start-up, and keeps fresh ones and others', async () => {
    const folder = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix))
    const [old, fresh, other] = [folder('kitly-import-'), folder('kitly-import-'), folder('kitly-other-')]
    writeFileSync(path.join(old, 'upload'), 'Tool Name\n')
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    for (const stale of [old, other]) utimesSync(stale, twoDaysAgo, twoDaysAgo)
    try {
      await startAnotherServer()
      expect([old, fresh, other].map((dir) => existsSync(dir))).toEqual([false, true, true])
    } finally {
      for (const dir of [old, fresh, other]) rmSync(dir, { recursive: true, force: true })
    }
  })
})
