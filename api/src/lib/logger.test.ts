import { Writable } from 'node:stream'
import Fastify from 'fastify'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { lazyRequestLogger, loggerOptions, redactQuery } from './logger.ts'

function captureLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { logger: pino(loggerOptions('info'), stream), lines, stream }
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

describe('request URLs in the log', () => {
  it('keep the path and the names of query parameters, never their values', () => {
    expect(redactQuery('/api/tools/figma')).toBe('/api/tools/figma')
    expect(redactQuery('/reset-password?token=abc&next=%2Fme&flag')).toBe(
      '/reset-password?token=[redacted]&next=[redacted]&flag',
    )
  })

  it('carry no token of a mailed link, on request lines and on the lines of a failed request', async () => {
    const { lines, stream } = captureLogs()
    const app = Fastify({ logger: { ...loggerOptions('info'), stream }, childLoggerFactory: lazyRequestLogger })
    app.get('/reset-password', async () => 'page')
    app.post('/api/newsletter/unsubscribe', async () => {
      throw new Error('mail store down')
    })
    await app.inject({ method: 'GET', url: '/reset-password?token=reset-secret-1' })
    await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=unsubscribe-secret-2&email=a%40b.co' })
    await app.close()

    const written = lines.join('')
    for (const secret of ['reset-secret-1', 'unsubscribe-secret-2', 'a%40b.co']) expect(written).not.toContain(secret)
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean)
    expect(urls).toEqual([
      '/reset-password?token=[redacted]',
      '/api/newsletter/unsubscribe?token=[redacted]&email=[redacted]',
      '/api/newsletter/unsubscribe?token=[redacted]&email=[redacted]',
    ])
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
