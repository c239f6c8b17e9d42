/** The audit trail: one row per admin write, written in the transaction of the write itself. */

import { type DatabaseConnection, type DatabasePool, type DatabaseTransactionConnection, sql } from '@kitly/db'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../../lib/http-errors.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { AuditEntrySchema, type ListAuditQuery } from './schemas.ts'

type AuditEntry = {
  /** `<entity>.<verb>`, e.g. `tool.update`. */
  action: string
  entityType: string
  entityId: number | string | null
  details?: Record<string, unknown>
}

export async function recordAudit(db: DatabaseConnection, actorId: number, entry: AuditEntry): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO audit_log (actor_id, action, entity_type, entity_id, details)
    VALUES (${actorId}, ${entry.action}, ${entry.entityType},
            ${entry.entityId === null ? null : String(entry.entityId)}, ${sql.jsonb(toJson(entry.details ?? {}))})`)
}

// Details hold plain values only (strings, numbers, lists): drop undefined and make dates text.
const toJson = (details: Record<string, unknown>) => JSON.parse(JSON.stringify(details)) as Record<string, never>

/** The admin making the request; the guard has already let only active admins through. */
export function actorId(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, 'Please sign in as an administrator.')
  return request.user.id
}

/**
 * Runs `change` in a transaction and records it in the audit log in that same transaction, so a write and
 * its trail commit (or fail) together. `describe` turns the change's result into the entry.
 */
export function auditedChange<T>(
  db: DatabasePool,
  request: FastifyRequest,
  change: (tx: DatabaseTransactionConnection) => Promise<T>,
  describe: (result: T) => AuditEntry,
): Promise<T> {
  const actor = actorId(request)
  return db.transaction(async (tx) => {
    const result = await change(tx)
    await recordAudit(tx, actor, describe(result))
    return result
  })
}

export function listAuditEntries(db: DatabaseConnection, query: ListAuditQuery) {
  const filters = [
    query.actor_id === undefined ? null : sql.fragment`a.actor_id = ${query.actor_id}`,
    query.action === undefined ? null : sql.fragment`a.action = ${query.action}`,
    query.entity_type === undefined ? null : sql.fragment`a.entity_type = ${query.entity_type}`,
    query.entity_id === undefined ? null : sql.fragment`a.entity_id = ${query.entity_id}`,
    query.since === undefined ? null : sql.fragment`a.created_at >= ${query.since}::timestamptz`,
    query.until === undefined ? null : sql.fragment`a.created_at < ${query.until}::timestamptz`,
  ]
  return db.any(sql.type(AuditEntrySchema)`
    SELECT a.id, a.actor_id, u.email AS actor_email, a.action, a.entity_type, a.entity_id, a.details, a.created_at
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
    ${whereAll(filters)}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${query.limit} OFFSET ${query.offset}`)
}
