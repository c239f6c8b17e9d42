/** SQL of the admin tools: every tool whatever its status, writes that keep the slug unique. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { freeSlug } from '../../../content/slug.ts'
import { type ToolFields, toolSlug } from '../../../content/tool-fields.ts'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { toolColumns } from '../../tools/queries.ts'
import { AdminToolSchema } from './schemas.ts'

const adminToolColumns = sql.fragment`
  ${toolColumns}, t.status, t.search_keywords, t.click_count, t.notability,
  coalesce((SELECT json_agg(json_build_object('slug', tk.slug, 'name', tk.name, 'reviewed', tt.reviewed)
                            ORDER BY tk.name)
            FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id WHERE tt.tool_id = t.id), '[]') AS tasks`

export function listAdminTools(db: DatabaseConnection, filters: { search?: string; category_id?: number }) {
  const conditions = [
    filters.search
      ? sql.fragment`(t.name ILIKE ${`%${filters.search}%`} OR t.short_description ILIKE ${`%${filters.search}%`}
                      OR t.description ILIKE ${`%${filters.search}%`})`
      : null,
    filters.category_id === undefined ? null : sql.fragment`t.category_id = ${filters.category_id}`,
  ]
  return db.any(sql.type(AdminToolSchema)`
    SELECT ${adminToolColumns} FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    ${whereAll(conditions)}
    ORDER BY t.created_at DESC, t.id DESC`)
}

export function findAdminTool(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminToolSchema)`
    SELECT ${adminToolColumns} FROM tools t LEFT JOIN categories c ON c.id = t.category_id WHERE t.id = ${id}`)
}

/**
 * The form's fields as columns (a whole tool: fields left out take their defaults). The slug is the given
 * one or the name's, by `slugFromName`, made unique among the other tools.
 */
async function toolColumnValues(db: DatabaseConnection, tool: ToolFields, id: number | null) {
  return {
    name: tool.name,
    slug: await freeSlug(db, 'tools', toolSlug(tool), id),
    short_description: tool.short_description,
    description: tool.description ?? '',
    website_url: tool.website_url,
    logo_url: tool.logo_url ?? null,
    video_url: tool.video_url ?? null,
    pdf_url: tool.pdf_url ?? null,
    category_id: tool.category_id ?? null,
    pricing_model: tool.pricing_model,
    free_credit_info: tool.free_credit_info ?? null,
    screenshots: sql.array(tool.screenshots, 'text'),
    features: sql.array(tool.features, 'text'),
    tags: sql.array(tool.tags, 'text'),
    search_keywords: tool.search_keywords ?? '',
    status: tool.status,
    is_featured: tool.is_featured,
    notability: tool.notability,
  }
}

export async function insertTool(db: DatabaseConnection, tool: ToolFields): Promise<number> {
  const values = await toolColumnValues(db, tool, null)
  return db.oneFirst(sql.typeAlias('id')`INSERT INTO tools ${insertValues(values)} RETURNING id`)
}

/** @returns false when there is no such tool */
export async function updateTool(db: DatabaseConnection, id: number, tool: ToolFields): Promise<boolean> {
  const values = await toolColumnValues(db, tool, id)
  const updated = await db.maybeOneFirst(sql.typeAlias('id')`
    UPDATE tools SET ${updateValues(values)} WHERE id = ${id} RETURNING id`)
  return updated !== null
}

const Named = z.object({ name: z.string() })

/** Deletes the tool (its reviews, tutorials and bundle places go with it); answers its name, or null. */
export function deleteTool(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(Named)`DELETE FROM tools WHERE id = ${id} RETURNING name`)
}

export function setToolFeatured(db: DatabaseConnection, id: number, isFeatured: boolean) {
  return db.maybeOneFirst(sql.type(Named)`
    UPDATE tools SET is_featured = ${isFeatured} WHERE id = ${id} RETURNING name`)
}

/** Shows or hides the tool on the public site (the form's Status field, alone); answers its name, or null. */
export function setToolStatus(db: DatabaseConnection, id: number, status: ToolFields['status']) {
  return db.maybeOneFirst(sql.type(Named)`UPDATE tools SET status = ${status} WHERE id = ${id} RETURNING name`)
}
