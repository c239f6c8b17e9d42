/** lowerBackendPriority on the tests' Postgres, which runs on this machine as the embedded default does. */
import { createDatabasePool } from '@kitly/db'
import { sql } from 'slonik'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEmptyDatabase, niceOf, type SearchFixture } from '../test-support.ts'
import { lowerBackendPriority } from './backend-priority.ts'

let fixture: SearchFixture

beforeAll(async () => {
  fixture = await createEmptyDatabase()
}, 60_000)

afterAll(() => fixture?.close())

const backendPid = z.object({ pid: z.number() })
const workers = z.object({ workers: z.string() })

describe('lowerBackendPriority', () => {
  it('lowers a local backend to the lowest priority without parallel workers, and restores both', async () => {
    await fixture.db.connect(async (connection) => {
      const pid = await connection.oneFirst(sql.type(backendPid)`SELECT pg_backend_pid() AS pid`)
      const usualWorkers = await connection.oneFirst(sql.type(workers)`
        SELECT current_setting('max_parallel_maintenance_workers') AS workers`)
      const usualNice = niceOf(pid)
      expect(usualNice).toBeLessThan(19)

      const lowered = await lowerBackendPriority(connection)
      expect(lowered).not.toBeNull()
      expect(niceOf(pid)).toBe(19)
      expect(
        await connection.oneFirst(
          sql.type(workers)`SELECT current_setting('max_parallel_maintenance_workers') AS workers`,
        ),
      ).toBe('0')

      await lowered?.restore()
      expect(niceOf(pid)).toBe(usualNice)
      expect(
        await connection.oneFirst(
          sql.type(workers)`SELECT current_setting('max_parallel_maintenance_workers') AS workers`,
        ),
      ).toBe(usualWorkers)
    })
  })

  it('leaves alone a backend whose role may not read where the server keeps its data', async () => {
    await fixture.db.query(sql.unsafe`CREATE ROLE kitly_plain LOGIN PASSWORD 'plain'`)
    const url = new URL(fixture.database.url)
    url.username = 'kitly_plain'
    url.password = 'plain'
    const plain = await createDatabasePool(url.toString(), { maxPoolSize: 1 })
    try {
      await plain.connect(async (connection) => {
        const pid = await connection.oneFirst(sql.type(backendPid)`SELECT pg_backend_pid() AS pid`)
        expect(await lowerBackendPriority(connection)).toBeNull()
        expect(niceOf(pid)).toBeLessThan(19)
      })
    } finally {
      await plain.end()
      await fixture.db.query(sql.unsafe`DROP ROLE kitly_plain`)
    }
  })
})
