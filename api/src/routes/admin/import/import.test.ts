/**
 * Bulk uploads, templates and CSV exports over HTTP, against a real database: the template imports as it
 * is, bad rows are reported and nothing else is half-written, duplicates need an override that keeps
 * reviews, broken files get clear 400s, and exports are spreadsheet-safe.
 */
import { randomBytes } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { sql } from '@kitly/db'
import ExcelJS from 'exceljs'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../../../test/build-test-app.ts'
import {
  createAdmin,
  createCategory,
  createReview,
  createTask,
  createTool,
  createUser,
  multipartForm,
  unique,
} from '../../../../test/factories.ts'
import { finishedJob, type UploadedFile, uploadAsAdmin } from '../../../../test/import-uploads.ts'
import { injectAs } from '../../../../test/session.ts'
import { zipArchive } from '../../../../test/zip-archive.ts'
import { ToolListingFields } from '../../tools/schemas.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const BOM = '\uFEFF'
const TOOL_HEADER = 'Tool Name,Summary,Website Link,Category,Tags,Pricing Model'

const upload = (url: string, file: UploadedFile, fields: Record<string, string> = {}) =>
  uploadAsAdmin(app, url, file, fields)
const uploadTools = (name: string, content: Buffer | string, fields: Record<string, string> = {}) =>
  upload('/api/admin/tools/bulk-upload', { name, content }, fields)
const finished = async (uploading: Promise<LightMyRequestResponse>) => finishedJob(app, await uploading)

async function download(url: string): Promise<LightMyRequestResponse> {
  return injectAs(app, await createAdmin(app.db), { method: 'GET', url })
}

