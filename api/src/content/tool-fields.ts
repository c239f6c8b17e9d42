/**
 * A tool's writable fields as the admin form and the bulk import both send them: one schema, so a tool is
 * valid (and gets the same slug) whichever way it arrives. Values may be loose text (a CSV cell, a form
 * field): strings are trimmed, empty means "not given", list fields accept arrays, JSON-array strings or
 * comma-separated text, and booleans accept TRUE/FALSE, yes/no, 1/0. `is_paid` is not here: the database
 * derives it from `pricing_model` (a generated column), so it can never disagree.
 */
import { TOOL_PLATFORMS } from '@kitly/search/schemas'
import { z } from 'zod'
import { MAX_DATABASE_ID } from '../lib/database-id.ts'
import { MAX_TOOL_TASKS, PRICING_MODELS, slugFromName, UPLOADS_URL_PREFIX } from '../lib/field-rules.ts'

export { MAX_TOOL_TASKS, PRICING_MODELS, slugFromName, TOOL_PLATFORMS }
export const TOOL_STATUSES = ['active', 'inactive'] as const

const MAX_URL_LENGTH = 2048
const MAX_LIST_ITEMS = 100
const MAX_LIST_ITEM_LENGTH = 500

/** The host a website is known by, for spotting the same tool under two names: lower-case, without `www.`. */
export function websiteHost(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
}

/**
 * Reads a list field: an array, a JSON-array string (`["a","b"]`), or comma-separated text (`a, b`).
 * Items are trimmed; empty items and repeats are dropped.
 */
export function parseListField(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? splitListText(value) : []
  const trimmed = items.map((item) => (typeof item === 'string' ? item.trim() : String(item ?? '').trim()))
  return [...new Set(trimmed.filter((item) => item !== ''))]
}

function splitListText(text: string): unknown[] {
  const trimmed = text.trim()
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // Not JSON after all ("[beta] tools, ..."): read it as comma-separated text.
    }
  }
  return trimmed.split(',')
}

/** Trimmed text, with "" (an empty cell or form field) and null read as "not given". */
export const blankToUndefined = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  return value ?? undefined
}

/** Optional text: trimmed, "" read as not given. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  )

const requiredText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
      .max(max, `${label} must be at most ${max} characters`),
  )

/** "notion.so/product" → "https://notion.so/product": a bare domain is what people paste into spreadsheets. */
const withScheme = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#:]|$)/i.test(value) ? `https://${value}` : value

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const httpUrl = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .refine(isHttpUrl, `${label} must be a valid URL (http:// or https://)`)

/** An optional web address: "" read as not given, a bare domain given https://. */
export const optionalUrl = (label: string) =>
  z.preprocess((value) => withScheme(blankToUndefined(value)), httpUrl(label).optional())

/** A logo is a web URL or a file stored by POST /api/admin/upload (`/uploads/...`). */
const logoUrl = z.preprocess(
  (value) => withScheme(blankToUndefined(value)),
  z
    .string({ error: 'Logo URL must be text' })
    .refine(
      (value) => isHttpUrl(value) || (value.startsWith(UPLOADS_URL_PREFIX) && !/[\s\\]|\.\./.test(value)),
      'Logo URL must be a valid URL (http:// or https://) or an uploaded image',
    )
    .optional(),
)

const listField = (label: string, item: z.ZodType<string> = z.string()) =>
  z.preprocess(
    parseListField,
    z
      .array(
        item.refine(
          (value) => value.length <= MAX_LIST_ITEM_LENGTH,
          `${label}: each item must be at most ${MAX_LIST_ITEM_LENGTH} characters`,
        ),
      )
      .max(MAX_LIST_ITEMS, `${label} can list at most ${MAX_LIST_ITEMS} items`),
  )

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off'])

const flag = (label: string) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value)
      if (typeof given === 'number') return given === 1 ? true : given === 0 ? false : given
      if (typeof given !== 'string') return given
      const word = given.toLowerCase()
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : given
    },
    z.boolean({ error: `${label} must be TRUE or FALSE` }).default(false),
  )

/** Case-insensitive choice among fixed values ("paid" → "Paid"), with a default when not given. */
const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T, fallback: T[number]) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value)
      if (typeof given !== 'string') return given
      return values.find((option) => option.toLowerCase() === given.toLowerCase()) ?? given
    },
    z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).default(fallback),
  )

/** "Yes", "no", or blank for "not known" (a tool's API is never guessed). */
const knownFlag = (label: string) =>
  z.preprocess((value) => {
    const given = blankToUndefined(value)
    if (given === undefined || (typeof given === 'string' && given.toLowerCase() === 'unknown')) return null
    if (typeof given === 'number') return given === 1 ? true : given === 0 ? false : given
    if (typeof given !== 'string') return given
    const word = given.toLowerCase()
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : given
  }, z.boolean({ error: `${label} must be TRUE, FALSE or blank (not known)` }).nullable())

