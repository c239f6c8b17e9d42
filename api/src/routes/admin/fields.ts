/**
 * Field rules of the admin forms, each with the sentence the form shows when it fails.
 * Routes declare them with `formBody` (routes/form-body.ts), so these messages, not a generic "Invalid request body",
 * reach the admin.
 */
import { z } from 'zod'
import { parseListField } from '../../content/tool-fields.ts'
import { formatCount } from '../../lib/count-text.ts'
import { MAX_DATABASE_ID } from '../../lib/database-id.ts'
import { isHttpUrl, SLUG_INVALID, SLUG_MAX, SLUG_PATTERN } from '../../lib/field-rules.ts'

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)
/** Missing, null and blank all mean "not given". */
const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))

const maxMessage = (label: string, max: number) => `${label} must be at most ${formatCount(max)} characters`

export const requiredText = (label: string, max: number) =>
  z.preprocess(
    (value) => trimmed(value) ?? '',
    z.string(`${label} is required`).min(1, `${label} is required`).max(max, maxMessage(label, max)),
  )

/**
 * Required text kept exactly as typed (a post's Markdown, where leading indentation and blank lines mean something):
 * blank still counts as missing, but nothing is trimmed.
 */
export const verbatimText = (label: string, max: number) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string(`${label} is required`)
      .refine((text) => text.trim() !== '', `${label} is required`)
      .max(max, maxMessage(label, max)),
  )

/** Optional text: blank or missing is stored as null. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, z.string(`${label} must be text`).max(max, maxMessage(label, max)).nullable())

/** Text that may be empty but is never null (columns with an empty-string default). */
export const plainText = (label: string, max: number) =>
  z.preprocess((value) => trimmed(value) ?? '', z.string(`${label} must be text`).max(max, maxMessage(label, max)))

const urlText = (label: string) =>
  z.string(`${label} must be a valid URL`).refine(isHttpUrl, `${label} must be a valid URL`)

export const optionalUrl = (label: string) => z.preprocess(blankToNull, urlText(label).nullable())

/** A list field (array, JSON array or comma-separated text, as the import reads them); each item checked by `item`. */
export const listField = <T extends z.ZodType>(label: string, item: T, maxItems = 100) =>
  z.preprocess(
    parseListField,
    z.array(item, `${label} must be a list`).max(maxItems, `${label} may have at most ${maxItems} items`),
  )

/** A list of short texts (tags, features). */
export const textListField = (label: string, maxLength = 200) =>
  listField(
    label,
    z
      .string(`${label} must be a list of text`)
      .max(maxLength, `Each of ${label} must be at most ${maxLength} characters`),
  )

/** A checkbox: true/false, or the strings and numbers forms send for them; undefined when left out. */
export const flagField = (label: string) =>
  z.preprocess((value) => {
    if (value === null || value === '') return undefined
    if (value === 'true' || value === 1 || value === '1') return true
    if (value === 'false' || value === 0 || value === '0') return false
    return value
  }, z.boolean(`${label} must be true or false`).optional())

export const STATUSES = ['active', 'inactive'] as const
export const statusField = z.preprocess(
  (value) => blankToNull(value) ?? 'active',
  z.enum(STATUSES, `Status must be 'active' or 'inactive'`),
)

/** An explicit slug must already be one; a blank one is derived from the name by the caller. */
export const slugField = z.preprocess(
  blankToNull,
  z
    .string('Slug must be text')
    .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, SLUG_INVALID)
    .nullable(),
)

/** The `{id}` of /api/admin/<resource>/{id}. */
export const IdParams = z.object({
  id: z.coerce
    .number('id must be a number')
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
})

/** The `{tool_id}` of routes about one tool (/api/admin/reports/tools/{tool_id}, /api/admin/link-health/{tool_id}/…). */
export const ToolIdParams = z.object({
  tool_id: z.coerce
    .number('tool_id must be a number')
    .int('tool_id must be a whole number')
    .positive('tool_id must be positive')
    .max(MAX_DATABASE_ID, 'tool_id is too large'),
})

export const OkSchema = z.object({ ok: z.literal(true), message: z.string() })
