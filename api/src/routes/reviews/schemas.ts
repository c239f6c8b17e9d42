import { z } from 'zod'
import { formatCount } from '../../lib/count-text.ts'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { REVIEW_REPLY_MAX } from '../../lib/field-rules.ts'
import { MakerReplySchema, ReviewSchema } from '../tools/schemas.ts'

export const ToolRatingSchema = z.object({
  id: z.number(),
  slug: z.string(),
  rating: z.number(),
  review_count: z.number(),
})

/** A trimmed text field that must not be empty; `label` names it in the messages. */
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${formatCount(max)} characters`)

/** The Reviews tab's form: `{ tool_id (0), user_name, user_email, rating, title or null, content }`. */
export const CreateReviewBody = z.object({
  /** The page sends 0: the tool is the one in the URL. */
  tool_id: z.number().int().optional(),
  user_name: requiredText('Name', 200),
  user_email: requiredText('Email', 254).pipe(z.email({ error: 'Please enter a valid email address' })),
  rating: z
    .number({ error: 'rating must be a number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be from 1 to 5')
    .max(5, 'rating must be from 1 to 5')
    .default(5),
  /** Optional: empty or blank is stored as null. */
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .max(300, 'title must be at most 300 characters')
    .nullish()
    .transform((title) => title || null),
  content: requiredText('Review text', 10_000),
})
export type CreateReviewBody = z.infer<typeof CreateReviewBody>

export const CreatedReviewSchema = z.object({
  review: ReviewSchema,
  /** The tool's rating and review count after this review. */
  tool: ToolRatingSchema,
})

export const ReviewParams = z.object({
  id: z.coerce
    .number({ error: 'review id must be a number' })
    .int('review id must be a number')
    .positive()
    .max(MAX_DATABASE_ID, 'review id is too large'),
})

export const HelpfulVoteSchema = z.object({
  review_id: z.number(),
  helpful_count: z.number(),
  /** This request added the vote (false: this user or browser had already voted). */
  counted: z.boolean(),
})

export const ReplyBody = z.object({ content: requiredText('Reply', REVIEW_REPLY_MAX) })

export const SavedReplySchema = MakerReplySchema.extend({ review_id: z.number() })
