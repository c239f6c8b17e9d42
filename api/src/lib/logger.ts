/**
 * pino options shared by the server and the CLI: JSON lines, pretty only on a terminal,
 * and secrets (cookies, authorization headers, passwords) never written.
 * https://getpino.io
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
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

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
