/**
 * Serves the built single-page app: hashed assets with a one-year cache, and index.html for
 * every other non-API path so client-side routes survive a reload, with that page's meta tags and
 * preload hints for the page's code and first API calls.
 * https://github.com/fastify/fastify-static
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { matchSegments, pathSegments } from '@kitly/paths/match-path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { escapeHtml } from '../lib/escape-html.ts'
import { findSiteName } from '../lib/site-name.ts'
import { renderPageHead, resolvePageMeta } from '../routes/seo/page-meta.ts'

export type SpaPluginOptions = {
  distDir: string
  /** The build's index.html (web-index.ts), or null when the web app is not built. */
  indexHtml: string | null
  publicUrl: string
}

export default fp(
  async (app: FastifyInstance, { distDir, indexHtml, publicUrl }: SpaPluginOptions) => {
    const built = indexHtml !== null
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies of its scripts and styles (web/vite.config.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite puts a content hash in every file under assets/, so they never change.
          const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep)
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        },
      })
    } else {
      app.log.warn({ distDir }, 'web app not built: pages will answer 503 until `pnpm --filter @kitly/web build` runs')
    }
    const pages = built ? readPagePreloads(distDir) : null
    if (built && !pages)
      app.log.warn({ distDir }, 'no route table or manifest in the web build: pages load without preloads')

    // Every other GET is a page, answered by a route (not the not-found handler) so that its HTML goes through the
    // route hooks like any answer: compressed for the browsers that accept it.
    app.get('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://kitly.invalid')
      const pathname = url.pathname
      if (isApiPath(pathname)) return reply.status(404).send(noApiRoute(request.method, pathname))
      if (!indexHtml) return reply.status(503).type('text/plain').send('The Kitly web app is not built yet.')
      // Crawlers and link previews get the page's real title, description and structured data.
      const siteName = await findSiteName(app.db)
      const meta = await resolvePageMeta(app.db, publicUrl, pathname, url.searchParams, siteName)
      return (
        reply
          .status(meta.status)
          // The page shell must be revalidated so a deploy's new asset names are picked up.
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(addPreloads(renderPageHead(indexHtml, meta, publicUrl, siteName), pages, pathname, url.searchParams))
      )
    })
    // Any other method on a path no route takes.
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send(noApiRoute(request.method, new URL(request.url, 'http://kitly.invalid').pathname)),
    )
  },
  { name: 'spa', dependencies: ['database'] },
)

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')
const noApiRoute = (method: string, pathname: string) => ({ error: `No API route for ${method} ${pathname}` })

// Preload hints, for a first page that loads fast on a phone. A page's code is the entry (index.html loads it), then the page's own chunk, then the API
// calls its first render makes: three round trips one after another, each one slow on a phone. The server knows
// the page from its URL, so it names the page's chunks and API calls in the HTML and the browser fetches them all
// at once, alongside the entry. Which modules (the page's, and those of a frame not in the entry: the back office's)
// and calls a page needs is the web build's route table (web/src/app/route-modules.ts, written to .vite/routes.json);
// the modules' chunks come from Vite's manifest.
// https://vite.dev/guide/backend-integration

type RouteTable = {
  /** Each page with the modules it needs (its frames' first) and every API call its first render makes. */
  routes: Array<{ path: string; modules: string[]; data: string[] }>
}
/** The part of a Vite manifest entry that says which files a module needs. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

type PagePreload = {
  /** The route's path split into segments; `:name` is a parameter, a last `*` any rest of the path. */
  segments: string[]
  /** The <link> tags for the page's chunks, worked out once per route. */
  chunkTags: string
  data: string[]
}

const ROUTE_TABLE = '.vite/routes.json'
const MANIFEST = '.vite/manifest.json'

/** Each page's preloads, or null for a build without a route table or manifest (an older build, a test's stub). */
export function readPagePreloads(distDir: string): PagePreload[] | null {
  const tableFile = path.join(distDir, ROUTE_TABLE)
  const manifestFile = path.join(distDir, MANIFEST)
  if (!existsSync(tableFile) || !existsSync(manifestFile)) return null
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as RouteTable
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  // What index.html already loads needs no second mention.
  const entry = Object.entries(manifest).find(([key]) => key.endsWith('.html'))?.[0]
  const loaded = entry ? filesOf(manifest, [entry]) : new Set<string>()
  const pages = table.routes.map((route) => {
    const files = [...filesOf(manifest, route.modules)].filter((file) => !loaded.has(file))
    return { segments: pathSegments(route.path), chunkTags: files.map(preloadTag).join(''), data: route.data }
  })
  // As in React Router, a path with a splat (the catch-all: not found) yields to any exact match.
  return pages.sort((a, b) => Number(a.segments.at(-1) === '*') - Number(b.segments.at(-1) === '*'))
}

/** A module's chunk, the chunks it imports statically (transitively) and their styles: what it needs to run. */
function filesOf(manifest: Manifest, keys: string[], files = new Set<string>(), seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) continue
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    filesOf(manifest, chunk.imports ?? [], files, seen)
  }
  return files
}

// Same attributes as Vite's own tags in index.html, so the browser reuses these when the code asks for them.
const preloadTag = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`
    : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`

/** Fills a data URL template: `:name` from the path's (decoded) parameters, `{name}` from its query, as the SWR keys do. */
export function expandDataUrl(template: string, params: Record<string, string>, query: URLSearchParams): string {
  const [pathname = '', search = ''] = template.split('?')
  const filledPath = pathname.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const filled = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) {
    const name = /^\{(\w+)\}$/.exec(value)?.[1]
    const actual = name ? (query.get(name) ?? '').trim() : value
    if (actual) filled.set(key, actual)
  }
  const filledSearch = filled.toString()
  return filledSearch ? `${filledPath}?${filledSearch}` : filledPath
}

/**
 * index.html with the page's chunks (modulepreload) and first API calls (preload as fetch, with credentials as
 * lib/api-client.ts sends them, so its requests take these answers) named in the head. The hrefs hold only file
 * names from the build and URL-encoded values from the request, and are attribute-escaped on top.
 */
export function addPreloads(
  html: string,
  pages: PagePreload[] | null,
  pathname: string,
  query: URLSearchParams,
): string {
  if (!pages) return html
  let parts: string[]
  try {
    parts = pathSegments(pathname).map(decodeURIComponent)
  } catch {
    return html // A malformed escape: the router cannot match it either.
  }
  // A static path comes before a pattern that matches it too (route-modules.ts): the first match is the page.
  for (const page of pages) {
    const params = matchSegments(page.segments, parts)
    if (!params) continue
    if (!page.chunkTags && page.data.length === 0) return html
    const dataTags = page.data.map(
      (template) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(expandDataUrl(template, params, query))}">`,
    )
    return html.replace('</head>', () => `${page.chunkTags}${dataTags.join('')}</head>`)
  }
  return html
}
