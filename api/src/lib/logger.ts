/**
 * pino options shared by the server and the CLI: JSON lines, pretty only on a terminal,
 * and secrets (cookies, authorization headers, passwords, the tokens of mailed links) never written.
 * https://getpino.io
 */
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify'
import { type Bindings, type LogFn, type LoggerOptions, levels } from 'pino'

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'currentPassword',
  '*.currentPassword',
  'current_password',
  '*.current_password',
  'new_password',
  '*.new_password',
  'codeVerifier',
  '*.codeVerifier',
  'token',
  '*.token',
]

const CENSOR = '[redacted]'

/**
 * `url` with the value of every query parameter replaced: mailed links carry their token in the query
 * (`/reset-password?token=…`, the newsletter's links), and a search or filter says more about a visitor than a
 * log needs. The path and the parameters' names stay, which is what telling requests apart needs.
 */
export function redactQuery(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const names = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const end = pair.indexOf('=')
      return end === -1 ? pair : `${pair.slice(0, end)}=${CENSOR}`
    })
  return `${url.slice(0, start)}?${names.join('&')}`
}

/**
 * Fastify's request serializer (what `incoming request` and 5xx lines carry), with the query's values redacted.
 * A `req` that is not a Fastify request (a CLI line) keeps only what it shares with one.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactQuery(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest },
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  }
}

const levelValues: Record<string, number> = levels.values
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const

const BINDINGS = Symbol('bindings')
const CHILD = Symbol('child')
type LazyLogger = FastifyBaseLogger & { [BINDINGS]: Bindings; [CHILD]?: FastifyBaseLogger }

/** Per parent logger, the prototype of its lazy children: their methods, made once, not for every request. */
const prototypes = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>()

function lazyPrototype(parent: FastifyBaseLogger): FastifyBaseLogger {
  let prototype = prototypes.get(parent)
  if (prototype !== undefined) return prototype
  const real = (lazy: LazyLogger): FastifyBaseLogger => {
    lazy[CHILD] ??= parent.child(lazy[BINDINGS])
    return lazy[CHILD]
  }
  prototype = Object.create(parent) as FastifyBaseLogger
  for (const level of LEVELS) {
    const value = levelValues[level] ?? 0
    prototype[level] = function (this: LazyLogger, ...args: Parameters<LogFn>) {
      // Below the parent's level (read now: it may change) nothing is written, and no child is needed.
      if (value >= (levelValues[parent.level] ?? Number.POSITIVE_INFINITY)) real(this)[level](...args)
    }
  }
  prototype.child = function (this: LazyLogger, bindings, options) {
    return real(this).child(bindings, options)
  }
  prototypes.set(parent, prototype)
  return prototype
}

/**
 * Fastify's childLoggerFactory: `request.log` (the request id on every line) whose pino child is made when the
 * request first writes a line at an enabled level, not for every request. pino runs the redaction over a child's
 * bindings as it makes it, a cost every request paid although at LOG_LEVEL=warn almost none of them logs.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  // A route's own log level or serializers: a real child at once, as Fastify would make it.
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options)
  const lazy = Object.create(lazyPrototype(logger)) as LazyLogger
  lazy[BINDINGS] = bindings
  return lazy
}
