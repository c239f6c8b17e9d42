/** Shapes of the account calls (sign-up, sign-in, current user, profile, saved items, dashboard). */
import { ToolCard } from '@kitly/search/schemas'
import { z } from 'zod'
import { Role } from '../../auth/roles.ts'
import {
  EMAIL_INVALID,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  MOBILE_PATTERN,
  PASSWORD_MAX,
} from '../../lib/field-rules.ts'
import { PostSummarySchema } from '../blog/schemas.ts'
import { passwordField } from './password-rules.ts'

// ---- Field rules, with the messages the forms show ----

/** Text that must be there: missing, null or blank all get the same message. */
const requiredText = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().min(1, message))

/** Optional text: missing stays missing (unchanged), blank or null becomes null (cleared). */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.string(message).max(max, message).nullable().optional(),
  )

export const emailField = requiredText(EMAIL_REQUIRED)
  .pipe(z.string().max(EMAIL_MAX, EMAIL_TOO_LONG))
  .pipe(z.string().regex(EMAIL_PATTERN, EMAIL_INVALID))

const nameField = requiredText('Full name is required').pipe(
  z.string().max(200, 'Full name must be at most 200 characters'),
)

const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))
const requiredMobile = z.preprocess(
  blankToNull,
  z.string('Mobile number is required').regex(MOBILE_PATTERN, 'Please enter a valid mobile number'),
)
const optionalMobile = z.preprocess(
  blankToNull,
  z.string('Please enter a valid mobile number').regex(MOBILE_PATTERN, 'Please enter a valid mobile number').nullable(),
)

// ---- Bodies ----

export const SignUpFields = z.object({
  name: nameField,
  email: emailField,
  mobile: requiredMobile,
  password: passwordField('Password'),
})

/** Sign-in checks presence only: any stored address (admin@localhost too) may sign in. */
export const SignInFields = z.object({
  email: requiredText(EMAIL_REQUIRED).pipe(z.string().max(EMAIL_MAX, 'Invalid email or password')),
  password: z
    .string('Password is required')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Invalid email or password'),
})

/** Proves the user is still the one at the keyboard; accounts without a password re-authenticate with Google instead. */
const currentPasswordField = z.string('Current password is required').max(PASSWORD_MAX).nullish()

export const ChangePasswordFields = z.object({
  current_password: currentPasswordField,
  new_password: passwordField('New password'),
})

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const BAD_DATE = 'Please enter a valid date of birth (YYYY-MM-DD)'
// One message per bad date, the first rule it breaks.
const dateOfBirthField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z
    .string(BAD_DATE)
    .superRefine((value, context) => {
      if (!DATE_PATTERN.test(value) || !isRealDate(value)) context.addIssue({ code: 'custom', message: BAD_DATE })
      else if (value <= '1900-01-01') context.addIssue({ code: 'custom', message: 'Date of birth must be after 1900' })
      else if (value >= new Date().toISOString().slice(0, 10)) {
        context.addIssue({ code: 'custom', message: 'Date of birth must be in the past' })
      }
    })
    .nullable()
    .optional(),
)

/** A field left out is left unchanged; optional fields sent empty are cleared. */
export const ProfileFields = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  mobile_number: optionalMobile.optional(),
  bio: optionalText(2000, 'Bio must be at most 2000 characters'),
  date_of_birth: dateOfBirthField,
  location: optionalText(200, 'Location must be at most 200 characters'),
  /** Needed only when `email` is a new address. */
  current_password: currentPasswordField,
})
export type ProfileChanges = z.infer<typeof ProfileFields>

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

// ---- Answers ----

/** The current user (GET /api/users/me). Never the password hash. */
export const MeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: Role,
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  /** Whether the account's address has been proven (a mailed link followed, or Google). */
  email_verified: z.boolean(),
  /** What the header shows for a Google account; null for email-only accounts. */
  google_user_data: z
    .object({ name: z.string().nullable(), given_name: z.string().nullable(), picture: z.string().nullable() })
    .nullable(),
})
export type Me = z.infer<typeof MeSchema>

