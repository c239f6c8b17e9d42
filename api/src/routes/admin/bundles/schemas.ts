/** Shapes of /api/admin/bundles: the bundle form and the admin's view of a bundle. */
import { z } from 'zod'
import {
  flagField,
  listField,
  optionalText,
  optionalUrl,
  plainText,
  requiredText,
  STATUSES,
  slugField,
  statusField,
  textListField,
} from '../fields.ts'

export const AdminBundleSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  tags: z.array(z.string()),
  /** The bundle's tools in the curator's order. */
  tool_ids: z.array(z.number()),
  use_case_guidance: z.string(),
  downloadable_resource: z.string().nullable(),
  status: z.enum(STATUSES),
  popularity: z.number(),
  is_featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})

const MAX_POPULARITY = 2_147_483_647
/** Popularity is a whole number of at least 0; anything else becomes 0. */
const popularityField = z.preprocess((value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_POPULARITY ? number : 0
}, z.number())

/** Tool ids as a JSON-encoded list (what the form sends), an array or comma-separated text; order kept. */
const toolIdsField = listField(
  'tool_ids',
  z.coerce
    .number('tool_ids must be a list of tool ids')
    .int('tool_ids must be a list of tool ids')
    .positive('tool_ids must be a list of tool ids')
    .max(MAX_POPULARITY, 'tool_ids must be a list of tool ids'),
  500,
).transform((ids) => [...new Set(ids)])

export const BundleFields = z.object({
  name: requiredText('Name', 200),
  /** Blank: derived from the name. */
  slug: slugField,
  summary: requiredText('Summary', 500),
  description: plainText('Description', 20_000),
  icon: optionalText('Icon', 2048),
  tags: textListField('Tags', 100),
  tool_ids: toolIdsField,
  use_case_guidance: plainText('Use case guidance', 20_000),
  downloadable_resource: optionalUrl('Downloadable resource'),
  status: statusField,
  popularity: popularityField,
  /** Left out on an edit: unchanged. */
  is_featured: flagField('Featured'),
})
export type BundleFields = z.infer<typeof BundleFields>
