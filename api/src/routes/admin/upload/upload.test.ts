/** POST /api/admin/upload: logos recognised by content, SVGs only when inert, size-capped, served inert. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createAdmin, multipartForm } from '../../../../test/factories.ts'
import { imageHeader } from '../../../../test/image-headers.ts'
import { pdfWith } from '../../../../test/pdf-files.ts'
import { browserAs } from '../../../../test/session.ts'
import { ADMIN_UPLOADS_PER_HOUR } from '../../../auth/account-limits.ts'
import { ACTIVE_PDF, DAMAGED_PDF } from '../../../uploads/pdf-safety.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const WEBP = imageHeader.webp(64, 64)
const GIF = imageHeader.gif(64, 64)
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>'

const upload = (content: Buffer | string, filename = 'logo.png', type = 'image/png', url = '/api/admin/upload') =>
  context.asAdmin.inject({ method: 'POST', url, ...multipartForm([{ field: 'file', filename, type, content }]) })

describe('POST /api/admin/upload', () => {
  it('stores a PNG by its content under a random name and answers its URL, served inert', async () => {
    const response = await upload(PNG, 'logo.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    const { fileUrl } = response.json()
    expect(fileUrl).toMatch(/^\/uploads\/logos\/[A-Za-z0-9_-]{16}\.png$/)
    const served = await context.app.inject(fileUrl)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'upload.create', entity_type: 'upload' })
  })

  it('accepts WebP and a plain SVG drawing (served as an image, sandboxed)', async () => {
    expect((await upload(WEBP, 'a.webp', 'image/webp')).json().fileUrl).toMatch(/\.webp$/)
    const svg = await upload(SVG, 'a.svg', 'image/svg+xml')
    expect(svg.statusCode).toBe(200)
    const served = await context.app.inject(svg.json().fileUrl)
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>hi</div></foreignObject></svg>'],
  ])('refuses an SVG with active content: %s', async (svg) => {
    const response = await upload(svg, 'x.svg', 'image/svg+xml')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('This SVG contains scripts or links to other files and cannot be used as a logo')
  })

  it.each([
    ['a text file named like a picture', 'hello, world'],
    ['a GIF (not a logo format)', GIF],
    ['an HTML page', '<html><script>alert(1)</script></html>'],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 400', async (_case, content) => {
    const response = await upload(content)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please upload a JPG, PNG, SVG or WebP image')
  })

  it('refuses a request without a file, and a file over 5 MB with 413', async () => {
    const noFile = await context.asAdmin.inject({ method: 'POST', url: '/api/admin/upload', payload: {} })
    expect(noFile.statusCode).toBe(400)
    const large = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))
    expect(large.statusCode).toBe(413)
    expect(large.json().error).toBe('File size must be less than 5MB')
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/upload', [['POST', '']])
  })
})

describe('POST /api/admin/upload/pdf', () => {
  const uploadPdf = (content: Buffer | string, filename = 'guide.pdf', type = 'application/pdf') =>
    upload(content, filename, type, '/api/admin/upload/pdf')

  it('stores a PDF by its content under a random name, served as a PDF and sandboxed, and audits it', async () => {
    const pdf = pdfWith()
    const response = await uploadPdf(pdf, 'notes.txt', 'text/plain')
    expect(response.statusCode).toBe(200)
    const { fileUrl } = response.json()
    expect(fileUrl).toMatch(/^\/uploads\/tutorials\/[A-Za-z0-9_-]{16}\.pdf$/)
    const served = await context.app.inject(fileUrl)
    expect(served.rawPayload.equals(pdf)).toBe(true)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'upload.create',
      details: { type: 'application/pdf', bytes: pdf.length },
    })
  })

  it.each([
    [PNG, 'Please upload a PDF file'],
    [pdfWith({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), ACTIVE_PDF],
    [pdfWith().subarray(0, 40), DAMAGED_PDF],
  ])('refuses what is not a plain, complete PDF with a 400 saying why (%#)', async (content, message) => {
    const response = await uploadPdf(content)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: message })
  })

  it('refuses a request without a file', async () => {
    const response = await context.asAdmin.inject({
      method: 'POST',
      url: '/api/admin/upload/pdf',
      ...multipartForm([{ field: 'note', content: 'no file' }]),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Please upload a PDF file')
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/upload', [['POST', '/pdf']])
  })

  it('lets an admin upload far past the visitor limit, and stops one at ADMIN_UPLOADS_PER_HOUR with a 429', async () => {
    const uploader = await browserAs(context.app, await createAdmin(context.app.db))
    const send = () =>
      uploader.inject({
        method: 'POST',
        url: '/api/admin/upload',
        ...multipartForm([{ field: 'file', filename: 'logo.png', type: 'image/png', content: PNG }]),
      })
    for (let count = 1; count <= ADMIN_UPLOADS_PER_HOUR; count++) {
      const response = await send()
      if (response.statusCode !== 200) expect.fail(`upload ${count} answered ${response.statusCode}`)
    }
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })
})
