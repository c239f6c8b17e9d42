/** The page server's preload hints: each page names its own chunks and first API calls in its HTML. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { contentSecurityPolicy } from './security-headers.ts'

const webDist = mkdtempSync(path.join(tmpdir(), 'kitly-spa-dist-'))
let app: FastifyInstance

// A build as Vite writes it (web/vite.config.ts): index.html loading the entry, the manifest, the route table.
const manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/index-c1.css'],
  },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js', imports: ['_jsx-runtime-j1.js', '_icon-i1.js'] },
  '_icon-i1.js': { file: 'assets/icon-i1.js' },
  'src/app/routes/public/tool.tsx': {
    file: 'assets/tool-p1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_jsx-runtime-j1.js', '_tabs-t1.js'],
    dynamicImports: ['src/features/reviews/components/reviews-panel.tsx'],
  },
  'src/features/reviews/components/reviews-panel.tsx': { file: 'assets/reviews-panel-r1.js', isDynamicEntry: true },
  'src/app/routes/public/tools.tsx': { file: 'assets/tools-d1.js', isDynamicEntry: true, css: ['assets/tools-c2.css'] },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found-n1.js', isDynamicEntry: true },
  'src/app/routes/admin/admin-root.tsx': { file: 'assets/admin-root-a1.js', isDynamicEntry: true },
  'src/features/admin/shell/components/admin-shell.tsx': {
    file: 'assets/admin-shell-a2.js',
    isDynamicEntry: true,
    imports: ['_admin-table-a4.js'],
    css: ['assets/admin-shell-a5.css'],
  },
  '_admin-table-a4.js': { file: 'assets/admin-table-a4.js' },
  'src/app/routes/admin/admin-tools.tsx': {
    file: 'assets/admin-tools-a3.js',
    isDynamicEntry: true,
    imports: ['_admin-table-a4.js'],
  },
  'src/app/routes/public/changelog.tsx': { file: 'assets/changelog-c1.js', isDynamicEntry: true },
}
const session = '/api/users/session'
// As route-modules.ts's preloadTable() writes it: each page with its frames' modules and calls spelled out.
const routeTable = {
  routes: [
    { path: '*', modules: ['src/app/routes/not-found.tsx'], data: [session] },
    {
      path: '/tools',
      modules: ['src/app/routes/public/tools.tsx'],
      data: [session, '/api/search?q={search}&pricing={pricing}&limit=12'],
    },
    { path: '/tools/:slug', modules: ['src/app/routes/public/tool.tsx'], data: [session, '/api/tools/:slug'] },
    // A page no server code knows of: only the web's route table names it.
    { path: '/changelog', modules: ['src/app/routes/public/changelog.tsx'], data: [session] },
    {
      path: '/admin/tools',
      modules: [
        'src/app/routes/admin/admin-root.tsx',
        'src/features/admin/shell/components/admin-shell.tsx',
        'src/app/routes/admin/admin-tools.tsx',
      ],
      data: [session, '/api/admin/check'],
    },
  ],
}

beforeAll(async () => {
  mkdirSync(path.join(webDist, '.vite'))
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kitly</title><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(path.join(webDist, '.vite', 'routes.json'), JSON.stringify(routeTable))
  app = await buildTestApp({ WEB_DIST_DIR: webDist })
})
afterAll(async () => {
  await app.close()
  rmSync(webDist, { recursive: true, force: true })
})

const head = async (url: string) => {
  const response = await app.inject({ url, headers: { accept: 'text/html' } })
  return response.body.slice(0, response.body.indexOf('</head>'))
}
const preloads = (html: string, kind: 'modulepreload' | 'preload' | 'stylesheet') =>
  [...html.matchAll(new RegExp(`<link rel="${kind}"[^>]*href="([^"]*)"`, 'g'))].map((match) => match[1])

describe('preload hints', () => {
  it("names a tool page's chunk and the chunks it imports, but not what index.html loads or loads later", async () => {
    const html = await head('/tools/canva')
    expect(preloads(html, 'modulepreload')).toEqual(['/assets/tool-p1.js', '/assets/tabs-t1.js', '/assets/icon-i1.js'])
    // Same crossorigin mode as Vite's own module scripts, or the browser would fetch them twice.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tool-p1.js">')
  })

  it("asks for a tool page's API calls with the credentials the app's own requests carry", async () => {
    const html = await head('/tools/canva')
    expect(preloads(html, 'preload')).toEqual(['/api/users/session', '/api/tools/canva'])
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/tools/canva">')
  })

  it('fills query parameters the way the SWR keys do: trimmed, empty ones left out', async () => {
    const html = await head('/tools?search=%20ai%20writer%20&pricing=')
    expect(preloads(html, 'preload')).toContain('/api/search?q=ai+writer&amp;limit=12')
    expect(preloads(html, 'stylesheet')).toEqual(['/assets/tools-c2.css'])
  })

  it('keeps hostile input in the URL inert: encoded in the path, escaped in the attribute', async () => {
    const tool = await head('/tools/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(tool).not.toContain('<script>alert')
    expect(preloads(tool, 'preload')).toContain('/api/tools/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    const search = await head('/tools?search=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(search).not.toContain('<script>alert')
    expect(search).not.toMatch(/href="[^"]*"[^>]*"[^>]*>/)
  })

  it("serves a page the web's route table adds, with that page's code: the server keeps no list of its own", async () => {
    const response = await app.inject({ url: '/changelog', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(preloads(await head('/changelog'), 'modulepreload')).toEqual(['/assets/changelog-c1.js'])
  })

  it("gives a back-office page its frames' code and its own, each file once, and the guard's calls", async () => {
    const html = await head('/admin/tools')
    expect(preloads(html, 'modulepreload')).toEqual([
      '/assets/admin-root-a1.js',
      '/assets/admin-shell-a2.js',
      '/assets/admin-table-a4.js',
      '/assets/admin-tools-a3.js',
    ])
    expect(preloads(html, 'stylesheet')).toEqual(['/assets/admin-shell-a5.css'])
    expect(preloads(html, 'preload')).toEqual([session, '/api/admin/check'])
    // Unknown paths under /admin are the router's not-found page, as anywhere else.
    expect(preloads(await head('/admin/no-such-screen'), 'modulepreload')).toEqual(['/assets/not-found-n1.js'])
  })

  it('gives any other path the not-found page', async () => {
    expect(preloads(await head('/no/such/page'), 'modulepreload')).toEqual(['/assets/not-found-n1.js'])
  })

  it('matches paths as the router does: any letter case, a trailing slash', async () => {
    expect(preloads(await head('/Tools/canva/'), 'modulepreload')).toContain('/assets/tool-p1.js')
  })

  it('keeps the strict Content Security Policy on pages with hints', async () => {
    const response = await app.inject({ url: '/tools/canva', headers: { accept: 'text/html' } })
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(false, []))
  })

  it('does not serve the manifest or the route table as files', async () => {
    for (const file of ['/.vite/manifest.json', '/.vite/routes.json']) {
      const response = await app.inject(file)
      expect(response.body).not.toContain('assets/tool-p1.js')
    }
  })
})

describe('pages', () => {
  it('come compressed to a browser that accepts it, and whole to one that does not', async () => {
    const plain = await app.inject({ url: '/tools/canva', headers: { accept: 'text/html' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024) // the size from which answers are compressed
    const compressed = await app.inject({
      url: '/tools/canva',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    })
    expect(compressed.statusCode).toBe(plain.statusCode)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
  })

  it('answer another method on a page path with a 404 in JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/tools/canva' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'No API route for POST /tools/canva' })
  })
})
