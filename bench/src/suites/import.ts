/**
 * G13-G17, bulk import (BENCHMARKS.md), as three suites so `--only` can pick them. Each import window loads a fresh batch of tools and the rows are removed
 * (outside the window) before the next, so every window starts from the phase's catalog:
 * - G13: COPY into a plain staging table (the product's writer) vs row-by-row INSERT (prepared), rows/s;
 * - G14: the product's end-to-end CSV import (parse, validate, COPY, set-based insert into the indexed tools table,
 *   pending-list cleanup) vs a naive import (same parser and validation, one INSERT per row, on the first
 *   NAIVE_ROWS rows), rows/s, and its absolute rows/s; G15: the same import vs csv-parse alone on the same file;
 * - G16: a 50k-row .xlsx imported streaming vs after loading the whole workbook, each in a process of its own, three
 *   times each (rows/s: the median, judged by the dispersion rule; peak RSS: the largest);
 * - G17: search p99 (tail words) right after a 10k-row import, while the search outbox still holds its changes, ÷
 *   right before it, the median of three imports; the imported rows use words of their own, so the searches' answers
 *   are the same on both sides.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'
import { importTools, openCopySession, readSheet, ToolFieldsSchema } from '@kitly/api/import'
import { parse } from 'csv-parse'
import pg from 'pg'
import { createSqlTag } from 'slonik'
import { z } from 'zod'
import { latencyWindow } from '../measure/db.ts'
import { Rotation } from '../measure/rotation.ts'
import type { WindowResult } from '../protocol/interleave.ts'
import { median, percentile } from '../protocol/stats.ts'
import { member, recordGoal, recordRepeated, type Suite, type SuiteContext } from './context.ts'
import { csvFile, fileStream, IMPORT_HEADER, importRows, removeImported, writeXlsx } from './import-data.ts'

/** BENCHMARKS.md's 10k rows; the quick run imports fewer (each window is a whole import, seconds on a busy box). */
const csvRows = (context: SuiteContext) => (context.quick ? 2_000 : 10_000)
/**
 * The naive import's rows: its rate is the same per row however many there are (each row's INSERT maintains the
 * vocabulary and the outbox on its own, ~18 ms a row), and 10k rows took 3 minutes a window, 37 for the pair's
 * rounds, three times the full run's budget.
 */
const NAIVE_ROWS = 500
/** G17 is defined on a 10k-row import. */
const SEARCH_IMPORT_ROWS = 10_000
const XLSX_ROWS = 50_000
const execNode = promisify(execFile)
const sql = createSqlTag()

/** One timed job as a window: `count` rows in the job's seconds; `after` runs untimed. */
async function jobWindow(
  count: number,
  job: () => Promise<number>,
  after?: () => Promise<void>,
): Promise<WindowResult> {
  const started = performance.now()
  const done = await job()
  const seconds = (performance.now() - started) / 1000
  await after?.()
  return { count: done, errors: done === count ? 0 : 1, seconds }
}

const STAGING = `CREATE TEMP TABLE bench_staging (row_number int, ${IMPORT_HEADER.map((_, i) => `c${i} text`).join(', ')})
  ON COMMIT DROP`

async function copyIntoStaging(databaseUrl: string, rows: string[][]): Promise<number> {
  const session = await openCopySession(databaseUrl)
  try {
    await session.run(STAGING)
    const copy = session.copyIn('COPY bench_staging FROM STDIN')
    for (const [i, row] of rows.entries()) await copy.write([i, ...row])
    await copy.end()
    return rows.length
  } finally {
    await session.close()
  }
}

async function insertRowByRow(databaseUrl: string, rows: string[][]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(STAGING)
    const text = `INSERT INTO bench_staging VALUES ($1, ${IMPORT_HEADER.map((_, i) => `$${i + 2}`).join(', ')})`
    for (const [i, row] of rows.entries()) await client.query({ name: 'bench-g13', text, values: [i, ...row] })
    await client.query('ROLLBACK')
    return rows.length
  } finally {
    await client.end()
  }
}