/** "iOS", "Browser extension" → "ios", "browser-extension": the words people write for the stored values. */
const platformValue = (item: string) => item.trim().toLowerCase().replace(/\s+/g, '-')

const platforms = z.preprocess(
  (value) => [...new Set(parseListField(value).map(platformValue))],
  z.array(
    z.enum(TOOL_PLATFORMS, {
      error: (issue) => `Platforms: "${String(issue.input)}" is not one of ${TOOL_PLATFORMS.join(', ')}`,
    }),
  ),
)

/**
 * The editorial notability tier: 0 (none) to 3 (a household name), the "popular" order's prior before reviews
 * and clicks exist (migration 0047). A cell's "2" reads as 2.
 */
const notability = z.preprocess(
  (value) => {
    const given = blankToUndefined(value)
    return typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : given
  },
  z
    .number({ error: 'Notability must be a whole number from 0 to 3' })
    .int('Notability must be a whole number from 0 to 3')
    .min(0, 'Notability must be a whole number from 0 to 3')
    .max(3, 'Notability must be a whole number from 0 to 3')
    .default(0),
)

const categoryId = z.preprocess((value) => {
  const given = blankToUndefined(value)
  return typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : (given ?? null)
}, z
  .number({ error: 'Category must be a category id' })
  .int()
  .positive('Category must be a category id')
  .max(MAX_DATABASE_ID, 'Category must be a category id')
  .nullable())

/**
 * The tasks a tool does, by slug: a list, or text separated by `;` or `,` (a spreadsheet cell). A blank cell
 * means "not given" (an import then suggests tasks); an empty list is refused, as a tool does at least one.
 * Whether each slug names a task is checked against the database by the caller.
 */
const taskSlugs = z.preprocess(
  (value) => {
    const given = blankToUndefined(value)
    if (given === undefined) return undefined
    const items = typeof given === 'string' ? parseListField(given.replaceAll(';', ',')) : parseListField(given)
    return [...new Set(items.map((slug) => slug.toLowerCase()))]
  },
  z
    .array(z.string().max(200, 'Each task must be at most 200 characters'), {
      error: 'Tasks must be a list of task slugs',
    })
    .min(1, 'Choose at least one task')
    .max(MAX_TOOL_TASKS, `A tool can do at most ${MAX_TOOL_TASKS} tasks`)
    .optional(),
)

/** A name the slug rule can turn into a slug (at least one letter or digit). */
const toolName = requiredText('Tool name', 200).refine(
  (name) => slugFromName(name) !== '',
  'Tool name must contain at least one letter or digit',
)

/**
 * Every writable field of a tool. `slug` is optional: when missing it comes from the name (see
 * `toolSlug`); when given it is normalised by the same rule. Defaults: pricing Free,
 * status active, not featured, notability 0, API not known, not open source.
 */
export const ToolFieldsSchema = z.object({
  name: toolName,
  slug: optionalText('Slug', 200),
  short_description: requiredText('Short description', 500),
  description: optionalText('Description', 20_000),
  website_url: z.preprocess((value) => withScheme(blankToUndefined(value)), httpUrl('Website URL')),
  logo_url: logoUrl,
  category_id: categoryId.optional(),
  pricing_model: choice('Pricing model', PRICING_MODELS, 'Free'),
  free_credit_info: optionalText('Free credit info', 1000),
  video_url: optionalUrl('Video URL'),
  pdf_url: optionalUrl('PDF URL'),
  screenshots: listField('Screenshot URLs', httpUrl('Each screenshot')),
  tags: listField('Tags'),
  features: listField('Features'),
  use_cases: listField('Use cases'),
  platforms,
  has_api: knownFlag('Has API'),
  open_source: flag('Open source'),
  license: optionalText('Licence', 60),
  company: optionalText('Company', 120),
  search_keywords: z.preprocess(
    (value) => (Array.isArray(value) ? parseListField(value).join(', ') : value),
    optionalText('Search keywords', 2000),
  ),
  status: choice('Status', TOOL_STATUSES, 'active'),
  is_featured: flag('Is featured'),
  notability,
  tasks: taskSlugs,
})
export type ToolFields = z.output<typeof ToolFieldsSchema>

/** The slug a tool is stored under: the one given, or the name's, both by `slugFromName`. */
export function toolSlug(fields: Pick<ToolFields, 'name' | 'slug'>): string {
  return slugFromName(fields.slug || fields.name) || slugFromName(fields.name)
}