const ToolRow = z.object({
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  website_url: z.string(),
  category_name: z.string().nullable(),
  pricing_model: z.string().nullable(),
  is_paid: z.boolean(),
  is_featured: z.boolean(),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  ...ToolListingFields.shape,
  screenshots: z.array(z.string()),
  rating: z.number(),
  review_count: z.number(),
})
const findTool = (slug: string) =>
  app.db.maybeOne(sql.type(ToolRow)`
    SELECT t.name, t.slug, t.short_description, t.website_url, c.name AS category_name, t.pricing_model, t.is_paid,
           t.is_featured, t.tags, t.features, t.use_cases, t.platforms, t.has_api, t.open_source, t.license, t.company,
           t.screenshots, t.rating, t.review_count
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id WHERE t.slug = ${slug}`)
const countTools = () => app.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM tools`)

describe('POST /api/admin/tools/bulk-upload', () => {
  it('imports the downloaded template as it is, creating its categories', async () => {
    const template = await download('/api/admin/tools/template')
    expect(template.statusCode).toBe(200)
    expect(template.headers['content-disposition']).toBe('attachment; filename="ai_tools_template.csv"')
    expect(template.body.startsWith(`${BOM}Tool Name,Logo URL,Summary,Pricing Model,Free Credits,Video URL,`)).toBe(
      true,
    )

    const job = await finished(uploadTools('ai_tools_template.csv', template.rawPayload))
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({
      requiresOverride: false,
      successCount: 2,
      updatedCount: 0,
      errorCount: 0,
      errors: [],
      createdCategories: expect.arrayContaining(['Writing', 'Image Generation']),
    })
    expect(await findTool('pixel-forge')).toMatchObject({
      category_name: 'Image Generation',
      pricing_model: 'Paid',
      is_paid: true,
      is_featured: true,
      tags: ['images', 'design', 'e-commerce'],
      features: ['Background removal', 'Batch rendering'],
      use_cases: ['Product shots for an online shop'],
      platforms: ['web', 'api', 'self-hosted'],
      has_api: true,
      open_source: true,
      license: 'Apache-2.0',
      company: null,
    })
    expect(await findTool('acme-writer')).toMatchObject({
      use_cases: ['Weekly newsletter drafts', 'Product announcement emails'],
      platforms: ['web', 'browser-extension'],
      has_api: null,
      open_source: false,
      license: null,
      company: 'Acme Labs',
      is_paid: false,
      screenshots: ['https://acme-writer.example.com/shot-1.png', 'https://acme-writer.example.com/shot-2.png'],
    })
  })

  it('accepts snake_case and other spellings of the column names', async () => {
    const slug = unique('spelled')
    const csv = `TOOL_NAME,short description,WEBSITE URL,is_featured\n${slug},Spelled differently,https://${slug}.example.org,yes\n`
    const job = await finished(uploadTools('spellings.csv', csv))
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 0 })
    expect(await findTool(slug)).toMatchObject({ short_description: 'Spelled differently', is_featured: true })
  })

  it('reads the Notability column, refusing a tier outside 0-3 with the row and a human message', async () => {
    const [known, unknown] = [unique('known'), unique('odd')]
    const csv = [
      'Tool Name,Summary,Website Link,Notability',
      `${known},Widely known,https://${known}.example.com,2`,
      `${unknown},Too famous,https://${unknown}.example.com,5`,
    ].join('\r\n')
    const job = await finished(uploadTools('notability.csv', csv))
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 1 })
    expect(job.result?.errors).toEqual([{ row: 3, message: 'Notability must be a whole number from 0 to 3' }])
    const tier = await app.db.maybeOneFirst(sql.type(z.object({ notability: z.number() }))`
      SELECT notability FROM tools WHERE slug = ${known}`)
    expect(tier).toBe(2)
    const exported = await download('/api/admin/tools/export')
    expect(exported.body.split('\r\n')[0]).toContain(',Is Featured,Notability,Slug,')
  })

  it('reads the Discontinued column: a date marks the tool, a blank clears it, anything else is refused by row', async () => {
    const Mark = z.object({ slug: z.string(), discontinued_at: z.string().nullable() })
    const marks = async (slugs: string[]) =>
      Object.fromEntries(
        (
          await app.db.any(sql.type(Mark)`
            SELECT slug, to_char(discontinued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS discontinued_at
            FROM tools WHERE slug = ANY(${sql.array(slugs, 'text')})`)
        ).map((row) => [row.slug, row.discontinued_at]),
      )
    const [gone, live, kept, revived] = [unique('gone'), unique('live'), unique('kept'), unique('revived')]
    const created = await finished(
      uploadTools(
        'discontinued.csv',
        [
          'Tool Name,Summary,Website Link,Discontinued',
          `${gone},Was here,https://${gone}.example.com,2024-03-05`,
          `${live},Still here,https://${live}.example.com,`,
          `Odd,Bad day,https://odd-day.example.com,2024-02-30`,
          `Words,Not a date,https://words-day.example.com,last spring`,
          `Later,Not yet,https://later-day.example.com,2999-01-01`,
        ].join('\r\n'),
      ),
    )
    expect(created.result).toMatchObject({ successCount: 2, errorCount: 3 })
    expect(created.result?.errors).toEqual([
      { row: 4, message: 'Discontinued must be a date (YYYY-MM-DD) or blank, not "2024-02-30"' },
      { row: 5, message: 'Discontinued must be a date (YYYY-MM-DD) or blank, not "last spring"' },
      { row: 6, message: 'Discontinued must not be in the future (2999-01-01)' },
    ])
    expect(await marks([gone, live])).toEqual({ [gone]: '2024-03-05T00:00:00', [live]: null })

    // An update: a blank cell clears the mark, the same day keeps its exact time, another day replaces it.
    await createTool(app.db, { slug: kept, name: kept, websiteUrl: `https://${kept}.example.com` })
    await createTool(app.db, { slug: revived, name: revived, websiteUrl: `https://${revived}.example.com` })
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET discontinued_at = '2025-06-01T10:30:00Z' WHERE slug IN (${kept}, ${revived})`)
    const updated = await finished(
      uploadTools(
        'discontinued-again.csv',
        [
          'Tool Name,Summary,Website Link,Slug,Discontinued',
          `${gone},Was here,https://${gone}.example.com,${gone},2024-04-01`,
          `${live},Still here,https://${live}.example.com,${live},`,
          `${kept},Kept,https://${kept}.example.com,${kept},2025-06-01`,
          `${revived},Back,https://${revived}.example.com,${revived},`,
        ].join('\r\n'),
        { overrideDuplicates: 'true' },
      ),
    )
    expect(updated.result).toMatchObject({ updatedCount: 4, errorCount: 0 })
    expect(await marks([gone, live, kept, revived])).toEqual({
      [gone]: '2024-04-01T00:00:00',
      [live]: null,
      [kept]: '2025-06-01T10:30:00',
      [revived]: null,
    })
    // The vocabulary follows in the same transaction: the revived tool's words count again, the marked one's not.
    const counted = await app.db.anyFirst(sql.type(z.object({ word: z.string() }))`
      SELECT word FROM search_vocabulary WHERE word IN (${gone.replaceAll('-', '')}, ${revived.replaceAll('-', '')})`)
    expect(counted).toEqual([revived.replaceAll('-', '')])

    const exported = (await download('/api/admin/tools/export')).body
    expect(exported).toContain(`,${kept},active,2025-06-01,`)
    expect(exported).toContain(`,${revived},active,,`)
  })

  it('reads the listing columns, refuses an unknown platform or API answer, and exports them to import back', async () => {
    const [listed, odd, unsure] = [unique('listed'), unique('odd-platform'), unique('unsure')]
    const csv = [
      'Tool Name,Summary,Website Link,Features,Use Cases,Platforms,Has API,Open Source,Licence,Company',
      `${listed},Listed,https://${listed}.example.com,"[""Drafts, rewrites and summarises"", ""Brand voice""]",` +
        `Writing a newsletter,"iOS, Android, Browser extension",no,yes,MIT,Listed Labs`,
      `${odd},Odd,https://${odd}.example.com,,,"web, Xbox",,,,`,
      `${unsure},Unsure,https://${unsure}.example.com,,,,maybe,,,`,
    ].join('\r\n')
    const job = await finished(uploadTools('listing.csv', csv))
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 2 })
    expect(job.result?.errors).toEqual([
      {
        row: 3,
        message: 'Platforms: "xbox" is not one of web, ios, android, desktop, api, browser-extension, self-hosted',
      },
      { row: 4, message: 'Has API must be TRUE, FALSE or blank (not known)' },
    ])
    const expected = {
      features: ['Drafts, rewrites and summarises', 'Brand voice'],
      use_cases: ['Writing a newsletter'],
      platforms: ['ios', 'android', 'browser-extension'],
      has_api: false,
      open_source: true,
      license: 'MIT',
      company: 'Listed Labs',
    }
    expect(await findTool(listed)).toMatchObject(expected)

    const exported = await download('/api/admin/tools/export')
    expect(exported.body.split('\r\n')[0]).toContain(
      ',Features,Use Cases,Platforms,Has API,Open Source,Licence,Company,Is Featured,',
    )
    // Overwritten and imported back from the export: the same values, the feature holding a comma included.
    await app.db.query(sql.typeAlias('void')`
      UPDATE tools SET features = '{}', platforms = '{}', has_api = NULL, company = NULL WHERE slug = ${listed}`)
    const reimport = await finished(uploadTools('export.csv', exported.rawPayload, { overrideDuplicates: 'true' }))
    expect(reimport.result).toMatchObject({ errorCount: 0 })
    expect(await findTool(listed)).toMatchObject(expected)
  })

  it('reports each bad row with its number and reason, and writes exactly the good ones', async () => {
    const [a, b, c] = [unique('good'), unique('good'), unique('good')]
    const before = await countTools()
    const csv = [
      TOOL_HEADER,
      `${a},First good tool,https://${a}.example.com,,"ai, writing",Free`,
      `,No name here,https://nameless.example.com,,,`,
      `${b},Bad link,not a url at all,,,`,
      `${b},Second good tool,https://${b}.example.com,,,Freemium`,
      `${c},Bad pricing,https://${c}.example.com,,,Cheap`,
      `${a},Same slug again,https://other-${a}.example.com,,,`,
      `${c} two,Same site again,https://${a}.example.com/pricing,,,`,
    ].join('\r\n')
    const job = await finished(uploadTools('mixed.csv', csv))
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({ successCount: 2, updatedCount: 0, errorCount: 5 })
    expect(job.result?.errors).toEqual([
      { row: 3, message: 'Tool name is required' },
      { row: 4, message: 'Website URL must be a valid URL (http:// or https://)' },
      { row: 6, message: 'Pricing model must be one of Free, Freemium, Paid' },
      { row: 7, message: `Same slug "${a}" as row 2 of this file` },
      { row: 8, message: `Same website (${a}.example.com) as row 2 of this file` },
    ])
    expect(await countTools()).toBe(before + 2)
    expect(await findTool(a)).toMatchObject({ tags: ['ai', 'writing'], pricing_model: 'Free' })
    expect(await findTool(b)).toMatchObject({ short_description: 'Second good tool' })
  })

  it('asks for an override before touching existing tools, then updates them and keeps their reviews', async () => {
    const existing = await createTool(app.db, { name: 'Round Trip', pricingModel: 'Free' })
    const sameSite = await createTool(app.db)
    await createReview(app.db, { toolId: existing.id, rating: 5 })
    await createReview(app.db, { toolId: existing.id, rating: 4 })
    const fresh = unique('fresh')
    const category = unique('Brand New Category')
    const csv = [
      'Tool Name,Summary,Website Link,Pricing Model,Category',
      `Round Trip Renamed,Updated summary,https://${existing.slug}.example.com,Paid,${category}`,
      `${existing.slug},Matched by slug,https://elsewhere.example.com,Free,`,
      `Another name,Matched by website,https://www.${sameSite.slug}.example.com/home,Freemium,`,
      `${fresh},A new tool,https://${fresh}.example.com,Free,`,
    ].join('\n')
    const before = await countTools()

    const asked = await finished(uploadTools('override.csv', csv))
    expect(asked.status).toBe('needs_override')
    const body = asked.result
    expect(body).toMatchObject({ requiresOverride: true, successCount: 0, updatedCount: 0, errorCount: 1 })
    expect(body.message).toMatch(/^2 tools already exist/)
    expect(body.duplicates).toEqual([
      {
        row: 2,
        name: 'Round Trip Renamed',
        matched_by: 'website',
        existing: { id: existing.id, name: 'Round Trip', slug: existing.slug },
      },
      {
        row: 4,
        name: 'Another name',
        matched_by: 'website',
        existing: { id: sameSite.id, name: sameSite.name, slug: sameSite.slug },
      },
    ])
    expect(body.errors).toEqual([{ row: 3, message: 'Matches the same existing tool as row 2 of this file' }])
    expect(await countTools()).toBe(before)
    expect(await findTool(fresh)).toBeNull()
    const categories = await app.db.oneFirst(
      sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM categories WHERE name = ${category}`,
    )
    expect(categories).toBe(0)

    // The override flag as a form field after the file, as a FormData built in that order sends it.
    const confirmed = await finished(uploadTools('override.csv', csv, { overrideDuplicates: 'true' }))
    expect(confirmed.result).toMatchObject({
      requiresOverride: false,
      successCount: 1,
      updatedCount: 2,
      errorCount: 1,
      createdCategories: [category],
    })
    expect(await findTool(existing.slug)).toMatchObject({
      name: 'Round Trip Renamed',
      short_description: 'Updated summary',
      pricing_model: 'Paid',
      is_paid: true,
      category_name: category,
      rating: 4.5,
      review_count: 2,
    })
    expect(await findTool(sameSite.slug)).toMatchObject({ name: 'Another name' })
    expect(await countTools()).toBe(before + 1)
  })

  describe('the Tasks column', () => {
    const TaskTag = z.object({ slug: z.string(), reviewed: z.boolean() })
    const tasksOf = (toolSlug: string) =>
      app.db.any(sql.type(TaskTag)`
        SELECT tk.slug, tt.reviewed FROM tool_tasks tt
        JOIN tasks tk ON tk.id = tt.task_id JOIN tools t ON t.id = tt.tool_id
        WHERE t.slug = ${toolSlug} ORDER BY tk.slug`)

    it('tags tools with the slugs given (; or , between them), reviewed, and refuses a row naming an unknown task', async () => {
      const [a, b] = [await createTask(app.db), await createTask(app.db)]
      const [first, second, refused] = [unique('tasked'), unique('tasked'), unique('tasked')]
      const csv = [
        'Tool Name,Summary,Website Link,Tasks',
        `${first},Given two tasks,https://${first}.example.com,"${a.slug}; ${b.slug}"`,
        `${second},Given one task,https://${second}.example.com,"${b.slug.toUpperCase()},"`,
        `${refused},Names a task that is not there,https://${refused}.example.com,"${a.slug}, time-travel"`,
      ].join('\n')
      const job = await finished(uploadTools('tasks.csv', csv))
      expect(job.result).toMatchObject({ successCount: 2, errorCount: 1 })
      expect(job.result?.errors).toEqual([{ row: 4, message: 'Unknown task: time-travel' }])
      expect(await findTool(refused)).toBeNull()
      expect(await tasksOf(first)).toEqual([a.slug, b.slug].sort().map((slug) => ({ slug, reviewed: true })))
      expect(await tasksOf(second)).toEqual([{ slug: b.slug, reviewed: true }])
    })

    it("suggests tasks, unreviewed, for rows without any, from the tool's words as the kit planner reads them", async () => {
      const narrate = await createTask(app.db, {
        name: 'Narrate quokkaglyph stories',
        triggers: ['quokkaglyph audiobook'],
      })
      const paint = await createTask(app.db, { name: 'Paint zorblat murals', synonyms: ['zorblat wall art'] })
      const [storyteller, painter, plain] = [unique('teller'), unique('painter'), unique('plain')]
      const csv = [
        'Tool Name,Summary,Website Link,Tags',
        `${storyteller},Narrates quokkaglyph stories aloud,https://${storyteller}.example.com,"quokkaglyph audiobooks"`,
        `${painter},Murals for any wall,https://${painter}.example.com,"zorblat wall art"`,
        `${plain},Does nothing the tasks name,https://${plain}.example.com,`,
      ].join('\n')
      expect((await finished(uploadTools('suggested.csv', csv))).result).toMatchObject({
        successCount: 3,
        errorCount: 0,
      })
      expect(await tasksOf(storyteller)).toEqual([{ slug: narrate.slug, reviewed: false }])
      expect(await tasksOf(painter)).toEqual([{ slug: paint.slug, reviewed: false }])
      expect(await tasksOf(plain)).toEqual([])
    })

    it("on override, replaces the tasks a row gives and keeps a tool's tasks when the row gives none", async () => {
      const [kept, dropped, added] = [await createTask(app.db), await createTask(app.db), await createTask(app.db)]
      const [retagged, untouched] = [await createTool(app.db), await createTool(app.db)]
      await app.db.query(sql.typeAlias('void')`
        INSERT INTO tool_tasks (tool_id, task_id, reviewed)
        VALUES (${retagged.id}, ${kept.id}, false), (${retagged.id}, ${dropped.id}, true),
               (${untouched.id}, ${dropped.id}, false)`)
      const csv = [
        'Tool Name,Summary,Website Link,Tasks',
        `${retagged.slug},Retagged,https://${retagged.slug}.example.com,"${kept.slug}; ${added.slug}"`,
        `${untouched.slug},Narrates quokkaglyph stories,https://${untouched.slug}.example.com,`,
      ].join('\n')
      const job = await finished(uploadTools('retag.csv', csv, { overrideDuplicates: 'true' }))
      expect(job.result).toMatchObject({ updatedCount: 2, errorCount: 0 })
      // A task the tool already had keeps its review state; a new one is reviewed (an admin wrote it).
      expect(await tasksOf(retagged.slug)).toEqual(
        [
          { slug: kept.slug, reviewed: false },
          { slug: added.slug, reviewed: true },
        ].sort((x, y) => x.slug.localeCompare(y.slug)),
      )
      expect(await tasksOf(untouched.slug)).toEqual([{ slug: dropped.slug, reviewed: false }])
    })
  })

  it('imports the first sheet of an .xlsx workbook', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Tools')
    const slug = unique('sheet-tool')
    sheet.addRow(['Tool Name', 'Summary', 'Website Link', 'Is Featured', 'Tags'])
    sheet.addRow([
      slug,
      'From a workbook',
      { text: `https://${slug}.example.com`, hyperlink: `https://${slug}.example.com` },
      true,
      'a, b',
    ])
    sheet.addRow([])
    sheet.addRow(['', 'Missing a name', `https://x-${slug}.example.com`, false, ''])
    workbook.addWorksheet('Notes').addRow(['ignored'])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())

    const job = await finished(uploadTools('tools.xlsx', xlsx))
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({
      successCount: 1,
      errorCount: 1,
      errors: [{ row: 4, message: 'Tool name is required' }],
    })
    expect(await findTool(slug)).toMatchObject({ is_featured: true, tags: ['a', 'b'] })
  })

  it('refuses a zip bomb, a part packed more than 100 to 1, before unpacking it', async () => {
    const before = await countTools()
    const sheet = Buffer.alloc(20 * 1024 * 1024, ' ')
    const bomb = zipArchive([
      { name: '[Content_Types].xml', packed: deflateRawSync('<Types/>'), size: 8 },
      { name: 'xl/worksheets/sheet1.xml', packed: deflateRawSync(sheet), size: sheet.length },
    ])
    expect(bomb.length).toBeLessThan(100 * 1024)
    const job = await finished(uploadTools('bomb.xlsx', bomb))
    expect(job.status).toBe('failed')
    expect(job.error).toBe(
      'The .xlsx file is refused: its part xl/worksheets/sheet1.xml unpacks to more than 100 times its packed size, which no real workbook does.',
    )
    expect(await countTools()).toBe(before)
  })

  it('refuses a workbook that unpacks to more than 200 MB, before unpacking it', async () => {
    const parts = ['sheet1', 'sheet2', 'sheet3'].map((sheet) => ({
      name: `xl/worksheets/${sheet}.xml`,
      packed: randomBytes(1024 * 1024),
      size: 80 * 1024 * 1024,
    }))
    const job = await finished(uploadTools('huge.xlsx', zipArchive(parts)))
    expect(job.status).toBe('failed')
    expect(job.error).toBe(
      'The .xlsx file unpacks to 240 MB, more than the 200 MB an import may hold: split it into smaller files.',
    )
  })

  // A file whose name is no spreadsheet's is refused by the upload; what its content is, its job finds out.
  it.each([
    ['an empty file', 'empty.csv', '', 'job fails', 'The file is empty: it has no header row and no data rows.'],
    [
      'a header row only',
      'headers.csv',
      `${TOOL_HEADER}\r\n`,
      'job fails',
      'The file has a header row but no data rows.',
    ],
    [
      'binary junk',
      'junk.csv',
      Buffer.from([0x00, 0xff, 0x10, 0x00, 0x42]),
      'job fails',
      'The file is not a text CSV file: upload a .csv or .xlsx file.',
    ],
    [
      'a workbook named .csv',
      'book.csv',
      Buffer.from('PK\u0003\u0004rest'),
      'job fails',
      /is an Excel workbook, not a CSV/,
    ],
    [
      'text named .xlsx',
      'fake.xlsx',
      'Tool Name\nx\n',
      'job fails',
      'The file is not a valid .xlsx workbook: upload a .csv or .xlsx file.',
    ],
    [
      'a wrong extension',
      'tools.pdf',
      '%PDF-1.4',
      400,
      'Unsupported file type "tools.pdf": upload a .csv or .xlsx file.',
    ],
    ['a legacy .xls', 'tools.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 415, /save the sheet as .xlsx or .csv/],
    [
      'missing columns',
      'cols.csv',
      'Name,Notes\nx,y\n',
      'job fails',
      /missing required columns: Summary, Website Link/,
    ],
    [
      'an unclosed quote',
      'quote.csv',
      `${TOOL_HEADER}\n"broken,x,https://x.example.com,,,\n`,
      'job fails',
      /^The CSV file could not be read/,
    ],
  ] as const)('refuses %s with a clear message, writing nothing', async (_case, name, content, refusal, message) => {
    const before = await countTools()
    const expected = typeof message === 'string' ? message : expect.stringMatching(message)
    const response = await uploadTools(name, content)
    if (refusal === 'job fails') {
      const job = await finishedJob(app, response)
      expect(job.status).toBe('failed')
      expect(job.error).toEqual(expected)
    } else {
      expect(response.statusCode).toBe(refusal)
      expect(response.json().error).toEqual(expected)
    }
    expect(await countTools()).toBe(before)
  })

  it('answers 400 when the form has no file', async () => {
    const admin = await createAdmin(app.db)
    const form = multipartForm([{ field: 'overrideDuplicates', content: 'true' }])
    const response = await injectAs(app, admin, { method: 'POST', url: '/api/admin/tools/bulk-upload', ...form })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Choose a file to upload: a .csv or .xlsx file.')
  })
})

