/**
 * Our `sql` tag: Slonik's, with row schemas for the common shapes so every query states what it returns.
 * https://github.com/gajus/slonik
 */
import { createSqlTag } from 'slonik'
import { z } from 'zod'

export const sql = createSqlTag({
  typeAliases: {
    id: z.object({ id: z.number() }),
    void: z.object({}).strict(),
  },
})

export type { DatabaseConnection, DatabasePool, DatabaseTransactionConnection } from 'slonik'
