import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { lazyRequestLogger, loggerOptions } from './logger.ts'

function captureLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { logger: pino(loggerOptions('info'), stream), lines }
}

describe('logger', () => {
  it('never writes cookies, authorization headers or passwords', () => {
    const { logger, lines } = captureLogs()
    logger.info(
      {
        req: { headers: { cookie: 'kitly_session=abc', authorization: 'Bearer xyz' } },
        body: { email: 'a@b.co', password: 'hunter22' },
        password: 'top-level-secret',
      },
      'signed in',
    )
    const written = lines.join('')
    expect(written).toContain('a@b.co')
    for (const secret of ['kitly_session=abc', 'Bearer xyz', 'hunter22', 'top-level-secret']) {
      expect(written).not.toContain(secret)
    }
  })

  it('never writes the fields of a password change or a sign-in attempt', () => {
    const { logger, lines } = captureLogs()
    logger.info(
      { body: { current_password: 'old-secret', new_password: 'new-secret' }, codeVerifier: 'pkce-secret' },
      'x',
    )
    const written = lines.join('')
    for (const secret of ['old-secret', 'new-secret', 'pkce-secret']) expect(written).not.toContain(secret)
  })
})

describe('request loggers', () => {
  const requestLogger = (level: string) => {
    const { logger, lines } = captureLogs()
    logger.level = level
    const log = lazyRequestLogger.call(
      {} as never,
      logger,
      { reqId: 'req-1' },
      {},
      {} as never,
    ) as unknown as pino.Logger
    return { logger, log, lines }
  }

  it('writes nothing below the level, and lines at it carry the request id, redacted as ever', () => {
    const { log, lines } = requestLogger('warn')
    log.info('incoming request')
    log.debug('detail')
    expect(lines).toEqual([])
    log.warn({ body: { password: 'hunter22' } }, 'too many attempts')
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0] ?? '{}')
    expect(line).toMatchObject({ reqId: 'req-1', msg: 'too many attempts', level: 40 })
    expect(lines[0]).not.toContain('hunter22')
  })

  it('keeps the request id in its children and follows a change of the level', () => {
    const { logger, log, lines } = requestLogger('warn')
    log.child({ userId: 7 }).error('failed')
    logger.level = 'info'
    log.info('now written')
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { reqId: 'req-1', userId: 7, msg: 'failed' },
      { reqId: 'req-1', msg: 'now written' },
    ])
  })

  it('writes every line of one request with the same child, once made', () => {
    const { log, lines } = requestLogger('info')
    log.info('one')
    log.info('two')
    expect(lines.map((line) => JSON.parse(line).reqId)).toEqual(['req-1', 'req-1'])
  })
})