describe('POST /api/admin/reviews/bulk-upload', () => {
  it('matches tools by name or slug in any case, keeps ratings exact and skips reviews already on record', async () => {
    const tool = await createTool(app.db, { name: unique('Review Target') })
    const other = await createTool(app.db)
    await createReview(app.db, { toolId: tool.id, rating: 1 })
    const csv = [
      'Tool Name,Reviewer Name,Email,Rating,Review Title,Review Text,Use Case Description,Date',
      `${tool.name.toUpperCase()},Ann,ann@example.com,5,Great,Works well,Drafting,2025-01-15`,
      `${other.slug},Bob,,3,,Fine,,`,
      `No Such Tool,Cy,,4,,Hmm,,`,
      `${other.slug},Dee,not-an-email,9,,Bad,,`,
      `${other.slug},,,,,,,`,
    ].join('\n')
    const job = await finished(
      upload('/api/admin/reviews/bulk-upload', { name: 'reviews.csv', content: csv, field: 'csvFile' }),
    )
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({ successCount: 2, skippedCount: 0, errorCount: 3 })
    expect(job.result.errors).toEqual([
      { row: 4, message: 'No tool named or with the slug "No Such Tool"' },
      { row: 5, message: 'Please enter a valid email address; Rating must be a whole number from 1 to 5' },
      { row: 6, message: 'Reviewer name is required; Review text is required' },
    ])
    expect(await findTool(tool.slug)).toMatchObject({ rating: 3, review_count: 2 })
    expect(await findTool(other.slug)).toMatchObject({ rating: 3, review_count: 1 })
    const dated = await app.db.oneFirst(sql.type(z.object({ created_at: z.string() }))`
      SELECT created_at FROM reviews WHERE tool_id = ${tool.id} AND user_name = 'Ann'`)
    expect(dated.startsWith('2025-01-15')).toBe(true)

    const again = await finished(upload('/api/admin/reviews/bulk-upload', { name: 'reviews.csv', content: csv }))
    expect(again.result).toMatchObject({ successCount: 0, skippedCount: 2, errorCount: 3 })
    expect(await findTool(tool.slug)).toMatchObject({ review_count: 2 })
  })

  it('reads a review date typed as a date in Excel (a number in a date format) from an .xlsx', async () => {
    const tool = await createTool(app.db, { name: unique('Dated Review Target') })
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Reviews')
    sheet.addRow(['Tool Name', 'Reviewer Name', 'Rating', 'Review Text', 'Date'])
    sheet.addRow([tool.slug, 'Eve', 4, 'Dated in Excel', new Date(Date.UTC(2025, 2, 9))])
    sheet.getCell('E2').numFmt = 'dd/mm/yyyy'
    const job = await finished(
      upload('/api/admin/reviews/bulk-upload', {
        name: 'reviews.xlsx',
        content: Buffer.from(await workbook.xlsx.writeBuffer()),
      }),
    )
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 0 })
    const dated = await app.db.oneFirst(sql.type(z.object({ created_at: z.string() }))`
      SELECT created_at FROM reviews WHERE tool_id = ${tool.id} AND user_name = 'Eve'`)
    expect(dated.startsWith('2025-03-09')).toBe(true)
  })

  it('offers a template with the columns the import reads, whose rows import once their tools exist', async () => {
    const tools = await download('/api/admin/tools/template')
    await finished(uploadTools('ai_tools_template.csv', tools.rawPayload, { overrideDuplicates: 'true' }))
    const template = await download('/api/admin/reviews/template')
    expect(template.headers['content-disposition']).toBe('attachment; filename="reviews_template.csv"')
    expect(template.body.split('\r\n')[0]).toBe(
      `${BOM}Tool Name,Reviewer Name,Email,Rating,Review Title,Review Text,Use Case Description,Date`,
    )
    const job = await finished(
      upload('/api/admin/reviews/bulk-upload', { name: 'r.csv', content: template.rawPayload }),
    )
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({ successCount: 2, errorCount: 0 })
  })

  it('refuses a header row without reviews', async () => {
    const job = await finished(
      upload('/api/admin/reviews/bulk-upload', { name: 'r.csv', content: 'Tool Name,Reviewer Name,Review Text\n' }),
    )
    expect(job.status).toBe('failed')
    expect(job.error).toBe('The file has a header row but no data rows.')
  })
})

