/** Shapes of /api/admin/settings. */
import { z } from 'zod'
import { LEGAL_TITLES } from '../../../content/legal-pages.ts'
import { formatCount } from '../../../lib/count-text.ts'
import {
  EMAIL_INVALID,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_TOO_LONG,
  TRACKING_ID_RULES,
  type TrackingField,
} from '../../../lib/field-rules.ts'

export const GA_MESSAGE = TRACKING_ID_RULES.google_analytics_code.message
export const PIXEL_MESSAGE = TRACKING_ID_RULES.meta_pixel_id.message
export const GTM_MESSAGE = TRACKING_ID_RULES.google_tag_manager_code.message

/** Blank is "none" and a field left out stays as it is; ids are kept in capitals, as the sites print them. */
const trackingId = (field: TrackingField) => {
  const { pattern, message } = TRACKING_ID_RULES[field]
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
    z.string(message).regex(pattern, message).nullable().optional(),
  )
}

export const LEGAL_TEXT_MAX = 50_000

/** A legal page's Markdown; blank brings back the built-in text. */
const legalText = (title: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() ? value : null) : value),
    z
      .string(`${title} must be text`)
      .max(LEGAL_TEXT_MAX, `${title} must be at most ${formatCount(LEGAL_TEXT_MAX)} characters`)
      .nullable()
      .optional(),
  )

/** Blank is "none"; a value must be a plain https:// address. */
const profileUrl = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z
      .string(`${label} must be text`)
      .max(300, `${label} must be at most 300 characters`)
      .regex(/^https:\/\/\S+$/, `${label} must be an https:// address`)
      .nullable()
      .optional(),
  )

export const SettingsFields = z.object({
  site_name: z
    .string('Site name must be text')
    .trim()
    .min(1, 'Site name is required')
    .max(60, 'Site name must be at most 60 characters')
    .optional(),
  support_email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z
      .string('Support email must be text')
      .max(EMAIL_MAX, EMAIL_TOO_LONG)
      .regex(EMAIL_PATTERN, EMAIL_INVALID)
      .nullable()
      .optional(),
  ),
  x_url: profileUrl('X (Twitter) profile'),
  linkedin_url: profileUrl('LinkedIn page'),
  github_url: profileUrl('GitHub profile'),
  analytics_consent_banner: z.boolean('Consent banner must be true or false').optional(),
  google_analytics_code: trackingId('google_analytics_code'),
  meta_pixel_id: trackingId('meta_pixel_id'),
  google_tag_manager_code: trackingId('google_tag_manager_code'),
  terms_markdown: legalText(LEGAL_TITLES.terms),
  privacy_markdown: legalText(LEGAL_TITLES.privacy),
})
