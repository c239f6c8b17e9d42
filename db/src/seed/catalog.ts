/**
 * The seed catalog shipped in db/data/catalog (820 real tools in 24 categories; see its README for
 * sources and licences), loaded in one transaction.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'

export const CATALOG_DIR = path.resolve(import.meta.dirname, '../../data/catalog')

const CatalogCategory = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  tags: z.array(z.string()),
})

const CatalogTool = z.object({
  name: z.string(),
  slug: z.string(),
  website_url: z.string(),
  short_description: z.string(),
  description: z.string(),
  category_slug: z.string(),
  pricing_model: z.enum(['Free', 'Freemium', 'Paid']).nullable(),
  tags: z.array(z.string()),
  /** The list the entry was taken from (owner/repository). */
  source: z.string(),
})

export type CatalogTool = z.infer<typeof CatalogTool>

export function readCatalog() {
  const read = (file: string) => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8'))
  return {
    categories: z.array(CatalogCategory).parse(read('categories.json')),
    tools: z.array(CatalogTool).parse(read('tools.json')),
  }
}

/** Inserts the catalog's categories and tools; rows whose slug already exists are left as they are. */
export async function insertCatalog(tx: DatabaseTransactionConnection): Promise<{ categories: number; tools: number }> {
  const { categories, tools } = readCatalog()
  const insertedCategories = await tx.oneFirst(sql.type(z.object({ count: z.number() }))`
    WITH inserted AS (
      INSERT INTO categories (name, slug, description, icon, tags)
      SELECT name, slug, description, icon, tags
      FROM jsonb_to_recordset(${sql.jsonb(categories)})
        AS c(name text, slug text, description text, icon text, tags text[])
      ON CONFLICT (slug) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM inserted`)
  const insertedTools = await tx.oneFirst(sql.type(z.object({ count: z.number() }))`
    WITH inserted AS (
      INSERT INTO tools (name, slug, website_url, short_description, description, category_id, pricing_model, tags)
      SELECT t.name, t.slug, t.website_url, t.short_description, t.description, c.id, t.pricing_model, t.tags
      FROM jsonb_to_recordset(${sql.jsonb(tools)})
        AS t(name text, slug text, website_url text, short_description text, description text,
             category_slug text, pricing_model text, tags text[])
      LEFT JOIN categories c ON c.slug = t.category_slug
      ON CONFLICT (slug) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM inserted`)
  return { categories: insertedCategories, tools: insertedTools }
}