describe('CSV exports', () => {
  const today = new Date().toISOString().slice(0, 10)

  it('exports tools RFC 4180-quoted, with a BOM, neutralising formulas, and the export imports back', async () => {
    const category = await createCategory(app.db, { name: unique('Export Cat') })
    const slug = unique('exported')
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tools (name, slug, short_description, description, website_url, category_id, tags, search_keywords)
      VALUES (${'=HYPERLINK("http://evil.example")'}, ${slug}, ${'Says "hi", twice'}, ${'line one\nline two'},
              ${`https://${slug}.example.com`}, ${category.id}, ${sql.array(['a', 'b'], 'text')}, ${'@sum, +1, -2'})`)
    const [draft, edit] = [await createTask(app.db, { slug: unique('draft') }), await createTask(app.db)]
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed)
      SELECT t.id, tk.id, tk.id = ${draft.id} FROM tools t, tasks tk
      WHERE t.slug = ${slug} AND tk.id IN (${draft.id}, ${edit.id})`)
    const response = await download('/api/admin/tools/export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ai_tools_export_${today}.csv"`)
    expect(response.body.startsWith(`${BOM}Tool Name,Logo URL,Summary,`)).toBe(true)
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")",,"Says ""hi"", twice",`)
    expect(response.body).toContain(`"a, b","'@sum, +1, -2","line one\nline two",`)
    expect(response.body.split('\r\n')[0]).toContain(',Slug,Status,Discontinued,Tasks,Plans,Rating,')
    // Every task, reviewed or suggested, as the list columns are written; a live tool's Discontinued is blank.
    expect(response.body).toContain(`,${slug},active,,"${[draft.slug, edit.slug].sort().join(', ')}",`)

    // Re-importing the export finds every tool already there.
    const reimport = await finished(uploadTools(`ai_tools_export_${today}.csv`, response.rawPayload))
    expect(reimport.result).toMatchObject({ requiresOverride: true, successCount: 0, errorCount: 0 })
    expect(reimport.result.ignoredColumns).toEqual(['Rating', 'Review Count', 'Created At'])
    expect(reimport.result.duplicates).toContainEqual(
      expect.objectContaining({ name: '=HYPERLINK("http://evil.example")', matched_by: 'slug' }),
    )
  })

  it('exports contact inquiries and registered users as <name>_<date>.csv', async () => {
    const user = await createUser(app.db, { name: '+Plus Name', mobile: '+1 555 0100' })
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO contact_inquiries (email, query_type, message) VALUES ('ask@example.com', 'support', ${'-1 is wrong'})`)
    const inquiries = await download('/api/admin/contact-inquiries/export')
    expect(inquiries.headers['content-disposition']).toBe(`attachment; filename="contact_inquiries_${today}.csv"`)
    expect(inquiries.body.split('\r\n')[0]).toBe(
      `${BOM}ID,Email,Mobile,Query Type,Message,Status,Admin Notes,Created At`,
    )
    expect(inquiries.body).toContain(",ask@example.com,,support,'-1 is wrong,new,,")

    const users = await download('/api/admin/registered-users/export')
    expect(users.headers['content-disposition']).toBe(`attachment; filename="registered_users_${today}.csv"`)
    expect(users.body).toContain(`${user.id},'+Plus Name,${user.email},,user,Active,'+1 555 0100,`)
  })
})

