/**
 * The shape of a tool in an external search index: the only place that knows it. Documents are
 * built from Postgres rows by `toToolDocument(row)`, so every index searches the same text.
 */
import { z } from 'zod'
import { ToolCard } from './engine.ts'
import { normalizeText } from './query-text.ts'

export const ToolDocument = ToolCard.extend({
  /** Lowest weight: long text, features, use cases and admin-supplied keywords. */
  body: z.string(),
  click_count: z.number(),
  /** Microseconds since the epoch, as precise as Postgres's timestamps, so "newest" ties only where Postgres's do. */
  created_at: z.number(),
  /** 1 for a featured tool: the "popular" order's second key (Meilisearch sorts numbers and strings, not booleans). */
  featured_order: z.number(),
  /** The name lower-cased without accents, as Postgres's name_normalized: the alphabetical sort key. */
  name_sort: z.string(),
  /** The prior used for "popular" sorting: tools.popularity, the Postgres engine's own (migrations 0020, 0047). */
  popularity: z.number(),
  /** The slugs of its reviewed tasks, for the task filter and facet. */
  task_slugs: z.array(z.string()),
  /** The listing's flags, for the platform, "Has API" and "Open source" filters. */
  platforms: z.array(z.string()),
  has_api: z.boolean().nullable(),
  open_source: z.boolean(),
})
export type ToolDocument = z.infer<typeof ToolDocument>

export const IndexableTool = ToolCard.extend({
  description: z.string(),
  features: z.array(z.string()),
  search_keywords: z.string(),
  use_cases: z.array(z.string()),
  platforms: z.array(z.string()),
  has_api: z.boolean().nullable(),
  open_source: z.boolean(),
  click_count: z.number(),
  popularity: z.number(),
  /** Microseconds since the epoch. */
  created_at: z.number(),
  task_slugs: z.array(z.string()),
})
export type IndexableTool = z.infer<typeof IndexableTool>

export function toToolDocument(tool: IndexableTool): ToolDocument {
  const { description, features, use_cases, search_keywords, ...fields } = tool
  const body = [description, features.join(' '), use_cases.join(' '), search_keywords]
    .filter((part) => part.trim() !== '')
    .join('\n')
  return ToolDocument.parse({
    // Tags keep their hyphens, as cards show them: Meilisearch's tokenizer splits "text-to-speech" into its words.
    ...fields,
    body,
    featured_order: tool.is_featured ? 1 : 0,
    name_sort: normalizeText(tool.name),
  })
}
