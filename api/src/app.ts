/**
 * buildApp(config): the whole HTTP application, not yet listening. Tests call it and use
 * `inject` or listen on a free port; server.ts adds the process concerns around it.
 */
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { type Config, REPO_ROOT } from './config.ts'
import { loggerOptions } from './lib/logger.ts'
import databasePlugin from './plugins/database.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import searchPlugin from './plugins/search.ts'
import spaPlugin from './plugins/spa.ts'
import blogRoutes from './routes/blog/index.ts'
import bundleRoutes from './routes/bundles/index.ts'
import categoryRoutes from './routes/categories/index.ts'
import healthRoutes from './routes/health/index.ts'
import searchRoutes from './routes/search/index.ts'
import seoRoutes from './routes/seo/index.ts'
import siteSettingsRoutes from './routes/site-settings/index.ts'
import toolRoutes from './routes/tools/index.ts'

export type AppConfig = Config & {
  /** The database to use: DATABASE_URL, or the embedded server's URL. */
  databaseUrl: string
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    // Request ids in every log line; honour a proxy's id so traces line up.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandlers(app)

  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    maxPoolSize: config.DB_POOL_SIZE,
  })

  await app.register(searchPlugin, {
    databaseUrl: config.databaseUrl,
    meiliUrl: config.MEILI_URL,
    meiliKey: config.MEILI_KEY,
  })

  await app.register(healthRoutes, { prefix: '/api' })
  // Public catalog, read-only.
  await app.register(toolRoutes, { prefix: '/api/tools' })
  await app.register(searchRoutes, { prefix: '/api/search' })
  await app.register(categoryRoutes, { prefix: '/api/categories' })
  await app.register(bundleRoutes, { prefix: '/api/bundles' })
  await app.register(blogRoutes, { prefix: '/api/blog' })
  await app.register(siteSettingsRoutes, { prefix: '/api/site-settings' })

  await app.register(seoRoutes, { publicUrl: config.publicUrl })
  await app.register(spaPlugin, {
    distDir: path.resolve(REPO_ROOT, config.WEB_DIST_DIR ?? 'web/dist'),
    publicUrl: config.publicUrl,
  })
  return app
}
