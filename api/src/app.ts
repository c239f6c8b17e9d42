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
import spaPlugin from './plugins/spa.ts'
import healthRoutes from './routes/health/index.ts'

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

  await app.register(healthRoutes, { prefix: '/api' })

  await app.register(spaPlugin, { distDir: path.resolve(REPO_ROOT, config.WEB_DIST_DIR ?? 'web/dist') })
  return app
}
