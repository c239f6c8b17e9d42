/** Query fields of keyset paging (`after`/`before`) for the admin lists, newest first without a search. */
import { z } from 'zod'
import { MAX_DATABASE_ID } from './database-id.ts'

/** A keyset cursor: the id of the row (`noun`, e.g. "tool") on the edge of the page asked for. */
const cursorParam = (name: string, noun: string) =>
  z.coerce
    .number(`${name} must be a ${noun} id`)
    .int(`${name} must be a ${noun} id`)
    .positive(`${name} must be a ${noun} id`)
    .max(MAX_DATABASE_ID, `${name} is too large`)
    .optional()

/**
 * `after`: the page of rows right after this one; `before`: right before it (the Previous page). With either,
 * `offset` says only where the page is (for `total`): the rows are found by the cursor, which costs the same on the
 * last page as on the first.
 */
export const cursorParams = (noun: string) => ({
  after: cursorParam('after', noun),
  before: cursorParam('before', noun),
})

type KeysetQuery = { sort: string; q?: string | undefined; after?: number | undefined; before?: number | undefined }

/** Whether the list can be paged by a cursor: in created_at order (the order of an index), not by search rank. */
const keysetPaged = (query: { sort: string; q?: string | undefined }) => query.sort === 'created_at' && !query.q

/** The list's query refused when it gives both cursors, or a cursor with another sort or a search. */
export const refineKeyset = <Schema extends z.ZodType<KeysetQuery>>(schema: Schema) =>
  schema
    .refine((query) => query.after === undefined || query.before === undefined, {
      message: 'Give after or before, not both',
      path: ['before'],
    })
    .refine((query) => (query.after === undefined && query.before === undefined) || keysetPaged(query), {
      message: 'after and before page only the list sorted by created_at, without a search',
      path: ['sort'],
    })