/** The naive import: the same parser and field rules, then one INSERT per row into tools, in one transaction. */
async function naiveImport(databaseUrl: string, file: Buffer): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const categories = new Map(
      (await client.query<{ id: number; slug: string }>('SELECT id, slug FROM categories')).rows.map((c) => [
        c.slug,
        c.id,
      ]),
    )
    await client.query('BEGIN')
    let inserted = 0
    for await (const record of fileStream(file).pipe(parse({ columns: true }))) {
      const row = record as Record<string, string>
      const tool = ToolFieldsSchema.parse({
        name: row['Tool Name'],
        slug: row.Slug,
        short_description: row.Summary,
        pricing_model: row['Pricing Model'],
        website_url: row['Website Link'],
        tags: row.Tags,
        description: row.Description,
        features: row.Features,
        is_featured: row['Is Featured'],
      })
      await client.query({
        name: 'bench-naive-import',
        text: `INSERT INTO tools (name, slug, short_description, pricing_model, website_url, category_id, tags, description,
                                  features, is_featured)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        values: [
          tool.name,
          tool.slug,
          tool.short_description,
          tool.pricing_model,
          tool.website_url,
          categories.get(row.Category ?? '') ?? null,
          tool.tags,
          tool.description ?? '',
          tool.features,
          tool.is_featured,
        ],
      })
      inserted += 1
    }
    await client.query('COMMIT')
    return inserted
  } finally {
    await client.end()
  }
}

async function bareParse(file: Buffer): Promise<number> {
  let rows = 0
  for await (const _record of fileStream(file).pipe(parse())) rows += 1
  return rows - 1
}

async function productImport(databaseUrl: string, file: Buffer): Promise<number> {
  const result = await importTools(databaseUrl, readSheet(fileStream(file), 'csv'), { override: false })
  return result.successCount
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits))

export const csvImport: Suite = {
  name: 'Bulk import: CSV',
  goals: ['G13', 'G14', 'G15'],
  // Import speed does not depend on the catalog's size; the S catalog is what the tools table holds meanwhile.
  runsIn: ({ size }) => size === 'S',
  async run(context) {
    const { databaseUrl } = context
    const count = csvRows(context)
    const rows = importRows(context.dataset, count)
    const file = csvFile(rows)
    const naiveCount = Math.min(count, NAIVE_ROWS)
    const naiveFile = csvFile(rows.slice(0, naiveCount))
    const cleanup = () => removeImported(databaseUrl)

    await context.runner.pairs(context.size, {
      name: 'Staging load',
      members: [
        member('copy', `COPY into a temporary staging table, ${count} rows`, () =>
          jobWindow(count, () => copyIntoStaging(databaseUrl, rows)),
        ),
        member('rows', `row-by-row INSERT (prepared) into the same table, ${count} rows`, () =>
          jobWindow(count, () => insertRowByRow(databaseUrl, rows)),
        ),
      ],
      ratios: [
        {
          goal: 'G13',
          numerator: { member: 'copy', statistic: 'rate' },
          denominator: { member: 'rows', statistic: 'rate' },
        },
      ],
    })

    await context.runner.pairs(context.size, {
      name: 'CSV import',
      members: [
        member('import', `product CSV import into tools, ${count} rows`, () =>
          jobWindow(count, () => productImport(databaseUrl, file), cleanup),
        ),
        member('naive', `naive import: parse, validate, one INSERT per row, ${naiveCount} rows`, () =>
          jobWindow(naiveCount, () => naiveImport(databaseUrl, naiveFile), cleanup),
        ),
        member('parse', 'csv-parse alone on the same file', () => jobWindow(count, () => bareParse(file))),
      ],
      ratios: [
        {
          goal: 'G14',
          numerator: { member: 'import', statistic: 'rate' },
          denominator: { member: 'naive', statistic: 'rate' },
        },
        {
          goal: 'G15',
          numerator: { member: 'import', statistic: 'rate' },
          denominator: { member: 'parse', statistic: 'rate' },
        },
      ],
    })
    recordImportRate(context, count)
  },
}

export const xlsxImport: Suite = {
  name: 'Bulk import: XLSX',
  goals: ['G16'],
  // Four imports of 50k rows do not fit the quick run's 3 minutes.
  runsIn: ({ size, quick }) => size === 'S' && !quick,
  run: (context) => measureXlsx(context),
}

export const searchAfterImport: Suite = {
  name: 'Search after a bulk import',
  goals: ['G17'],
  runsIn: ({ size }) => size === 'S',
  // Rows whose words the queries do not use: both sides answer the same hits, so the ratio measures what the
  // import leaves behind (GIN pending lists, stale statistics, P6), not a larger result set.
  run: (context) =>
    measureSearchAfterImport(context, csvFile(importRows(context.dataset, SEARCH_IMPORT_ROWS, { foreignWords: true }))),
}

/** G14's absolute figure: the product import's median rows/s over the rounds of the group just run. */
function recordImportRate(context: SuiteContext, count: number) {
  const group = context.runner.groups.at(-1)
  const rates = (group?.rounds ?? []).flatMap((r) => r.windows.filter((w) => w.member === 'import').map((w) => w.rate))
  recordGoal(context, 'G14 rows/s', Math.round(median(rates)), `${rates.length} windows of ${count} rows`)
}

async function measureXlsx(context: SuiteContext) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kitly-bench-xlsx-'))
  try {
    const file = path.join(dir, 'tools.xlsx')
    await writeXlsx(importRows(context.dataset, XLSX_ROWS), file)
    const child = path.join(import.meta.dirname, 'import-xlsx-child.ts')
    type Run = { mode: 'stream' | 'load'; rows: number; seconds: number; maxRssMb: number; rate: number }
    const measure = async (mode: Run['mode']): Promise<Run> => {
      const { stdout } = await execNode(process.execPath, [child, mode, file, context.databaseUrl], {
        maxBuffer: 1 << 20,
      })
      await removeImported(context.databaseUrl)
      const result = JSON.parse(stdout) as { rows: number; errors: number; seconds: number; maxRssMb: number }
      if (result.rows !== XLSX_ROWS) throw new Error(`G16 ${mode}: ${result.rows} of ${XLSX_ROWS} rows imported`)
      return { mode, ...result, rate: result.rows / result.seconds }
    }
    // Each import is a 50k-row job of several seconds: A–B–B–A–A–B, three of each.
    const order = ['stream', 'load', 'load', 'stream', 'stream', 'load'] as const
    const runs: Run[] = []
    for (const mode of order) runs.push(await measure(mode))
    const side = (mode: 'stream' | 'load') => {
      const mine = runs.filter((r) => r.mode === mode)
      return { rate: median(mine.map((r) => r.rate)), rss: Math.max(...mine.map((r) => r.maxRssMb)) }
    }
    const [streaming, loading] = [side('stream'), side('load')]
    const figures =
      `streaming ${Math.round(streaming.rate)} rows/s, ${Math.round(streaming.rss)} MB; ` +
      `whole workbook ${Math.round(loading.rate)} rows/s, ${Math.round(loading.rss)} MB`
    const streamingRates = runs.filter((r) => r.mode === 'stream').map((r) => r.rate)
    recordRepeated(context, 'G16 rows/s', streamingRates, figures, { digits: 0 })
    recordGoal(context, 'G16 RSS', round(streaming.rss / loading.rss), figures)
    recordGoal(context, 'G16 MB', Math.round(streaming.rss), figures)
    context.extra.g16 = runs
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const outboxBacklog = (context: SuiteContext) =>
  context.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_outbox`)

/** Waits (at most 60 s) until Kitly's outbox worker has taken the import's change rows, so the next round starts idle. */
async function outboxDrained(context: SuiteContext): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && (await outboxBacklog(context)) > 0) await delay(100)
}

