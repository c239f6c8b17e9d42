/** SQL of the submissions review queue: the list, one submission with its possible duplicates, state changes. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { type ColumnValues, updateValues } from '../../../lib/column-values.ts'
import { SUBMISSION_STATES, type SubmissionState } from '../../../lib/field-rules.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { submissionColumns } from '../../submissions/queries.ts'
import { QUEUED_STATES } from '../../submissions/states.ts'
import {
  AdminSubmissionSchema,
  EditedToolSchema,
  type ListAdminSubmissionsQuery,
  PossibleDuplicateSchema,
} from './schemas.ts'

const adminSubmissionColumns = sql.fragment`
  ${submissionColumns}, s.owner_id, u.email AS owner_email, u.name AS owner_name, s.decided_by, s.tool_id,
  s.edit_of, (SELECT t.slug FROM tools t WHERE t.id = s.edit_of) AS edit_of_slug, s.source_url`

const fromSubmissions = sql.fragment`FROM tool_submissions s JOIN users u ON u.id = s.owner_id`

function stateFilter(state: ListAdminSubmissionsQuery['state']) {
  if (state === undefined) return sql.fragment`s.state <> 'draft'`
  if (state === 'waiting') return sql.fragment`s.state = ANY(${sql.array([...QUEUED_STATES], 'text')})`
  return sql.fragment`s.state = ${state}`
}

export async function listAdminSubmissions(db: DatabaseConnection, query: ListAdminSubmissionsQuery) {
  const where = whereAll([
    stateFilter(query.state),
    query.q ? sql.fragment`(s.name ILIKE ${`%${query.q}%`} OR s.website_url ILIKE ${`%${query.q}%`})` : null,
  ])
  const total = await db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n ${fromSubmissions} ${where}`)
  const submissions = await db.any(sql.type(AdminSubmissionSchema)`
    SELECT ${adminSubmissionColumns} ${fromSubmissions} ${where}
    ORDER BY coalesce(s.submitted_at, s.created_at), s.id
    LIMIT ${query.limit} OFFSET ${query.offset}`)
  return { total, submissions }
}

export function findAdminSubmission(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminSubmissionSchema)`
    SELECT ${adminSubmissionColumns} ${fromSubmissions} WHERE s.id = ${id}`)
}

const TaskName = z.object({ name: z.string() })

/** The names of the tasks `slugs`, in their order. */
export function findTaskNames(db: DatabaseConnection, slugs: readonly string[]) {
  return db.anyFirst(sql.type(TaskName)`
    SELECT ta.name FROM unnest(${sql.array([...slugs], 'text')}::text[]) WITH ORDINALITY AS s(slug, position)
    JOIN tasks ta ON ta.slug = s.slug ORDER BY s.position`)
}

export function findEditedTool(db: DatabaseConnection, toolId: number) {
  return db.maybeOne(sql.type(EditedToolSchema)`
    SELECT name, slug, pricing_model, free_credit_info FROM tools WHERE id = ${toolId}`)
}

/**
 * Gives the tool of edit request `submissionId` the request's facts (the search outbox trigger of tools
 * reindexes it); answers the tool's id.
 */
export function applyEditFacts(tx: DatabaseConnection, submissionId: number) {
  return tx.oneFirst(sql.typeAlias('id')`
    UPDATE tools t SET pricing_model = s.pricing_model, free_credit_info = s.free_credit_info
    FROM tool_submissions s WHERE s.id = ${submissionId} AND t.id = s.edit_of
    RETURNING t.id`)
}

/** Tools named like `name` (trigram similarity of the normalized names), closest first. */
export function findToolsNamedLike(db: DatabaseConnection, name: string) {
  return db.any(sql.type(PossibleDuplicateSchema)`
    SELECT id, name, slug, website_url, status FROM tools
    WHERE name_normalized % search_normalize(${name})
    ORDER BY similarity(name_normalized, search_normalize(${name})) DESC, id
    LIMIT 10`)
}

const State = z.object({ state: z.enum(SUBMISSION_STATES) })

/** The submission's state, locked until the transaction ends; null when there is no such submission. */
export function lockSubmissionState(tx: DatabaseConnection, id: number) {
  return tx.maybeOneFirst(sql.type(State)`
    SELECT state FROM tool_submissions WHERE id = ${id} FOR UPDATE`) as Promise<SubmissionState | null>
}

/** Every one of `ids` with its state, locked until the transaction ends. */
export function lockSubmissionStates(tx: DatabaseConnection, ids: readonly number[]) {
  return tx.any(sql.type(State.extend({ id: z.number() }))`
    SELECT id, state FROM tool_submissions WHERE id = ANY(${sql.array([...ids], 'int4')}) ORDER BY id FOR UPDATE`)
}

export async function updateSubmissionState(
  tx: DatabaseConnection,
  id: number,
  state: SubmissionState,
  values: ColumnValues = {},
): Promise<void> {
  await tx.query(sql.typeAlias('void')`
    UPDATE tool_submissions SET ${updateValues({ state, ...values })} WHERE id = ${id}`)
}
