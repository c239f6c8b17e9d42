/**
 * Serves the built single-page app: hashed assets with a one-year cache, and index.html for
 * every other non-API path so client-side routes survive a reload, with that page's meta tags.
 * https://github.com/fastify/fastify-static
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { renderPageHead, resolvePageMeta } from '../routes/seo/page-meta.ts'

export type SpaPluginOptions = { distDir: string; publicUrl: string }

export default fp(
  async (app: FastifyInstance, { distDir, publicUrl }: SpaPluginOptions) => {
    const indexFile = path.join(distDir, 'index.html')
    const built = existsSync(indexFile)
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
    // Read once: the file only changes with a new build, which means a new process.
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : null

    app.setNotFoundHandler(async (request, reply) => {
      const url = new URL(request.url, 'http://kitly.invalid')
      const pathname = url.pathname
      if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ error: `No API route for ${request.method} ${pathname}` })
      }
      if (!indexHtml) return reply.status(503).type('text/plain').send('The Kitly web app is not built yet.')
      // Crawlers and link previews get the page's real title, description and structured data.
      const meta = await resolvePageMeta(app.db, publicUrl, pathname, url.searchParams)
      return (
        reply
          .status(meta.status)
          // The page shell must be revalidated so a deploy's new asset names are picked up.
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(renderPageHead(indexHtml, meta, publicUrl))
      )
    })
  },
  { name: 'spa', dependencies: ['database'] },
)