async function measureSearchAfterImport(context: SuiteContext, file: Buffer) {
  const words = new Rotation(context.queries.tail.map((q) => q.q))
  const search = () =>
    latencyWindow({
      queries: words,
      run: (q) => context.engine.tools({ q, limit: 20 }),
      seconds: context.windowSeconds,
      minSamples: 200,
    })
  const ratios: number[] = []
  const before: number[] = []
  const after: number[] = []
  const backlogs: number[] = []
  // Each round is a whole 10k-row import: one in the quick run, three in the full one. The search right after it runs
  // while Kitly's outbox worker is still taking the import's change rows, as a visitor's would.
  for (let i = 0; i < (context.quick ? 1 : 3); i++) {
    const p99Before = percentile((await search()).samples ?? [], 99)
    await productImport(context.databaseUrl, file)
    backlogs.push(await outboxBacklog(context))
    const p99After = percentile((await search()).samples ?? [], 99)
    await outboxDrained(context)
    await removeImported(context.databaseUrl)
    before.push(p99Before)
    after.push(p99After)
    ratios.push(p99After / p99Before)
  }
  recordRepeated(
    context,
    'G17',
    ratios,
    `search p99 before ${round(median(before), 3)} ms, after ${round(median(after), 3)} ms, ${SEARCH_IMPORT_ROWS}-row ` +
      `imports with ${backlogs.join(', ')} change rows still queued when the search after began`,
  )
}
