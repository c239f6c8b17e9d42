import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'

const ToolCardRow = z.object({
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  category_name: z.string().nullable(),
  pricing_model: z.string().nullable(),
  rating: z.number(),
  review_count: z.number(),
})

/** What a public tool's card and badge show; null for an unknown or unpublished tool, as its page says. */
export function findToolCard(db: DatabaseConnection, slug: string) {
  return db.maybeOne(sql.type(ToolCardRow)`
    SELECT name, slug, short_description, category_name, pricing_model, rating, review_count
    FROM tools WHERE slug = ${slug} AND status = 'active'`)
}

const KitCardRow = z.object({ id: z.string(), name: z.string(), goal: z.string(), tool_names: z.array(z.string()) })

/**
 * What a shared kit's card shows: its name, the prompt it was built for and its listed tools' names in order (as
 * its page lists them: not inactive, not discontinued); null for a kit that does not exist or is not shared, whose owner alone may see it.
 */
export function findSharedKitCard(db: DatabaseConnection, id: string) {
  if (!z.uuid().safeParse(id).success) return Promise.resolve(null)
  return db.maybeOne(sql.type(KitCardRow)`
    SELECT k.id, k.name, k.prompt AS goal,
      coalesce((SELECT array_agg(t.name ORDER BY kt.position) FROM kit_tools kt JOIN tools t ON t.id = kt.tool_id
                WHERE kt.kit_id = k.id AND t.status = 'active' AND t.discontinued_at IS NULL), '{}') AS tool_names
    FROM kits k WHERE k.id = ${id} AND k.is_shared`)
}

const CompareToolRow = z.object({ slug: z.string(), name: z.string() })

/** The public tools among `slugs`, in their order: a comparison's card names them. */
export function listComparedTools(db: DatabaseConnection, slugs: readonly string[]) {
  return db.any(sql.type(CompareToolRow)`
    SELECT t.slug, t.name
    FROM unnest(${sql.array([...slugs], 'text')}::text[]) WITH ORDINALITY AS wanted(slug, position)
    JOIN tools t ON t.slug = wanted.slug
    WHERE t.status = 'active'
    ORDER BY wanted.position`)
}
