/**
 * Security headers on every kind of answer, and the refusal of cross-site writes (CSRF) while the SPA's
 * own requests and non-browser clients go through.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { countRows, createTool, createUser, TEST_PASSWORD, unique } from '../../test/factories.ts'
import { browser, browserAs, signInAs } from '../../test/session.ts'
import { contentSecurityPolicy } from './security-headers.ts'
import { inlineScriptHashes } from './web-index.ts'

let app: FastifyInstance
const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-security-web-'))
// The SPA's own page, theme script included, as the build copies it.
const webIndexHtml = new URL('../../../web/index.html', import.meta.url)

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'))
  copyFileSync(webIndexHtml, path.join(webDist, 'index.html'))
  writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)')
  app = await buildTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

const signUp = () => ({
  name: 'Eve',
  email: `${unique('eve')}@example.com`,
  mobile: '+1 555 0100',
  password: 'long enough',
})

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 'resource'],
    ['an API error', '/api/users/me', 'resource'],
    ['an unknown API route', '/api/nope', 'resource'],
    ['a built asset', '/assets/index-abc.js', 'resource'],
    ['a page', '/tools', 'page'],
    ['a missing page', '/no-such-page', 'page'],
  ])('are on %s', async (_case, url, kind) => {
    const response = await app.inject(url)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    if (kind === 'resource') {
      // Read by a page, never shown as one: opened in a tab, it may load and run nothing, and the headers that
      // only govern documents are left out (each answer is ~1 KB smaller).
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'")
      for (const header of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'])
        expect(response.headers[header]).toBeUndefined()
    } else {
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(response.headers['permissions-policy']).toContain('camera=()')
    }
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it("lets the SPA's own files, its theme script and the tracking scripts run, and nothing inline", async () => {
    const csp = String((await app.inject('/tools')).headers['content-security-policy'])
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? ''
    const html = readFileSync(webIndexHtml, 'utf8')
    const themeScript = html.slice(html.indexOf('<script>') + '<script>'.length, html.indexOf('</script>'))
    expect(themeScript).toContain("localStorage.getItem('theme')")
    expect(scriptSrc.split(' ')).toEqual(
      expect.arrayContaining([
        "'self'",
        `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`,
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://connect.facebook.net',
      ]),
    )
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).not.toContain('unsafe-eval')
    const connectSrc = csp.split('; ').find((directive) => directive.startsWith('connect-src ')) ?? ''
    expect(connectSrc).toContain('https://www.facebook.com')
    expect(connectSrc).toContain('https://*.google-analytics.com')
  })

  it('follows the inline scripts of index.html: a changed script gets its own hash, scripts by URL none', () => {
    const page = (script: string) =>
      `<head><script>${script}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`
    const dark = inlineScriptHashes(page("document.documentElement.classList.add('dark')"))
    const light = inlineScriptHashes(page("document.documentElement.classList.add('light')"))
    expect(dark).toHaveLength(1)
    expect(light).toHaveLength(1)
    expect(contentSecurityPolicy(false, light)).not.toBe(contentSecurityPolicy(false, dark))
    expect(contentSecurityPolicy(false, light)).toContain(light[0])
  })
})

describe('answers with personal data', () => {
  const noStore = (response: { headers: Record<string, unknown> }) => String(response.headers['cache-control'])

  it('are never stored: the signed-in user, their data, their kits and sign-in answers', async () => {
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const ownPages = ['me', 'profile', 'saved-tools', 'saved-bundles', 'dashboard', 'kits', 'session']
    for (const url of ownPages.map((page) => `/api/users/${page}`)) {
      expect({ url, cacheControl: noStore(await me.get(url)) }).toEqual({ url, cacheControl: 'private, no-store' })
    }
    const signIn = await browser(app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(signIn.statusCode).toBe(200)
    expect(noStore(signIn)).toBe('private, no-store')
    expect(noStore(await browser(app).post('/api/auth/signup', signUp()))).toBe('private, no-store')
    expect(noStore(await browser(app).get('/api/users/kits'))).toBe('private, no-store')
  })

  it("are any API answer to a signed-in browser, while a visitor's catalog answers stay cacheable", async () => {
    const tool = await createTool(app.db)
    const me = await browserAs(app, await createUser(app.db))
    expect(noStore(await me.get(`/api/tools/${tool.slug}`))).toBe('private, no-store')
    expect((await browser(app).get(`/api/tools/${tool.slug}`)).headers['cache-control']).toBeUndefined()
  })
})

describe('over HTTPS', () => {
  let secure: FastifyInstance
  beforeAll(async () => {
    secure = await buildTestApp({ PUBLIC_URL: 'https://kitly.example', WEB_DIST_DIR: webDist })
  })
  afterAll(() => secure.close())

  it('adds HSTS and upgrades insecure requests', async () => {
    expect((await secure.inject('/api/health')).headers['strict-transport-security']).toBe('max-age=31536000')
    expect((await secure.inject('/assets/index-abc.js')).headers['strict-transport-security']).toBe('max-age=31536000')
    const page = await secure.inject('/tools')
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000')
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
  })

  it('makes the session cookie Secure, with the __Host- prefix', async () => {
    const user = await createUser(secure.db)
    const response = await secure.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://kitly.example' },
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__Host-kitly_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
  })
})

describe('cross-site requests', () => {
  it('refuses a cross-site form post to sign-up with 403, storing nothing', async () => {
    const users = await countRows(app.db, 'users')
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(signUp()).toString(),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'Cross-site requests are not allowed' })
    expect(await countRows(app.db, 'users')).toBe(users)
  })

  it("refuses another site's post that rides on a signed-in visitor's cookie", async () => {
    const user = await createUser(app.db)
    const tool = await createTool(app.db)
    const cookie = await signInAs(app, user)
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page.html' },
      { origin: 'http://localhost:3000.evil.example' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/users/saved-tools/${tool.id}`,
        headers: { cookie, ...headers },
      })
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 403 })
    }
    expect(await countRows(app.db, 'saved_tools')).toBe(0)
    // The same request from our own pages goes through.
    const own = await app.inject({
      method: 'POST',
      url: `/api/users/saved-tools/${tool.id}`,
      headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    })
    expect(own.statusCode).toBe(200)
  })

  it('accepts writes from the address the request was sent to (a server reached by IP) and from non-browser clients', async () => {
    const sameHost = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321', referer: 'http://127.0.0.1:4321/' },
      payload: signUp(),
    })
    expect(sameHost.statusCode).toBe(201)
    const script = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUp() })
    expect(script.statusCode).toBe(201)
  })

  it('lets another site read public data (GET) but not sign a visitor out', async () => {
    expect((await app.inject({ url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200)
    const user = await createUser(app.db)
    const me = await browserAs(app, user)
    const forced = await me.inject({ method: 'GET', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } })
    expect(forced.statusCode).toBe(403)
    expect((await me.get('/api/users/me')).statusCode).toBe(200)
  })

  it('refuses cross-site sign-in (login CSRF) too', async () => {
    const user = await createUser(app.db)
    const response = await browser(app, { origin: 'https://evil.example' }).post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(403)
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})
