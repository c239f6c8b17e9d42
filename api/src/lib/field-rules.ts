/**
 * The field rules the API's schemas are built from, with their messages, in plain TypeScript: the public
 * forms check them before sending without loading zod (`@kitly/api/field-rules`), and say what the server
 * would.
 */

// ---- Email address (sign-up, profile, forgotten password, admin forms) ----

/** A simple address pattern, as the sign-up form checks it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX = 254
export const EMAIL_REQUIRED = 'Email address is required'
export const EMAIL_TOO_LONG = `Email address must be at most ${EMAIL_MAX} characters`
export const EMAIL_INVALID = 'Please enter a valid email address'

/** What is wrong with `email` (trimmed first), the first rule it breaks, or null when it will do. */
export function emailProblem(email: string): string | null {
  const address = email.trim()
  if (address === '') return EMAIL_REQUIRED
  if (address.length > EMAIL_MAX) return EMAIL_TOO_LONG
  return EMAIL_PATTERN.test(address) ? null : EMAIL_INVALID
}

/** Digits with the usual separators and an optional leading +. */
export const MOBILE_PATTERN = /^\+?[0-9 ().-]{5,40}$/

// ---- New password (sign-up, reset, change) ----

export const PASSWORD_MIN = 8
// argon2 takes any length, but hashing a megabyte on every attempt would be an easy way to burn CPU.
export const PASSWORD_MAX = 1000

export type PasswordLabel = 'Password' | 'New password'

export const passwordMessages = (label: PasswordLabel) => ({
  required: `${label} is required`,
  tooShort: `${label} must be at least ${PASSWORD_MIN} characters long`,
  tooLong: `${label} must be at most ${PASSWORD_MAX} characters long`,
})

/** What is wrong with `password` as a new password (the first rule it breaks), or null when it will do. */
export function passwordProblem(password: string, label: PasswordLabel): string | null {
  const messages = passwordMessages(label)
  if (password === '') return messages.required
  if (password.length < PASSWORD_MIN) return messages.tooShort
  return password.length > PASSWORD_MAX ? messages.tooLong : null
}

// ---- Links ----

/** http(s) and nothing else, without whitespace (the database's http_url domain refuses it). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value) || value.length > 2048) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

// ---- Contact form ----

/** The contact form's query types with their labels, as forms and mail show them. */
export const QUERY_TYPE_LABELS = {
  general: 'General Inquiry',
  tool_submission: 'Tool Submission',
  bug_report: 'Bug Report',
  partnership: 'Partnership',
  support: 'Support',
} as const
export type QueryType = keyof typeof QUERY_TYPE_LABELS
export const QUERY_TYPES = Object.keys(QUERY_TYPE_LABELS) as [QueryType, ...QueryType[]]

// ---- Listing reports ----

/** What a visitor may report a tool listing for, with the labels the report dialog and the admins' queue show. */
export const REPORT_REASON_LABELS = {
  dead_link: 'Broken or dead link',
  wrong_pricing: 'Wrong pricing',
  duplicate: 'Duplicate listing',
  misleading: 'Misleading description',
  other: 'Something else',
} as const
export type ReportReason = keyof typeof REPORT_REASON_LABELS
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as [ReportReason, ...ReportReason[]]
export const REPORT_NOTE_MAX = 1000
/** "Other" says nothing by itself: its note is required. */
export const REPORT_NOTE_REQUIRED = 'Please tell us what is wrong with this listing.'

// ---- Tracking ids of the site settings ----

/**
 * Each id's pattern (the same as the site_settings table's CHECK constraints, migrations/0009) and message.
 * Ids are checked, and stored, in capitals, as the sites print them.
 */
export const TRACKING_ID_RULES = {
  google_analytics_code: {
    pattern: /^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$/,
    message: 'Google Analytics ID must look like G-XXXXXXXXXX or UA-XXXXXXX-X',
  },
  meta_pixel_id: { pattern: /^[0-9]{15,16}$/, message: 'Meta Pixel ID must be a 15-16 digit number' },
  google_tag_manager_code: {
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    message: 'Google Tag Manager ID must look like GTM-XXXXXXX',
  },
} as const
export type TrackingField = keyof typeof TRACKING_ID_RULES

/** What is wrong with a tracking id as typed, or null when it will do (blank is "none"). */
export function trackingIdProblem(field: TrackingField, value: string): string | null {
  const id = value.trim().toUpperCase()
  const rule = TRACKING_ID_RULES[field]
  return id === '' || rule.pattern.test(id) ? null : rule.message
}

// ---- Slugs and pricing of the catalog ----

/** The slug domain of the database (migrations/0001). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MAX = 120
export const SLUG_INVALID = 'Slug may only contain lowercase letters, digits and hyphens (not at either end)'

/**
 * The rule that turns a name into a slug: accents folded ("Café" → "cafe"), lowercase, runs of anything
 * else become one hyphen, at most SLUG_MAX characters, no hyphen at either end. '' when nothing is left.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '')
}

/** A tool is for a few jobs: the planner prefers specialists, and an admin reviews each one. */
export const MAX_TOOL_TASKS = 5

export const PRICING_MODELS = ['Free', 'Freemium', 'Paid'] as const
export type PricingModel = (typeof PRICING_MODELS)[number]

/** Uploaded files are served under this path (a logo may be one of them). */
export const UPLOADS_URL_PREFIX = '/uploads/'

// ---- Makers' tool submissions ----

/** A submission's life: the maker's draft, the queue, and the admins' decision. */
export const SUBMISSION_STATES = [
  'draft',
  'submitted',
  'in_review',
  'changes_requested',
  'approved',
  'rejected',
] as const
export type SubmissionState = (typeof SUBMISSION_STATES)[number]

/** Why an admin may reject a submission, with the words the maker's email and the admins' queue show. */
export const SUBMISSION_REJECT_REASON_LABELS = {
  spam: 'Spam',
  duplicate: 'Already listed',
  not_ai: 'Not an AI tool',
  low_quality: 'Not enough information or quality',
  other: 'Another reason',
} as const
export type SubmissionRejectReason = keyof typeof SUBMISSION_REJECT_REASON_LABELS
export const SUBMISSION_REJECT_REASONS = Object.keys(SUBMISSION_REJECT_REASON_LABELS) as [
  SubmissionRejectReason,
  ...SubmissionRejectReason[],
]
/** The longest reply a tool's maker may give a review: an answer, not a second review. */
export const REVIEW_REPLY_MAX = 2000
/** The longest reviewer message or rejection text. */
export const SUBMISSION_MESSAGE_MAX = 2000
export const TOOL_ALREADY_LISTED = 'This tool is already listed. If it is yours, claim it from its page.'

// ---- Tutorials ----

// In a module of their own: the tool page shows them, and must not load every rule above to do so.
export * from './tutorial-rules.ts'
