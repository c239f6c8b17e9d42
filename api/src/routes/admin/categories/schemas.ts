/** Shapes of /api/admin/categories: the category form. */
import { z } from 'zod'
import { isHttpUrl } from '../../../lib/field-rules.ts'
import { CategorySchema } from '../../categories/schemas.ts'
import { optionalText, requiredText, slugField, textListField } from '../fields.ts'

export { CategorySchema }

const ICON_MESSAGE = 'Icon must be an emoji or an image URL starting with http'

export const CategoryFields = z.object({
  name: requiredText('Name', 120),
  /** Required, but for a new category a blank one is derived from the name. */
  slug: slugField,
  description: optionalText('Description', 2000),
  icon: optionalText('Icon', 2048).refine(
    (icon) => icon === null || !icon.toLowerCase().startsWith('http') || isHttpUrl(icon),
    ICON_MESSAGE,
  ),
  tags: textListField('Tags', 100),
})
export type CategoryFields = z.infer<typeof CategoryFields>

export const DeletedCategorySchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** How many tools were in the category and are now uncategorized. */
  uncategorized_tools: z.number(),
})
