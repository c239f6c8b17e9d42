/**
 * Shapes of /api/submissions: a maker's tool submission. Its fields are the admin tool form's
 * (`ToolFieldsSchema`), with the same rules and messages: a draft may leave any of them blank but the URL,
 * a submission sent to the queue needs what a tool needs.
 */
import { z } from 'zod'
import { blankToUndefined, ToolFieldsSchema } from '../../content/tool-fields.ts'
import { PRICING_MODELS, SUBMISSION_REJECT_REASONS, SUBMISSION_STATES } from '../../lib/field-rules.ts'

/** The tool fields a maker fills in. */
export const SubmissionFieldsSchema = ToolFieldsSchema.pick({
  website_url: true,
  name: true,
  short_description: true,
  description: true,
  category_id: true,
  tasks: true,
  pricing_model: true,
  free_credit_info: true,
  tags: true,
  logo_url: true,
  screenshots: true,
  video_url: true,
})
export type SubmissionFields = z.output<typeof SubmissionFieldsSchema>

type FieldSchemas = typeof SubmissionFieldsSchema.shape
type OptionalField<S extends z.ZodType> = z.ZodPipe<z.ZodTransform, z.ZodOptional<S>>

/** A form's empty answer: nothing, blank text, or an empty list. */
const blankOrEmpty = (value: unknown) =>
  Array.isArray(value) && value.length === 0 ? undefined : blankToUndefined(value)

/** Each field as the tool form checks it, but optional: a draft saves whatever is filled in so far. */
const optionalFields = Object.fromEntries(
  Object.entries(SubmissionFieldsSchema.shape).map(([name, schema]) => [
    name,
    z.preprocess(blankOrEmpty, (schema as z.ZodType).optional()),
  ]),
) as { [K in keyof FieldSchemas]: OptionalField<FieldSchemas[K]> }

/** A draft starts from the tool's address (the duplicate check needs it); everything else may wait. */
export const DraftSubmissionFieldsSchema = z.object({
  ...optionalFields,
  website_url: SubmissionFieldsSchema.shape.website_url,
})
export type DraftSubmissionFields = z.output<typeof DraftSubmissionFieldsSchema>

/**
 * The body of a create or an edit: `submit: true` sends it to the admins' queue (and needs every required
 * field), otherwise it is saved as a draft.
 */
export const SaveSubmissionBody = z.discriminatedUnion(
  'submit',
  [
    DraftSubmissionFieldsSchema.extend({ submit: z.literal(false).optional() }),
    SubmissionFieldsSchema.extend({ submit: z.literal(true) }),
  ],
  { error: 'submit must be true or false' },
)
export type SaveSubmissionBody = z.output<typeof SaveSubmissionBody>

export const SubmissionSchema = z.object({
  id: z.number(),
  state: z.enum(SUBMISSION_STATES),
  website_url: z.string(),
  registrable_domain: z.string(),
  name: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  category_id: z.number().nullable(),
  tasks: z.array(z.string()),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  free_credit_info: z.string().nullable(),
  tags: z.array(z.string()),
  logo_url: z.string().nullable(),
  screenshots: z.array(z.string()),
  video_url: z.string().nullable(),
  /** What the reviewer asked the maker to change. */
  reviewer_message: z.string().nullable(),
  reject_reason: z.enum(SUBMISSION_REJECT_REASONS).nullable(),
  reject_text: z.string().nullable(),
  /** The listing an approval created. */
  tool_slug: z.string().nullable(),
  /** Place in the review queue (1 = next), while it waits in it. */
  queue_position: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
})
export type Submission = z.infer<typeof SubmissionSchema>

export const CheckUrlBody = z.object({ url: SubmissionFieldsSchema.shape.website_url })

/** What the catalog already knows of a site, to start the form from. */
export const SubmissionPrefillSchema = z.object({
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  category_id: z.number().nullable(),
  pricing_model: z.enum(PRICING_MODELS).nullable(),
  tags: z.array(z.string()),
  logo_url: z.string().nullable(),
})

export const CheckUrlResultSchema = z.object({
  url: z.string(),
  registrable_domain: z.string(),
  /** An active tool of the catalog is on this domain: submitting it would answer 409. */
  listed: z.boolean(),
  tool_slug: z.string().nullable(),
  /** The listed tool is discontinued: its maker claims it to bring it back. */
  discontinued: z.boolean(),
  prefill: SubmissionPrefillSchema.nullable(),
})

/**
 * A 409: the tool is already listed (`details.tool_slug` is its page, `details.discontinued` whether it is listed as
 * discontinued), or the change is not allowed now.
 */
export const SubmissionConflictBody = z.object({
  error: z.string(),
  details: z.object({ tool_slug: z.string(), discontinued: z.boolean() }).optional(),
})
