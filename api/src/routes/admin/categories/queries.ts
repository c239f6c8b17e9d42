/** SQL of the admin categories. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { type CategoryFields, CategorySchema } from './schemas.ts'

const categoryColumns = sql.fragment`
  c.id, c.name, c.slug, c.description, c.icon, c.tags, c.created_at, c.updated_at,
  (SELECT n.tool_count FROM category_tool_counts n WHERE n.category_id = c.id) AS tool_count`

export function categoryExists(db: DatabaseConnection, id: number) {
  return db.exists(sql.typeAlias('void')`SELECT FROM categories WHERE id = ${id}`)
}

export function listAdminCategories(db: DatabaseConnection) {
  return db.any(sql.type(CategorySchema)`SELECT ${categoryColumns} FROM categories c ORDER BY c.name, c.id`)
}

export function findAdminCategory(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(CategorySchema)`SELECT ${categoryColumns} FROM categories c WHERE c.id = ${id}`)
}

const columnValues = (category: CategoryFields & { slug: string }) => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  icon: category.icon,
  tags: sql.array(category.tags, 'text'),
})

export function insertCategory(db: DatabaseConnection, category: CategoryFields & { slug: string }) {
  return db.oneFirst(sql.typeAlias('id')`INSERT INTO categories ${insertValues(columnValues(category))} RETURNING id`)
}

export function updateCategory(db: DatabaseConnection, id: number, category: CategoryFields & { slug: string }) {
  return db.maybeOneFirst(sql.typeAlias('id')`
    UPDATE categories SET ${updateValues(columnValues(category))} WHERE id = ${id} RETURNING id`)
}

const Deleted = z.object({ name: z.string(), tool_count: z.number() })

/** Deletes the category; its tools stay, uncategorized (ON DELETE SET NULL). Null when there is none. */
export function deleteCategory(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(Deleted)`
    WITH counted AS (SELECT count(*)::int AS tool_count FROM tools WHERE category_id = ${id})
    DELETE FROM categories USING counted WHERE id = ${id} RETURNING name, counted.tool_count`)
}
