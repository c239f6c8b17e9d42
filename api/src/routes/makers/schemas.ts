/**
 * Shapes of /api/users/listings: the tools the signed-in account is the verified maker of, their figures, and
 * the maker's edits (cosmetic fields at once, pricing facts as an edit request the admins review first).
 */
import { z } from 'zod'
import {
  blankToUndefined,
  optionalUrl,
  PRICING_MODELS,
  TOOL_STATUSES,
  ToolFieldsSchema,
} from '../../content/tool-fields.ts'
import { SUBMISSION_REJECT_REASONS, SUBMISSION_STATES } from '../../lib/field-rules.ts'
import { ToolParams } from '../tools/schemas.ts'

/** The maker's latest proposed change of the listing's facts, and where it stands in the review queue. */
export const EditRequestSchema = z.object({
  id: z.number(),
  state: z.enum(SUBMISSION_STATES),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  free_credit_info: z.string().nullable(),
  /** The page where the maker's pricing is stated. */
  source_url: z.string(),
  reviewer_message: z.string().nullable(),
  reject_reason: z.enum(SUBMISSION_REJECT_REASONS).nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
})
export type EditRequest = z.infer<typeof EditRequestSchema>

export const ListingSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  status: z.enum(TOOL_STATUSES),
  /** When an admin marked it discontinued: its maker asks for it to be listed again. */
  discontinued_at: z.string().nullable(),
  /** When the maker proved the site theirs (or an admin handed them the listing). */
  verified_at: z.string(),
  rating: z.number(),
  review_count: z.number(),
  /** Reviews still without the maker's reply. */
  unanswered_reviews: z.number(),
  edit_request: EditRequestSchema.nullable(),
})

/** A listing with the fields its maker may edit, as they are now. */
export const ListingDetailSchema = ListingSchema.extend({
  short_description: z.string(),
  description: z.string(),
  screenshots: z.array(z.string()),
  video_url: z.string().nullable(),
  tags: z.array(z.string()),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  free_credit_info: z.string().nullable(),
})
export type ListingDetail = z.infer<typeof ListingDetailSchema>

/** How many weeks of figures a listing's page shows. */
export const LISTING_WEEKS = 12

export const ListingWeekSchema = z.object({
  /** The Monday (UTC) the week starts on, `YYYY-MM-DD`. */
  week_start: z.string(),
  clicks: z.number(),
  saves: z.number(),
  compare_adds: z.number(),
  kit_inclusions: z.number(),
})

export const ListingStatsSchema = z.object({
  listing: ListingSchema,
  /** The last LISTING_WEEKS weeks, oldest first; the last one is the week in progress. */
  weeks: z.array(ListingWeekSchema),
})

export const ListingParams = ToolParams

/** Empty answers of a form: blank text or an empty list. */
const blankOrEmpty = (value: unknown) =>
  Array.isArray(value) && value.length === 0 ? undefined : blankToUndefined(value)

/** A field left out stays as it is (undefined); one sent blank is cleared (null); else the tool form's rules. */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : (blankOrEmpty(value) ?? null)),
    schema.nullable().optional(),
  )

/** Left out or blank: stays as it is. */
const keptWhenBlank = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

const tool = ToolFieldsSchema.shape

/**
 * A maker's edit of their listing, every field optional. The cosmetic ones apply at once; the facts
 * (pricing model, free credit) become an edit request, and need the page where the maker states them.
 */
export const EditListingBody = z.object({
  // Required on a tool: sent blank, it is refused with the form's message rather than kept.
  short_description: tool.short_description.optional(),
  description: clearable(tool.description),
  logo_url: clearable(tool.logo_url),
  screenshots: clearable(tool.screenshots),
  video_url: clearable(tool.video_url),
  tags: clearable(tool.tags),
  pricing_model: keptWhenBlank(z.enum(PRICING_MODELS, `Pricing model must be one of ${PRICING_MODELS.join(', ')}`)),
  free_credit_info: clearable(tool.free_credit_info),
  source_url: optionalUrl('Source URL'),
})
export type EditListingBody = z.output<typeof EditListingBody>

export const SOURCE_URL_REQUIRED = 'Please give the address of the page where your pricing is stated'
