/** SQL of the admin bundles and their ordered tool lists. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { AdminBundleSchema, type BundleFields } from './schemas.ts'

const bundleColumns = sql.fragment`
  b.id, b.name, b.slug, b.summary, b.description, b.icon, b.tags,
  ARRAY(SELECT bt.tool_id FROM bundle_tools bt WHERE bt.bundle_id = b.id ORDER BY bt.position) AS tool_ids,
  b.use_case_guidance, b.downloadable_resource, b.status, b.popularity, b.is_featured, b.created_at, b.updated_at`

export function listAdminBundles(db: DatabaseConnection) {
  return db.any(sql.type(AdminBundleSchema)`
    SELECT ${bundleColumns} FROM bundles b ORDER BY b.created_at DESC, b.id DESC`)
}

export function findAdminBundle(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminBundleSchema)`SELECT ${bundleColumns} FROM bundles b WHERE b.id = ${id}`)
}

const Id = z.object({ id: z.number() })

/** The ids among `ids` that name no tool. */
export async function findUnknownToolIds(db: DatabaseConnection, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const known = new Set(
    await db.anyFirst(sql.type(Id)`SELECT id FROM tools WHERE id = ANY(${sql.array([...ids], 'int4')})`),
  )
  return ids.filter((id) => !known.has(id))
}

type BundleColumns = Omit<BundleFields, 'tool_ids' | 'is_featured'> & { slug: string }

const columnValues = (bundle: BundleColumns) => ({
  name: bundle.name,
  slug: bundle.slug,
  summary: bundle.summary,
  description: bundle.description,
  icon: bundle.icon,
  tags: sql.array(bundle.tags, 'text'),
  use_case_guidance: bundle.use_case_guidance,
  downloadable_resource: bundle.downloadable_resource,
  status: bundle.status,
  popularity: bundle.popularity,
})

export function insertBundle(db: DatabaseConnection, bundle: BundleColumns, isFeatured: boolean) {
  return db.oneFirst(sql.typeAlias('id')`
    INSERT INTO bundles ${insertValues({ ...columnValues(bundle), is_featured: isFeatured })} RETURNING id`)
}

export function updateBundle(
  db: DatabaseConnection,
  id: number,
  bundle: BundleColumns,
  isFeatured: boolean | undefined,
) {
  const values = { ...columnValues(bundle), ...(isFeatured === undefined ? {} : { is_featured: isFeatured }) }
  return db.maybeOneFirst(sql.typeAlias('id')`UPDATE bundles SET ${updateValues(values)} WHERE id = ${id} RETURNING id`)
}

/** Replaces the bundle's tool list with `toolIds`, in that order. */
export async function replaceBundleTools(db: DatabaseConnection, bundleId: number, toolIds: readonly number[]) {
  await db.query(sql.typeAlias('void')`DELETE FROM bundle_tools WHERE bundle_id = ${bundleId}`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO bundle_tools (bundle_id, tool_id, position)
    SELECT ${bundleId}, tool.id, tool.position - 1
    FROM unnest(${sql.array([...toolIds], 'int4')}::int[]) WITH ORDINALITY AS tool(id, position)`)
}

const Named = z.object({ name: z.string() })

export function deleteBundle(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(Named)`DELETE FROM bundles WHERE id = ${id} RETURNING name`)
}

export function findBundleSlug(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(sql.type(z.object({ slug: z.string() }))`SELECT slug FROM bundles WHERE id = ${id}`)
}
