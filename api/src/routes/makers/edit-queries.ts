/** SQL of a maker's edit of their listing: its cosmetic fields, and the edit request of its facts. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { PRICING_MODELS } from '../../content/tool-fields.ts'
import { type ColumnValues, insertValues, updateValues } from '../../lib/column-values.ts'
import { OPEN_EDIT_STATES } from '../submissions/states.ts'
import { fromListingsOf } from './queries.ts'

const LockedListing = z.object({
  id: z.number(),
  name: z.string(),
  website_url: z.string(),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  free_credit_info: z.string().nullable(),
})
export type LockedListing = z.infer<typeof LockedListing>

/**
 * The tool `slug` when `userId` is its verified maker, locked until the transaction ends (two edits at once
 * take turns, so they never open two requests); null otherwise.
 */
export function lockListing(tx: DatabaseConnection, userId: number, slug: string) {
  return tx.maybeOne(sql.type(LockedListing)`
    SELECT t.id, t.name, t.website_url, t.pricing_model, t.free_credit_info
    ${fromListingsOf(userId)} AND t.slug = ${slug}
    FOR UPDATE OF t`)
}

export async function updateListingFields(tx: DatabaseConnection, toolId: number, values: ColumnValues) {
  await tx.query(sql.typeAlias('void')`UPDATE tools SET ${updateValues(values)} WHERE id = ${toolId}`)
}

/** Puts `values` in the tool's open edit request, sent to the queue again; answers its id, or null when none is open. */
export function replaceOpenEditRequest(tx: DatabaseConnection, toolId: number, values: ColumnValues) {
  return tx.maybeOneFirst(sql.typeAlias('id')`
    UPDATE tool_submissions
    SET ${updateValues({ ...values, state: 'submitted', submitted_at: sql.fragment`now()`, reviewer_message: null })}
    WHERE edit_of = ${toolId} AND state = ANY(${sql.array([...OPEN_EDIT_STATES], 'text')})
    RETURNING id`)
}

export function insertEditRequest(tx: DatabaseConnection, toolId: number, values: ColumnValues) {
  return tx.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_submissions
    ${insertValues({ ...values, edit_of: toolId, state: 'submitted', submitted_at: sql.fragment`now()` })}
    RETURNING id`)
}
