/** The search package's `sql` tag: Slonik's, with the `void` row type for statements that return no rows. */
import { createSqlTag } from 'slonik'
import { z } from 'zod'

export const sql = createSqlTag({ typeAliases: { void: z.object({}).strict() } })
