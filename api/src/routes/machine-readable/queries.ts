/** What the machine-readable views read: categories and tasks with their tool counts, tools in pages and in feeds. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { toolPlansJson } from '../tools/plan-queries.ts'
import { ToolPlanSchema } from '../tools/plan-schemas.ts'
import { ToolListingFields } from '../tools/schemas.ts'

/** The tools a visitor can find: active and not discontinued. */
export const countListedTools = (db: DatabaseConnection) =>
  db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS count FROM tools WHERE status = 'active' AND discontinued_at IS NULL`)

export const CategoryEntry = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tool_count: z.number(),
})
export type CategoryEntry = z.infer<typeof CategoryEntry>

/** Categories with at least one listed tool (active, not discontinued), by name. */
export const listCategoriesWithTools = (db: DatabaseConnection) =>
  db.any(sql.type(CategoryEntry)`
    SELECT c.slug, c.name, c.description, count(t.id)::int AS tool_count
    FROM categories c JOIN tools t ON t.category_id = c.id AND t.status = 'active' AND t.discontinued_at IS NULL
    GROUP BY c.id ORDER BY c.name`)

export const findCategory = (db: DatabaseConnection, slug: string) =>
  db.maybeOne(sql.type(z.object({ id: z.number(), name: z.string(), slug: z.string() }))`
    SELECT id, name, slug FROM categories WHERE slug = ${slug}`)

/** A tool as the catalog export, llms-full.txt and the feeds describe it: its facts, no page furniture. */
export const CatalogTool = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  website_url: z.string(),
  short_description: z.string(),
  description: z.string(),
  category_slug: z.string().nullable(),
  category_name: z.string().nullable(),
  pricing_model: z.enum(['Free', 'Freemium', 'Paid']).nullable(),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  ...ToolListingFields.shape,
  /** Slugs of the tasks it does (reviewed tags only). */
  tasks: z.array(z.string()),
  /** Its pricing plans, each with its source and date; none when the pricing is not known. */
  plans: z.array(ToolPlanSchema),
  rating: z.number(),
  review_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When an admin marked it discontinued (its product is gone); null while it is live. */
  discontinued_at: z.string().nullable(),
})
export type CatalogTool = z.infer<typeof CatalogTool>

const catalogToolColumns = sql.fragment`
  t.id, t.slug, t.name, t.website_url, t.short_description, t.description, c.slug AS category_slug,
  c.name AS category_name, t.pricing_model, t.tags, t.features, t.use_cases, t.platforms, t.has_api, t.open_source,
  t.license, t.company, t.rating, t.review_count, t.created_at, t.updated_at, t.discontinued_at,
  ARRAY(SELECT tk.slug::text FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id
        WHERE tt.tool_id = t.id AND tt.reviewed ORDER BY 1) AS tasks,
  ${toolPlansJson} AS plans`

/**
 * Active tools after id `after`, by id: a page of the export that no insert or delete can shift. Discontinued tools
 * stay, with their `discontinued_at`: a mirror syncs by re-reading pages, and a tool that left the list would look
 * to it like one it has not reached yet, or one an admin hid; kept and dated, the mirror can show the notice and the
 * alternatives as Kitly's own page does, and the changed field changes the page's ETag.
 */
export const listCatalogPage = (db: DatabaseConnection, after: number, limit: number) =>
  db.any(sql.type(CatalogTool)`
    SELECT ${catalogToolColumns}
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' AND t.id > ${after}
    ORDER BY t.id LIMIT ${limit}`)

/** Every listed tool (active, not discontinued: one to use), by category name then tool name (uncategorized last). */
export const listAllCatalogTools = (db: DatabaseConnection) =>
  db.any(sql.type(CatalogTool)`
    SELECT ${catalogToolColumns}
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' AND t.discontinued_at IS NULL
    ORDER BY c.name NULLS LAST, t.name_normalized, t.id`)

/**
 * The active tools most recently added or changed, optionally of one category. A discontinued tool is among them
 * (its marking is a change, and moved its updated_at): the feed announces it as discontinued, never as new.
 */
export const listRecentlyChangedTools = (db: DatabaseConnection, limit: number, categoryId?: number) =>
  db.any(sql.type(CatalogTool)`
    SELECT ${catalogToolColumns}
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.status = 'active' ${categoryId === undefined ? sql.fragment`` : sql.fragment`AND t.category_id = ${categoryId}`}
    ORDER BY t.updated_at DESC, t.id DESC LIMIT ${limit}`)

export const findCatalogTool = (db: DatabaseConnection, slug: string) =>
  db.maybeOne(sql.type(CatalogTool)`
    SELECT ${catalogToolColumns}
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.slug = ${slug} AND t.status = 'active'`)
