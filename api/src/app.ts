/**
 * buildApp(config): the whole HTTP application, not yet listening. Tests call it and use
 * `inject` or listen on a free port; server.ts adds the process concerns around it.
 */
import path from 'node:path'
import zlib from 'node:zlib'
import compressPlugin from '@fastify/compress'
import type { LlmOptions } from '@kitly/search/recommender'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { resolveCookieSecret } from './auth/cookie-secret.ts'
import scheduledBackupsPlugin from './backup/schedule.ts'
import { createSiteChecks } from './claims/site-checks.ts'
import { type Config, REPO_ROOT } from './config.ts'
import googleSignInPlugin from './google/plugin.ts'
import googleRedirectRoutes from './google/redirect-route.ts'
import googleSessionRoutes from './google/session-route.ts'
import { lazyRequestLogger, loggerOptions } from './lib/logger.ts'
import { linkCheckOptions } from './link-health/options.ts'
import linkChecksPlugin from './link-health/schedule.ts'
import mailPlugin from './mail/plugin.ts'
import cookiePlugin from './plugins/cookie.ts'
import databasePlugin from './plugins/database.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import importJobsPlugin from './plugins/import-jobs.ts'
import metricsPlugin from './plugins/metrics.ts'
import nulGuardPlugin from './plugins/nul-guard.ts'
import openApiPlugin from './plugins/openapi.ts'
import originCheckPlugin from './plugins/origin-check.ts'
import rateLimitPlugin from './plugins/rate-limit.ts'
import searchPlugin from './plugins/search.ts'
import securityHeadersPlugin from './plugins/security-headers.ts'
import sessionPlugin, { sessionCookieName } from './plugins/session.ts'
import spaPlugin from './plugins/spa.ts'
import uploadsPlugin, { uploadsFolder, uploadsOptions } from './plugins/uploads.ts'
import { inlineScriptHashes, readIndexHtml } from './plugins/web-index.ts'
import adminRoutes from './routes/admin/index.ts'
import adminInvitationRoutes from './routes/auth/admin-invitation.ts'
import emailChangeRoutes from './routes/auth/email-change.ts'
import emailVerificationRoutes from './routes/auth/email-verification.ts'
import authRoutes from './routes/auth/index.ts'
import logoutRoutes from './routes/auth/logout.ts'
import passwordResetRoutes from './routes/auth/password-reset.ts'
import blogRoutes from './routes/blog/index.ts'
import bundleRoutes from './routes/bundles/index.ts'
import cardRoutes from './routes/cards/index.ts'
import categoryRoutes from './routes/categories/index.ts'
import claimRoutes from './routes/claims/index.ts'
import contactRoutes from './routes/contact/index.ts'
import embedRoutes from './routes/embeds/index.ts'
import healthRoutes from './routes/health/index.ts'
import kitRoutes from './routes/kits/index.ts'
import userKitRoutes from './routes/kits/user-kits.ts'
import legalRoutes from './routes/legal/index.ts'
import machineReadableRoutes from './routes/machine-readable/index.ts'
import magicKitRoutes from './routes/magic-kit/index.ts'
import listingRoutes from './routes/makers/index.ts'
import mcpRoutes from './routes/mcp/index.ts'
import newsletterRoutes from './routes/newsletter/index.ts'
import reviewRoutes from './routes/reviews/index.ts'
import searchRoutes from './routes/search/index.ts'
import seoRoutes from './routes/seo/index.ts'
import siteSettingsRoutes from './routes/site-settings/index.ts'
import statsRoutes from './routes/stats/index.ts'
import submissionRoutes from './routes/submissions/index.ts'
import userSubmissionRoutes from './routes/submissions/user-submissions.ts'
import taskRoutes from './routes/tasks/index.ts'
import toolEventPlugin from './routes/tool-events/index.ts'
import toolReportRoutes from './routes/tool-reports/index.ts'
import toolRoutes from './routes/tools/index.ts'
import tutorialRoutes from './routes/tutorials/index.ts'
import userRoutes from './routes/users/index.ts'
import watchlistRoutes from './routes/watchlist/index.ts'
import scheduledDigestsPlugin from './watchlist/schedule.ts'

