/**
 * SQL of makers' submissions: their fields as a draft or sent to the queue, and what makers see of them. Edit
 * requests of listed tools share the table (and the queue) but are not submissions here: makers see them on
 * their listing's page (routes/makers).
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { insertValues, updateValues } from '../../lib/column-values.ts'
import { SUBMISSION_STATES, type SubmissionState } from '../../lib/field-rules.ts'
import type { DraftSubmissionFields } from './schemas.ts'
import { SubmissionSchema } from './schemas.ts'
import { QUEUED_STATES } from './states.ts'

/** How many submissions an account may send to the queue in a day: each one costs a reviewer's time. */
export const SUBMISSIONS_PER_DAY = 5

const queued = sql.array([...QUEUED_STATES], 'text')

/** A submission as its maker sees it, `s` being tool_submissions (its place in line while it waits). */
export const submissionColumns = sql.fragment`
  s.id, s.state, s.website_url, s.registrable_domain, s.name, s.short_description, s.description, s.category_id,
  s.task_slugs AS tasks, s.pricing_model, s.free_credit_info, s.tags, s.logo_url, s.screenshots, s.video_url,
  s.reviewer_message, s.reject_reason, s.reject_text,
  (SELECT t.slug FROM tools t WHERE t.id = s.tool_id) AS tool_slug,
  CASE WHEN s.state = ANY(${queued}) THEN
    (SELECT count(*)::int FROM tool_submissions q
     WHERE q.state = ANY(${queued}) AND (q.submitted_at, q.id) <= (s.submitted_at, s.id))
  END AS queue_position,
  s.created_at, s.updated_at, s.submitted_at, s.decided_at`

/** The form's fields as columns: a save replaces them all, as the form sends them all. */
function fieldColumns(fields: DraftSubmissionFields, domain: string) {
  return {
    website_url: fields.website_url,
    registrable_domain: domain,
    name: fields.name ?? null,
    short_description: fields.short_description ?? null,
    description: fields.description ?? null,
    category_id: fields.category_id ?? null,
    task_slugs: sql.array(fields.tasks ?? [], 'text'),
    pricing_model: fields.pricing_model ?? null,
    free_credit_info: fields.free_credit_info ?? null,
    tags: sql.array(fields.tags ?? [], 'text'),
    logo_url: fields.logo_url ?? null,
    screenshots: sql.array(fields.screenshots ?? [], 'text'),
    video_url: fields.video_url ?? null,
  }
}

/** Sent to the queue now, or kept as it is. */
const submitColumns = (submit: boolean) =>
  submit ? { state: 'submitted', submitted_at: sql.fragment`now()` } : ({} as Record<string, never>)

export function insertSubmission(
  db: DatabaseConnection,
  ownerId: number,
  save: { fields: DraftSubmissionFields; domain: string; submit: boolean },
) {
  const values = { owner_id: ownerId, ...fieldColumns(save.fields, save.domain), ...submitColumns(save.submit) }
  return db.oneFirst(sql.typeAlias('id')`INSERT INTO tool_submissions ${insertValues(values)} RETURNING id`)
}

export async function updateSubmission(
  db: DatabaseConnection,
  id: number,
  save: { fields: DraftSubmissionFields; domain: string; submit: boolean },
): Promise<void> {
  const values = { ...fieldColumns(save.fields, save.domain), ...submitColumns(save.submit) }
  await db.query(sql.typeAlias('void')`UPDATE tool_submissions SET ${updateValues(values)} WHERE id = ${id}`)
}

const OwnedState = z.object({ state: z.enum(SUBMISSION_STATES) })

/** The state of `ownerId`'s submission `id`, locked until the transaction ends; null when it is not theirs. */
export function lockOwnSubmission(tx: DatabaseConnection, id: number, ownerId: number) {
  return tx.maybeOneFirst(sql.type(OwnedState)`
    SELECT state FROM tool_submissions WHERE id = ${id} AND owner_id = ${ownerId} AND edit_of IS NULL FOR UPDATE`) as Promise<SubmissionState | null>
}

/**
 * How many of the owner's submissions, other than `exceptId`, went to the queue in the last day. Locks the owner's
 * account row first, so two submits at once are counted one after the other.
 */
export async function countSubmitsToday(
  tx: DatabaseConnection,
  ownerId: number,
  exceptId: number | null,
): Promise<number> {
  await tx.query(sql.typeAlias('void')`SELECT FROM users WHERE id = ${ownerId} FOR UPDATE`)
  return tx.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM tool_submissions
    WHERE owner_id = ${ownerId} AND edit_of IS NULL AND submitted_at > now() - interval '1 day'
      AND id IS DISTINCT FROM ${exceptId}`)
}

export function findOwnSubmission(db: DatabaseConnection, id: number, ownerId: number) {
  return db.maybeOne(sql.type(SubmissionSchema)`
    SELECT ${submissionColumns} FROM tool_submissions s WHERE s.id = ${id} AND s.owner_id = ${ownerId} AND s.edit_of IS NULL`)
}

export function listOwnSubmissions(db: DatabaseConnection, ownerId: number) {
  return db.any(sql.type(SubmissionSchema)`
    SELECT ${submissionColumns} FROM tool_submissions s WHERE s.owner_id = ${ownerId} AND s.edit_of IS NULL
    ORDER BY s.created_at DESC, s.id DESC`)
}
