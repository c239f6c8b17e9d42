import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { badRequest } from '../../lib/http-errors.ts'
import type { KitBody } from './schemas.ts'
import { KitSummarySchema, KitToolSchema, KitUsageSchema } from './schemas.ts'

const KitRow = z.object({
  id: z.string(),
  user_id: z.number().nullable(),
  kit_name: z.string(),
  description: z.string(),
  prompt: z.string(),
  budget: z.enum(['mixed', 'free', 'paid']),
  complexity: z.enum(['beginner', 'intermediate', 'advanced']),
  kit_size: z.number(),
  is_shared: z.boolean(),
  created_at: z.string(),
  usage: KitUsageSchema.nullable(),
})
export type KitRow = z.infer<typeof KitRow>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The kit, or null when there is none (a malformed id is simply not found). */
export function findKit(db: DatabaseConnection, id: string) {
  if (!UUID.test(id)) return Promise.resolve(null)
  return db.maybeOne(sql.type(KitRow)`
    SELECT id, user_id, name AS kit_name, description, prompt, budget, complexity, kit_size, is_shared, created_at,
           usage
    FROM kits WHERE id = ${id}`)
}

/**
 * The kit's tools in their order, with the reasons they were picked; inactive and discontinued tools drop out, as
 * they leave every recommendation (a discontinued tool's page stays, with its alternatives).
 */
export function listKitTools(db: DatabaseConnection, kitId: string) {
  return db.any(sql.type(KitToolSchema)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
           t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags, t.website_url, kt.reason
    FROM kit_tools kt JOIN tools t ON t.id = kt.tool_id LEFT JOIN categories c ON c.id = t.category_id
    WHERE kt.kit_id = ${kitId} AND t.status = 'active' AND t.discontinued_at IS NULL
    ORDER BY kt.position`)
}

/** Tool cards for a kit that is not stored (the PDF of an unsaved kit), in the given order with its reasons. */
export async function resolveKitTools(db: DatabaseConnection, tools: KitBody['tools']) {
  const rows = await db.any(sql.type(KitToolSchema)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug, t.pricing_model,
           t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags, t.website_url,
           wanted.reason
    FROM unnest(${sql.array(
      tools.map((tool) => tool.id),
      'int4',
    )}::int[], ${sql.array(
      tools.map((tool) => tool.reason),
      'text',
    )}::text[]) WITH ORDINALITY AS wanted(id, reason, position)
    JOIN tools t ON t.id = wanted.id LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active'
    ORDER BY wanted.position`)
  const found = new Set(rows.map((row) => row.id))
  const missing = tools.filter((tool) => !found.has(tool.id)).map((tool) => tool.id)
  if (missing.length > 0) badRequest(`No such tool in the catalog: ${missing.join(', ')}`)
  return rows
}

const Id = z.object({ id: z.string() })

/**
 * Stores a kit and its tools (in the given order).
 * @throws HttpError 400 when a tool is not in the catalog (or not active).
 */
export async function insertKit(
  tx: DatabaseTransactionConnection,
  kit: KitBody,
  owner: { userId: number | null; shared: boolean },
): Promise<string> {
  // Checked first so the answer names the bad ids, rather than a foreign-key error.
  await resolveKitTools(tx, kit.tools)
  const id = await tx.oneFirst(sql.type(Id)`
    INSERT INTO kits (user_id, name, description, prompt, budget, complexity, kit_size, is_shared, usage)
    VALUES (${owner.userId}, ${kit.kit_name}, ${kit.description}, ${kit.prompt}, ${kit.preferences.budget},
            ${kit.preferences.complexity}, ${kit.preferences.kit_size}, ${owner.shared},
            ${kit.usage === null ? null : sql.jsonb(kit.usage)})
    RETURNING id`)
  await tx.query(sql.typeAlias('void')`
    INSERT INTO kit_tools (kit_id, tool_id, position, reason)
    SELECT ${id}, tool.id, tool.position - 1, tool.reason
    FROM unnest(${sql.array(
      kit.tools.map((tool) => tool.id),
      'int4',
    )}::int[], ${sql.array(
      kit.tools.map((tool) => tool.reason),
      'text',
    )}::text[]) WITH ORDINALITY AS tool(id, reason, position)`)
  return id
}

export async function setKitShared(db: DatabaseConnection, id: string, shared: boolean): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE kits SET is_shared = ${shared} WHERE id = ${id}`)
}

export async function deleteKit(db: DatabaseConnection, id: string): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM kits WHERE id = ${id}`)
}

/** A user's kits, newest first, each with its first five tools. */
export function listKitsByUser(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(KitSummarySchema)`
    SELECT k.id, k.name AS kit_name, k.description, k.prompt, k.is_shared, k.created_at,
           (SELECT count(*)::int FROM kit_tools kt JOIN tools t ON t.id = kt.tool_id
            WHERE kt.kit_id = k.id AND t.status = 'active' AND t.discontinued_at IS NULL) AS tool_count,
           coalesce((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'logo_url', p.logo_url)
                                      ORDER BY p.position)
                     FROM (SELECT t.id, t.name, t.slug, t.logo_url, kt.position
                           FROM kit_tools kt JOIN tools t ON t.id = kt.tool_id
                           WHERE kt.kit_id = k.id AND t.status = 'active' AND t.discontinued_at IS NULL
                           ORDER BY kt.position LIMIT 5) AS p), '[]') AS tools
    FROM kits k
    WHERE k.user_id = ${userId}
    ORDER BY k.created_at DESC, k.id`)
}

const Count = z.object({ count: z.number() })

/** The dashboard's "Custom Kits" counter. */
export function countKitsByUser(db: DatabaseConnection, userId: number) {
  return db.oneFirst(sql.type(Count)`SELECT count(*)::int AS count FROM kits WHERE user_id = ${userId}`)
}
