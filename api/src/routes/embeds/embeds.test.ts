/** The embeddable kit card (/embed/kits/{id}) through HTTP on a real database: its content, escaping and headers. */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app.ts'
import { createKit, createTool, createUser, setTestPlans } from '../../../test/factories.ts'
import { signInAs } from '../../../test/session.ts'

const PUBLIC_URL = 'https://kitly.example'
const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-embeds-dist-'))
let app: FastifyInstance
let sharedKit: string

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kitly</title></head><body></body></html>',
  )
  app = await buildTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
  const writer = await createTool(app.db, { name: 'Writer One', slug: 'writer-one' })
  const voice = await createTool(app.db, { name: 'Voice Studio', slug: 'voice-studio' })
  await setTestPlans(app.db, writer.id, [{ name: 'Pro', price: 24 }])
  await setTestPlans(app.db, voice.id, [{ name: 'Creator', price: 37 }])
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET logo_url = '/uploads/logos/writer.png' WHERE slug = 'writer-one';
  `)
  await app.db.query(sql.typeAlias('void')`
    UPDATE tools SET logo_url = 'https://cdn.elsewhere.example/voice.png' WHERE slug = 'voice-studio'`)
  sharedKit = await createKit(app.db, {
    name: 'Podcast launch kit',
    prompt: 'Launch a podcast about cooking',
    toolSlugs: ['writer-one', 'voice-studio'],
    shared: true,
    reason: 'Drafts the show notes.',
  })
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

const embed = (id: string, headers: Record<string, string> = {}) => app.inject({ url: `/embed/kits/${id}`, headers })
/** The CSP's directives by name. */
const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )

function expectFramableAndInert(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBeUndefined()
  const csp = directives(headers['content-security-policy'])
  expect(csp.get('default-src')).toBe("'none'")
  expect(csp.get('frame-ancestors')).toBe('*')
  expect(csp.get('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox')
  expect(csp.get('img-src')).toBe("'self' data:")
  expect(csp.has('script-src')).toBe(false)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['set-cookie']).toBeUndefined()
}

describe('a shared kit’s embed', () => {
  it('shows the kit’s name, goal, tools with their roles, its monthly cost and a link to its page in a new tab', async () => {
    const response = await embed(sharedKit)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = response.body
    expect(html).toContain('<h1 id="kit-name">Podcast launch kit</h1>')
    expect(html).toContain('Built for: <q>Launch a podcast about cooking</q>')
    expect(html).toContain('AI kit · 2 tools')
    expect([...html.matchAll(/<span class="name">([^<]*)<\/span>/g)].map(([, name]) => name)).toEqual([
      'Writer One',
      'Voice Studio',
    ])
    expect(html.match(/Drafts the show notes\./g)?.length).toBe(4) // each tool's line and its title
    // Its own upload is shown; a logo on another site would be a third-party request, so the letter stands in.
    expect(html).toContain('<img src="/uploads/logos/writer.png" alt="" width="36" height="36">')
    expect(html).not.toContain('cdn.elsewhere.example')
    expect(html).toContain('<span class="tile" aria-hidden="true">V</span>')
    expect(html).toContain('Cheapest plans: <strong>$61 a month</strong> · 1 seat')
    expect(html).toContain(
      `<a href="${PUBLIC_URL}/kits/${sharedKit}" target="_blank" rel="noopener">View on Kitly <span aria-hidden="true">↗</span>`,
    )
    // Self-contained: no script, no stylesheet or anything else fetched from elsewhere.
    expect(html).not.toMatch(/<script|<link|<iframe|src="https?:|@import|url\(/i)
  })

  it('sends a framable policy that runs no script and allows only its own style sheet', async () => {
    const response = await embed(sharedKit)
    expectFramableAndInert(response.headers)
    const style = /<style>([\s\S]*)<\/style>/.exec(response.body)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    expect(directives(response.headers['content-security-policy']).get('style-src')).toBe(`'sha256-${hash}'`)
    expect(style).toContain('prefers-color-scheme:dark')
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })

  it('reads no session: a signed-in visitor gets the same public answer, and no cookie', async () => {
    const signedIn = await embed(sharedKit, { cookie: await signInAs(app, await createUser(app.db)) })
    const anonymous = await embed(sharedKit)
    expect(signedIn.body).toBe(anonymous.body)
    expect(signedIn.headers['cache-control']).toBe('public, max-age=300')
    expect(signedIn.headers['set-cookie']).toBeUndefined()
  })

  it('answers 304 to a client holding the current version, and a new ETag once the kit changes', async () => {
    const first = await embed(sharedKit)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await embed(sharedKit, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expectFramableAndInert(again.headers)
    await app.db.query(sql.typeAlias('void')`UPDATE kits SET name = 'Renamed kit' WHERE id = ${sharedKit}`)
    try {
      const changed = await embed(sharedKit, { 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      expect(changed.body).toContain('Renamed kit')
    } finally {
      await app.db.query(sql.typeAlias('void')`UPDATE kits SET name = 'Podcast launch kit' WHERE id = ${sharedKit}`)
    }
  })

  it('escapes hostile kit and tool text, so none of it becomes markup', async () => {
    const hostile = `</q></h1><script>alert(1)</script><img src=x onerror=alert(2)> & "quoted" 'single'`
    await createTool(app.db, { name: '<b>Bold</b> & Co', slug: 'bold-co' })
    const id = await createKit(app.db, {
      name: `Kit <i>${hostile}</i>`,
      prompt: hostile,
      toolSlugs: ['bold-co'],
      shared: true,
      reason: `" onmouseover="alert(3)`,
    })
    const html = (await embed(id)).body
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<i>')
    expect(html).toContain(
      'Built for: <q>&lt;/q&gt;&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quoted&quot; &#39;single&#39;</q>',
    )
    expect(html).toContain('title="&quot; onmouseover=&quot;alert(3)"')
    expect(html).toContain('<span class="name">&lt;b&gt;Bold&lt;/b&gt; &amp; Co</span>')
    // Every element is one the template writes: the body's tags are exactly these, in this order.
    const body = html.slice(html.indexOf('<body>'))
    expect([...body.matchAll(/<([a-z0-9]+)/g)].map(([, tag]) => tag)).toEqual([
      'body',
      'article',
      'header',
      'p',
      'h1',
      'p',
      'q',
      'ol',
      'li',
      'span',
      'span',
      'span',
      'span',
      'footer',
      'p',
      'a',
      'span',
      'span',
    ])
  })

  it('leaves discontinued and unlisted tools out, as the kit’s page does, and names no cost unless every price is known', async () => {
    await createTool(app.db, { name: 'Gone Tool', slug: 'gone-tool' })
    await createTool(app.db, { name: 'Hidden Tool', slug: 'hidden-tool', status: 'inactive' })
    await createTool(app.db, { name: 'Unpriced Tool', slug: 'unpriced-tool' })
    await app.db.query(sql.typeAlias('void')`UPDATE tools SET discontinued_at = now() WHERE slug = 'gone-tool'`)
    const id = await createKit(app.db, {
      name: 'Mixed kit',
      prompt: 'Anything',
      toolSlugs: ['writer-one', 'gone-tool', 'hidden-tool', 'unpriced-tool'],
      shared: true,
    })
    const html = (await embed(id)).body
    expect([...html.matchAll(/<span class="name">([^<]*)<\/span>/g)].map(([, name]) => name)).toEqual([
      'Writer One',
      'Unpriced Tool',
    ])
    expect(html).toContain('AI kit · 2 tools')
    expect(html).not.toContain('Cheapest plans')
  })
})

describe('an embed of a kit that is not available', () => {
  it('answers 404 with a framable page that says so, for an unknown, malformed or unshared kit', async () => {
    const unshared = await createKit(app.db, {
      name: 'Secret plan',
      prompt: 'Something private',
      toolSlugs: ['writer-one'],
      shared: false,
    })
    for (const id of [unshared, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await embed(id)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain('<h1>This kit is not available</h1>')
      expect(response.body).not.toContain('Secret plan')
      expect(response.body).not.toContain('Something private')
      expect(response.body).toContain(`<a href="${PUBLIC_URL}/kit-builder" target="_blank" rel="noopener">`)
      expectFramableAndInert(response.headers)
    }
  })

  it('stops showing a kit once its owner stops sharing it', async () => {
    const id = await createKit(app.db, { name: 'Brief share', prompt: 'x', toolSlugs: ['writer-one'], shared: true })
    expect((await embed(id)).statusCode).toBe(200)
    await app.db.query(sql.typeAlias('void')`UPDATE kits SET is_shared = false WHERE id = ${id}`)
    expect((await embed(id)).statusCode).toBe(404)
  })
})

describe('framing elsewhere on the site', () => {
  it('stays refused: the kit’s page, its API answer and its card still deny every frame', async () => {
    for (const url of [`/kits/${sharedKit}`, `/api/kits/${sharedKit}`, `/og/kits/${sharedKit}.png`, '/embed']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toBe("'none'")
    }
    const page = await app.inject({ url: `/kits/${sharedKit}`, headers: { accept: 'text/html' } })
    expect(page.headers['x-frame-options']).toBe('DENY')
    // A path that only looks like the embed's is the SPA's, and unframable.
    const lookalike = await app.inject({ url: `/embed/kits/${sharedKit}/more`, headers: { accept: 'text/html' } })
    expect(lookalike.headers['x-frame-options']).toBe('DENY')
  })
})

describe('the embed’s rate limit', () => {
  it('holds back one visitor after 120 a minute, not another', async () => {
    const fromOne = () => app.inject({ url: `/embed/kits/${sharedKit}`, remoteAddress: '203.0.113.21' })
    for (let count = 0; count < 120; count++) expect((await fromOne()).statusCode).toBe(200)
    const limited = await fromOne()
    expect(limited.statusCode).toBe(429)
    expect((await app.inject({ url: `/embed/kits/${sharedKit}`, remoteAddress: '203.0.113.22' })).statusCode).toBe(200)
  })
})
