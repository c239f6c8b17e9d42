import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from './logger.ts'

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