export const SignedInSchema = z.object({ ok: z.literal(true), user: MeSchema })

/** `GET /api/users/session`: who is signed in, `null` for a visitor. */
export const SessionStateSchema = z.object({ user: MeSchema.nullable() })

export const ProfileSchema = z.object({
  user: z.object({ id: z.number(), name: z.string().nullable(), email: z.string(), avatar_url: z.string().nullable() }),
  profile: z.object({
    mobile_number: z.string().nullable(),
    bio: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    location: z.string().nullable(),
    profile_image_url: z.string().nullable(),
  }),
  kitly_user: z.object({
    created_at: z.string(),
    /** Whether the account can sign in with a password (else Google only). */
    has_password: z.boolean(),
    google_linked: z.boolean(),
    /** A new address waiting for its confirmation link to be followed. */
    pending_email: z.string().nullable(),
  }),
})
export type Profile = z.infer<typeof ProfileSchema>

/** A saved tool; `following`: its changes reach the saver's watch digest (saving follows, unfollowing stops). */
export const SavedToolSchema = ToolCard.extend({
  saved_at: z.string(),
  following: z.boolean(),
  /** A saved tool stays saved once discontinued: its card says so. */
  discontinued_at: z.string().nullable(),
})

/** GET/PUT /api/users/watchlist-settings: whether the daily digest of followed tools' changes is mailed. */
export const WatchlistSettingsSchema = z.object({
  emails: z.boolean({ error: 'emails must be true or false' }),
})
export type WatchlistSettings = z.infer<typeof WatchlistSettingsSchema>

/** PUT /api/users/saved-tools/{toolId}/following. */
export const FollowingBody = z.object({ following: z.boolean({ error: 'following must be true or false' }) })
export const FollowingStateSchema = z.object({ ok: z.literal(true), saved: z.boolean(), following: z.boolean() })

export const SavedBundleSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  summary: z.string(),
  tags: z.array(z.string()),
  popularity: z.number(),
  tool_count: z.number(),
  saved_at: z.string(),
})

/** A saved article, as the blog's cards show it. */
export const SavedPostSchema = PostSummarySchema.extend({ saved_at: z.string() })

export const ActivitySchema = z.object({
  kind: z.enum(['saved_tool', 'saved_bundle', 'saved_post', 'review', 'kit']),
  /** The tool, bundle, article or kit the activity is about. */
  title: z.string(),
  /** Where the SPA links it: /tools/{slug}, /bundles/{slug}, /blog/{slug} or /kits/{id}. */
  path: z.string(),
  /** The stars given, for reviews. */
  rating: z.number().nullable(),
  occurred_at: z.string(),
})

export const DashboardSchema = z.object({
  stats: z.object({
    saved_tools: z.number(),
    saved_bundles: z.number(),
    saved_posts: z.number(),
    custom_kits: z.number(),
    reviews_written: z.number(),
  }),
  recent_activity: z.array(ActivitySchema).readonly(),
})

/** A row id in the URL (`toolId`, `bundleId`, `postId`), named in its messages. */
export const rowIdParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive()
    .max(2_147_483_647)

/** A visitor's reading list holds at most this many articles; the SPA sends it in one request at sign-in. */
export const IMPORTED_POSTS_MAX = 200

/** The articles a visitor saved in the browser, by slug (what the browser keeps), oldest save first. */
export const ImportSavedPostsBody = z.object({
  slugs: z
    .array(z.string('Each saved article must be named by its slug').trim().min(1).max(200), 'slugs must be a list')
    .max(IMPORTED_POSTS_MAX, `At most ${IMPORTED_POSTS_MAX} saved articles can be added at once`),
})

/** How many of the articles sent were new to the account (unknown, unpublished and already saved ones are not). */
export const ImportedPostsSchema = z.object({ ok: z.literal(true), imported: z.number() })

export const SavedStateSchema = z.object({ ok: z.literal(true), saved: z.boolean() })
export const OkTrueSchema = z.object({ ok: z.literal(true) })

export const AvatarSchema = z.object({ ok: z.literal(true), avatar_url: z.string() })
