/**
 * pino options shared by the server and the CLI: JSON lines, pretty only on a terminal,
 * and secrets (cookies, authorization headers, passwords) never written.
 * https://getpino.io
 */
import type { LoggerOptions } from 'pino'

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