/**
 * API answers up to this size are compressed in one call, in the request's own turn; larger ones stream through
 * zlib's thread pool. @fastify/compress streams from 8 KB on two cores, which put a directory page of results
 * (~13 KB of JSON) through the thread pool: 1.4 ms more per search than plain, against ~0.1-0.2 ms to compress it at
 * once (zstd, Brotli or gzip). Past 64 KB (100 tools: ~0.5-2 ms at once), streaming keeps the event loop free.
 */
const COMPRESS_IN_ONE_GO_BYTES = 64 * 1024
/**
 * Brotli's quality for API answers (browsers without zstd, such as Safari, ask for it). At 4, @fastify/compress's
 * default, a page of 50 admin tools (31 KB of JSON) took 0.6-0.75 ms of the server's time under load; at 3, 0.33-0.47
 * ms, for 3 % more bytes (5.6 against 5.4 KB). The web build's files are compressed at build time, at 11.
 */
const BROTLI_QUALITY = 3

export type AppConfig = Config & {
  /** The database to use: DATABASE_URL, or the embedded server's URL. */
  databaseUrl: string
}

export type BuildOptions = {
  /** Sees every route as it is added (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void
  /** Registered before every route, so its hooks see them all: the benchmark's request timings (@kitly/api/bench). */
  instrumentation?: FastifyPluginAsync
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    childLoggerFactory: lazyRequestLogger,
    // Request ids in every log line; honour a proxy's id so traces line up.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandlers(app)
  // Read once: the file only changes with a new build, which means a new process.
  const webDistDir = path.resolve(REPO_ROOT, config.WEB_DIST_DIR ?? 'web/dist')
  const indexHtml = readIndexHtml(webDistDir)

  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    maxPoolSize: config.DB_POOL_SIZE,
  })

  // Accounts and protection, before any route so their hooks apply to all of them: cookies; security
  // headers on every answer; cross-site writes refused; the session (request.user), which the rate limits
  // (per account once signed in) and the admin guard read; uploads (multipart/form-data is parsed only by
  // the routes that take files: plugins/multipart.ts).
  const serverSecret = resolveCookieSecret(config.COOKIE_SECRET, config.dataDir)
  await app.register(cookiePlugin, { secret: serverSecret })
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    inlineScriptHashes: indexHtml === null ? [] : inlineScriptHashes(indexHtml),
  })
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl })
  await app.register(sessionPlugin, { publicUrl: config.publicUrl })
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL })
  // API answers of 1 KB or more go compressed to a client that accepts it (zstd, Brotli or gzip): the directory's
  // first search and categories shrink from ~16 to ~4 KB on a phone's network. The web build's files are
  // compressed once at build time and pass through as they are; request bodies are never compressed.
  await app.register(compressPlugin, {
    globalDecompression: false,
    syncThreshold: COMPRESS_IN_ONE_GO_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
  await app.register(nulGuardPlugin)
  await app.register(uploadsPlugin, uploadsOptions(config))
  await app.register(importJobsPlugin)
  await app.register(googleSignInPlugin, { publicUrl: config.publicUrl, google: googleOptions(config) })

  if (options.instrumentation) await app.register(options.instrumentation)
  // Before the routes too: it documents each one as it is added.
  await app.register(openApiPlugin, {
    publicUrl: config.publicUrl,
    sessionCookie: sessionCookieName(config.publicUrl),
  })
  await app.register(mailPlugin, {
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    smtpUrl: config.SMTP_URL,
    from: config.mailFrom,
    dataDir: config.dataDir,
    secret: serverSecret,
  })
  await app.register(searchPlugin, {
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    maxPoolSize: config.DB_POOL_SIZE,
    meili: config.MEILI_URL
      ? {
          url: config.MEILI_URL,
          key: config.MEILI_KEY,
          requestTimeoutMs: config.MEILI_TIMEOUT_MS,
          taskTimeoutMs: config.MEILI_TASK_TIMEOUT_MS,
        }
      : undefined,
  })
  if (config.backupDir) {
    await app.register(scheduledBackupsPlugin, {
      databaseUrl: config.databaseUrl,
      uploads: config.S3_BUCKET ? { bucket: config.S3_BUCKET } : { folder: uploadsFolder(config.dataDir) },
      dir: config.backupDir,
      everyMs: config.BACKUP_EVERY,
      keep: config.BACKUP_KEEP,
    })
  }

  if (config.WATCH_DIGEST_EVERY !== null)
    await app.register(scheduledDigestsPlugin, { everyMs: config.WATCH_DIGEST_EVERY })
  await app.register(linkChecksPlugin, {
    check: linkCheckOptions(config, app.uploads),
    everyMs: config.LINK_CHECK_EVERY,
  })

  // Hooks that time every route registered after it.
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN })

  await app.register(healthRoutes, { prefix: '/api' })
  // Public catalog, read-only.
  await app.register(toolRoutes, { prefix: '/api/tools' })
  await app.register(searchRoutes, { prefix: '/api/search' })
  await app.register(categoryRoutes, { prefix: '/api/categories' })
  await app.register(bundleRoutes, { prefix: '/api/bundles' })
  await app.register(blogRoutes, { prefix: '/api/blog' })
  await app.register(siteSettingsRoutes, { prefix: '/api/site-settings' })
  await app.register(legalRoutes, { prefix: '/api/legal' })
  await app.register(statsRoutes, { prefix: '/api/stats' })
  // Magic Kit Builder and visitors' contributions.
  // Before the Magic Kit, which counts the tools its kits include.
  await app.register(toolEventPlugin)
  await app.register(magicKitRoutes, { prefix: '/api/magic-kit', llm: llmOptions(config) })
  await app.register(mcpRoutes, { prefix: '/mcp', publicUrl: config.publicUrl, llm: llmOptions(config) })
  await app.register(taskRoutes, { prefix: '/api/tasks' })
  await app.register(tutorialRoutes, { prefix: '/api/tutorials' })
  await app.register(kitRoutes, { prefix: '/api/kits', publicUrl: config.publicUrl })
  await app.register(userKitRoutes, { prefix: '/api/users/kits' })
  await app.register(reviewRoutes, { prefix: '/api' })
  await app.register(toolReportRoutes, { prefix: '/api/tools', visitorKeySecret: serverSecret })
  await app.register(submissionRoutes, { prefix: '/api/submissions' })
  await app.register(userSubmissionRoutes, { prefix: '/api/users/submissions' })
  await app.register(listingRoutes, { prefix: '/api/users/listings' })
  await app.register(claimRoutes, { prefix: '/api', siteChecks: createSiteChecks(config), secret: serverSecret })
  await app.register(contactRoutes, { prefix: '/api/contact' })
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' })
  await app.register(watchlistRoutes, { prefix: '/api/watchlist', secret: serverSecret })
  // Accounts: sign-up and sign-in, Google, the signed-in user's data, and the admin entry (whose guard
  // covers every /api/admin route, wherever registered).
  await app.register(authRoutes, { prefix: '/api/auth' })
  await app.register(passwordResetRoutes, { prefix: '/api/auth' })
  await app.register(emailVerificationRoutes, { prefix: '/api/auth' })
  await app.register(emailChangeRoutes, { prefix: '/api/auth' })
  await app.register(adminInvitationRoutes, { prefix: '/api/auth' })
  await app.register(logoutRoutes, { prefix: '/api/logout' })
  await app.register(googleRedirectRoutes, { prefix: '/api/oauth' })
  await app.register(googleSessionRoutes, { prefix: '/api/sessions' })
  await app.register(userRoutes, { prefix: '/api/users' })
  await app.register(adminRoutes)

  await app.register(seoRoutes, { publicUrl: config.publicUrl })
  await app.register(machineReadableRoutes, { publicUrl: config.publicUrl })
  await app.register(cardRoutes)
  await app.register(embedRoutes, { publicUrl: config.publicUrl })
  await app.register(spaPlugin, { distDir: webDistDir, indexHtml, publicUrl: config.publicUrl })
  return app
}

/** Google sign-in: only when both the client id and secret are configured. */
function googleOptions(config: Config) {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    issuer: config.GOOGLE_ISSUER_URL,
  }
}

/** The kit builder's optional language model: only when both its URL and key are configured. */
function llmOptions(config: Config): LlmOptions | null {
  if (!config.KITLY_LLM_URL || !config.KITLY_LLM_KEY) return null
  return { url: config.KITLY_LLM_URL, key: config.KITLY_LLM_KEY, model: config.KITLY_LLM_MODEL }
}
