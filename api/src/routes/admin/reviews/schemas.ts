/** Shapes of /api/admin/reviews: the review form and the admin's view of a review. */
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../../../lib/database-id.ts'
import { cursorParams, refineKeyset } from '../../../lib/keyset-params.ts'
import { adminListParams, cacheBuster, sortParams } from '../../../lib/query-params.ts'
import { flagField, optionalText, requiredText } from '../fields.ts'

export const AdminReviewSchema = z.object({
  id: z.number(),
  tool_id: z.number(),
  tool_name: z.string(),
  tool_slug: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string(),
  user_email: z.string().nullable(),
  rating: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  use_case: z.string().nullable(),
  is_verified: z.boolean(),
  helpful_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})

/** Columns the reviews list sorts by; newest first unless asked. */
export const REVIEW_SORTS = ['created_at', 'rating', 'tool_name', 'user_name'] as const

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema).readonly(),
  total: z.number(),
  /** True when there are more than `total` reviews (the count stops at admin-list.ts's countCap). */
  total_capped: z.boolean(),
})

/** `q` searches the tool's name, the reviewer's name and email, the title and the text. */
export const ListAdminReviewsQuery = refineKeyset(
  z.object({
    ...adminListParams,
    ...sortParams(REVIEW_SORTS, 'created_at', 'desc'),
    rating: z.coerce
      .number('rating must be a number from 1 to 5')
      .int()
      .min(1, 'rating must be from 1 to 5')
      .max(5, 'rating must be from 1 to 5')
      .optional(),
    tool_id: z.coerce
      .number('tool_id must be a number')
      .int()
      .positive()
      .max(MAX_DATABASE_ID, 'tool_id is too large')
      .optional(),
    ...cursorParams('review'),
    _t: cacheBuster,
  }),
)
export type ListAdminReviewsQuery = z.infer<typeof ListAdminReviewsQuery>

const EMAIL_MESSAGE = 'Please enter a valid email address'
const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5'

export const AdminReviewFields = z.object({
  tool_id: z.preprocess(
    (value) => (value === '' || value === 0 || value === '0' ? undefined : value),
    z.coerce
      .number('Please select a tool')
      .int('Please select a tool')
      .positive('Please select a tool')
      .max(MAX_DATABASE_ID, 'Please select a tool'),
  ),
  user_name: requiredText('Reviewer name', 200),
  user_email: optionalText('Email', 254).pipe(z.email({ error: EMAIL_MESSAGE }).nullable()),
  rating: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 5 : value),
    z.coerce.number(RATING_MESSAGE).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  ),
  title: optionalText('Title', 300),
  content: requiredText('Review text', 10_000),
  use_case: optionalText('Use case', 2000),
  is_verified: flagField('Verified'),
})
export type AdminReviewFields = z.infer<typeof AdminReviewFields>
