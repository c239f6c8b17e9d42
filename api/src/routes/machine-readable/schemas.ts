import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { listOf } from '../../lib/http-errors.ts'
import { limitParam } from '../../lib/query-params.ts'
import { CatalogTool } from './queries.ts'

export const CatalogQuery = z.object({
  /** The id of the last tool of the page before (the `next` link carries it). */
  after: z.coerce
    .number({ error: 'after must be a number' })
    .int('after must be a whole number')
    .min(0, 'after must not be negative')
    .max(MAX_DATABASE_ID, 'after is too large')
    .default(0),
  limit: limitParam(100, 500),
})

export const CatalogPage = z.object({
  tools: listOf(CatalogTool),
  /** The next page's address, or null on the last page. */
  next: z.string().nullable(),
})

/** A tool's or a category's slug in the path. */
export const SlugParams = z.object({ slug: z.string().max(200) })