describe('access', () => {
  const routes = [
    ['POST', '/api/admin/tools/bulk-upload'],
    ['POST', '/api/admin/reviews/bulk-upload'],
    ['GET', '/api/admin/tools/template'],
    ['GET', '/api/admin/reviews/template'],
    ['GET', '/api/admin/tools/export'],
    ['GET', '/api/admin/registered-users/export'],
  ] as const

  it('lets moderators export the contact inquiries they answer, and no one else but admins', async () => {
    const url = '/api/admin/contact-inquiries/export'
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await injectAs(app, await createUser(app.db), { url })).statusCode).toBe(403)
    expect((await injectAs(app, await createUser(app.db, { role: 'moderator' }), { url })).statusCode).toBe(200)
  })

  it.each(routes)('%s %s answers 401 to visitors and 403 to non-admins', async (method, url) => {
    const form = multipartForm([
      { field: 'file', filename: 'x.csv', content: `${TOOL_HEADER}\nx,y,https://x.example.com,,,\n` },
    ])
    const request = { method, url, ...(method === 'POST' ? form : {}) }
    expect((await app.inject(request)).statusCode).toBe(401)
    const user = await createUser(app.db)
    expect((await injectAs(app, user, request)).statusCode).toBe(403)
    const moderator = await createUser(app.db, { role: 'moderator' })
    expect((await injectAs(app, moderator, request)).statusCode).toBe(403)
  })
})

