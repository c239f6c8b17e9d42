/**
 * The shape of a tool in a search index: the only place that knows it. Both engines index
 * `toToolDocument(row)`, so they search the same text with the same weights.
 */
import { z } from 'zod'

export const ToolDocument = z.object({
  id: z.number(),
  slug: z.string(),
  /** Weight A: the name matters most. */
  name: z.string(),
  /** Weight B. */
  tags: z.array(z.string()),
  category_name: z.string().nullable(),
  /** Weight C. */
  short_description: z.string(),
  /** Weight D: long text, features and admin-supplied keywords. */
  body: z.string(),
  category_slug: z.string().nullable(),
  pricing_model: z.enum(['Free', 'Freemium', 'Paid']).nullable(),
  is_featured: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  click_count: z.number(),
})
export type ToolDocument = z.infer<typeof ToolDocument>

export type IndexableTool = Omit<ToolDocument, 'body'> & {
  description: string
  features: string[]
  search_keywords: string
}

export function toToolDocument(tool: IndexableTool): ToolDocument {
  const { description, features, search_keywords, ...fields } = tool
  const body = [description, features.join(' '), search_keywords].filter((part) => part.trim() !== '').join('\n')
  return ToolDocument.parse({ ...fields, tags: tool.tags.map((tag) => tag.replaceAll('-', ' ')), body })
}
