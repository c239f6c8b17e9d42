/**
 * Unique URL slugs for the catalog's tables. The rule that turns a name into a slug is
 * `slugFromName` in field-rules.ts, shared with the bulk import.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { UniqueIntegrityConstraintViolationError } from 'slonik'
import { z } from 'zod'
import { HttpError } from '../lib/http-errors.ts'

export const SLUG_TAKEN = 'That slug is already taken'

/**
 * For `.catch` after a write to a table whose only unique column is its slug: a clash answers 409 with a
 * sentence naming the slug (the constraint error alone does not say which column).
 */
export function rethrowSlugTaken(error: unknown): never {
  if (error instanceof UniqueIntegrityConstraintViolationError) throw new HttpError(409, SLUG_TAKEN)
  throw error
}

type SluggedTable = 'tools' | 'bundles' | 'posts' | 'categories'
const Slug = z.object({ slug: z.string() })

/**
 * `base`, or `base-2`, `base-3`, … : the first one no other row of `table` (than `exceptId`) uses.
 * Two writers racing for the same slug still meet the UNIQUE constraint, which answers 409.
 */
export async function freeSlug(
  db: DatabaseConnection,
  table: SluggedTable,
  base: string,
  exceptId: number | null = null,
): Promise<string> {
  const taken = new Set(
    await db.anyFirst(sql.type(Slug)`
      SELECT slug FROM ${sql.identifier([table])}
      WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) AND id IS DISTINCT FROM ${exceptId}`),
  )
  if (!taken.has(base)) return base
  // Room for the suffix within the slug domain's 120 characters.
  const stem = base.slice(0, 110).replace(/-+$/, '')
  let suffix = 2
  while (taken.has(`${stem}-${suffix}`)) suffix += 1
  return `${stem}-${suffix}`
}
