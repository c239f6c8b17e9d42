/**
 * A tutorial's writable fields as the admin form and the bulk import both send them (the form names its tool by
 * id, the import by slug; each adds that field). Values may be loose text (a CSV cell, a form field): blank means
 * "not given", and a duration may arrive as "15".
 */
import { z } from 'zod'
import { formatCount } from '../lib/count-text.ts'
import { DIFFICULTY_LEVELS, isHttpUrl, TUTORIAL_DURATION_MAX, UPLOADED_PDF_PATTERN } from '../lib/field-rules.ts'
import { optionalUrl, requiredText } from '../routes/admin/fields.ts'

export const TUTORIAL_TITLE_MAX = 200
export const TUTORIAL_DESCRIPTION_MAX = 5000

const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))

const DIFFICULTY_MESSAGE = `Difficulty must be one of ${DIFFICULTY_LEVELS.join(', ')}`
const DURATION_MESSAGE = `Duration must be a whole number of minutes from 1 to ${TUTORIAL_DURATION_MAX}`
const PDF_MESSAGE = 'PDF must be a link starting with http:// or https://, or an uploaded PDF'

export const TutorialFieldsSchema = z.object({
  title: requiredText('Title', TUTORIAL_TITLE_MAX),
  /** Markdown, kept as typed (indentation means something in it); the public pages get it sanitized as HTML. */
  description: z.preprocess(
    (value) => value ?? '',
    z
      .string('Description must be text')
      .max(TUTORIAL_DESCRIPTION_MAX, `Description must be at most ${formatCount(TUTORIAL_DESCRIPTION_MAX)} characters`),
  ),
  difficulty_level: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
    z.enum(DIFFICULTY_LEVELS, DIFFICULTY_MESSAGE).default('beginner'),
  ),
  duration_minutes: z.preprocess((value) => {
    const given = blankToNull(value)
    return typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : given
  }, z
    .number(DURATION_MESSAGE)
    .int(DURATION_MESSAGE)
    .min(1, DURATION_MESSAGE)
    .max(TUTORIAL_DURATION_MAX, DURATION_MESSAGE)
    .nullable()),
  video_url: optionalUrl('Video URL'),
  pdf_url: z.preprocess(
    blankToNull,
    z
      .string(PDF_MESSAGE)
      .refine((url) => isHttpUrl(url) || UPLOADED_PDF_PATTERN.test(url), PDF_MESSAGE)
      .nullable(),
  ),
})
export type TutorialFields = z.infer<typeof TutorialFieldsSchema>
