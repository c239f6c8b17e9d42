/**
 * A pool call whose database step never settles gives up with ConnectionError (slow app code does not), and
 * a socket error of the driver becomes a ConnectionError.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { ConnectionError, type DatabasePool } from 'slonik'
import { describe, expect, it } from 'vitest'
import { guardAgainstOutage } from './outage-guard.ts'

const LIMIT_MS = 100
const never = () => new Promise<never>(() => {})

/** A stand-in pool: `one` answers after `queryMs` (never when null), `transaction` runs its handler. */
function fakePool(options: { queryMs: number | null; acquired?: boolean; commits?: boolean }) {
  const query = () => (options.queryMs === null ? never() : delay(options.queryMs, 'row'))
  const connection = { one: query }
  return guardAgainstOutage(
    {
      one: query,
      transaction: async (handler: (tx: typeof connection) => Promise<unknown>) => {
        if (options.acquired === false) return never()
        const result = await handler(connection)
        return options.commits === false ? never() : result
      },
    } as unknown as DatabasePool,
    LIMIT_MS,
  )
}

describe('guardAgainstOutage', () => {
  it('passes answers through', async () => {
    expect(await fakePool({ queryMs: 10 }).one({} as never)).toBe('row')
  })

  it.each([
    ['a statement that never answers', { queryMs: null }],
    ['a connection that is never handed out', { queryMs: 10, acquired: false }],
    ['a COMMIT that never answers', { queryMs: 10, commits: false }],
  ])('gives up on %s', async (_case, options) => {
    const pool = fakePool(options)
    await expect(pool.transaction((tx) => tx.one({} as never))).rejects.toThrow(ConnectionError)
  })

  it('turns a socket error into a ConnectionError', async () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })
    const pool = guardAgainstOutage({ one: () => Promise.reject(reset) } as unknown as DatabasePool, LIMIT_MS)
    await expect(pool.one({} as never)).rejects.toThrow(ConnectionError)
  })

  it('does not run the work of a call it gave up on', async () => {
    let ran = false
    const lateConnection = async (handler: (tx: object) => Promise<unknown>) => {
      await delay(LIMIT_MS * 2)
      return handler({})
    }
    const pool = guardAgainstOutage({ transaction: lateConnection } as unknown as DatabasePool, LIMIT_MS)
    await expect(pool.transaction(async () => (ran = true))).rejects.toThrow(ConnectionError)
    await delay(LIMIT_MS * 2)
    expect(ran).toBe(false)
  })

  it("leaves the caller's own errors as they are", async () => {
    const missing = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' })
    const failing = fakePool({ queryMs: 10 }).transaction(async () => {
      throw missing
    })
    await expect(failing).rejects.toBe(missing)
  })

  it('does not time the work between statements', async () => {
    const pool = fakePool({ queryMs: 10 })
    const result = await pool.transaction(async (tx) => {
      await delay(LIMIT_MS * 2)
      return tx.one({} as never)
    })
    expect(result).toBe('row')
  })
})