describe('POST /api/admin/tutorials/bulk-upload and GET /api/admin/tutorials/export', () => {
  const storedTutorials = (toolId: number) =>
    app.db.any(sql.type(z.object({ title: z.string(), position: z.number(), duration_minutes: z.number().nullable() }))`
      SELECT title, position, duration_minutes FROM tool_tutorials WHERE tool_id = ${toolId} ORDER BY position`)

  it('adds rows after the tool’s tutorials in file order, says which rows are wrong, and skips those on record', async () => {
    const tool = await createTool(app.db)
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_tutorials (tool_id, title, position) VALUES (${tool.id}, 'Already here', 0)`)
    const csv = [
      'Tool,Title,Description,Difficulty,Duration (minutes),Video URL,PDF URL',
      `${tool.slug},First steps,"Open it, **try** it",Beginner,10,https://youtu.be/dQw4w9WgXcQ,`,
      `no-such-tool,Lost,,,,,`,
      `${tool.slug},Bad one,,expert,0,javascript:alert(1),`,
      `${tool.slug},Going further,,advanced,,,https://example.com/guide.pdf`,
      `${tool.slug},Already here,,,,,`,
    ].join('\n')
    const job = await finished(upload('/api/admin/tutorials/bulk-upload', { name: 'tutorials.csv', content: csv }))
    expect(job.status).toBe('succeeded')
    expect(job.result).toMatchObject({ successCount: 2, skippedCount: 1, errorCount: 2 })
    expect(job.result?.errors).toEqual([
      { row: 3, message: 'No tool with the slug "no-such-tool"' },
      {
        row: 4,
        message:
          'Difficulty must be one of beginner, intermediate, advanced; Duration must be a whole number of minutes from 1 to 600; Video URL must be a valid URL',
      },
    ])
    expect(await storedTutorials(tool.id)).toEqual([
      { title: 'Already here', position: 0, duration_minutes: null },
      { title: 'First steps', position: 1, duration_minutes: 10 },
      { title: 'Going further', position: 2, duration_minutes: null },
    ])

    const again = await finished(upload('/api/admin/tutorials/bulk-upload', { name: 'tutorials.csv', content: csv }))
    expect(again.result).toMatchObject({ successCount: 0, skippedCount: 3, errorCount: 2 })

    const exported = await download('/api/admin/tutorials/export')
    expect(exported.headers['content-disposition']).toMatch(/filename="tutorials_export_\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = exported.body.trim().split(/\r?\n/)
    expect(lines[0]).toContain('Tool,Title,Description,Difficulty,Duration (minutes),Video URL,PDF URL,Position')
    expect(lines).toContain(
      `${tool.slug},First steps,"Open it, **try** it",beginner,10,https://youtu.be/dQw4w9WgXcQ,,2`,
    )
  })

  it('offers a template whose sample rows import once their tools exist', async () => {
    const template = await download('/api/admin/tutorials/template')
    expect(template.headers['content-disposition']).toContain('tutorials_template.csv')
    await createTool(app.db, { slug: 'chatgpt' })
    const job = await finished(
      upload('/api/admin/tutorials/bulk-upload', { name: 't.csv', content: template.rawPayload }),
    )
    expect(job.result).toMatchObject({ successCount: 1, errorCount: 1 })
    expect(job.result?.errors).toEqual([{ row: 3, message: 'No tool with the slug "canva"' }])
  })

  it('refuses a file without the Tool and Title columns with a 400 naming them', async () => {
    const job = await finished(upload('/api/admin/tutorials/bulk-upload', { name: 't.csv', content: 'Name,Text\na,b' }))
    expect(job.status).toBe('failed')
    expect(job.error).toMatch(/Tool/)
  })
})
