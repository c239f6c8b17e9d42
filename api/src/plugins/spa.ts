/**
 * Serves the built single-page app: hashed assets with a one-year cache, and index.html for
 * every other non-API path so client-side routes survive a reload.
 * https://github.com/fastify/fastify-static
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export type SpaPluginOptions = { distDir: string }

export default fp(
  async (app: FastifyInstance, { distDir }: SpaPluginOptions) => {
    const indexFile = path.join(distDir, 'index.html')
    const built = existsSync(indexFile)
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
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

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ error: `No API route for ${request.method} ${pathname}` })
      }
      if (!indexHtml) return reply.status(503).type('text/plain').send('The Kitly web app is not built yet.')
      // The page shell must be revalidated so a deploy's new asset names are picked up.
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
    })
  },
  { name: 'spa' },
)
