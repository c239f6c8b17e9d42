/** SQL for accounts: users and profiles, sign-in lookups, Google links, saved tools and bundles, dashboard (saved articles: saved-posts-queries.ts). */

import { type DatabaseConnection, sql } from '@kitly/db'
import { paths } from '@kitly/paths'
import { z } from 'zod'
import { SESSION_USER_COLUMNS, SessionUserRow } from '../../auth/sessions.ts'
import {
  ActivitySchema,
  DashboardSchema,
  type Me,
  type ProfileChanges,
  ProfileSchema,
  SavedBundleSchema,
  SavedToolSchema,
} from './schemas.ts'

// ---- Users ----

/** The signed-in user's row (auth/sessions.ts) and the password hash, which only sign-in and account changes read. */
const UserRow = SessionUserRow.extend({ password_hash: z.string().nullable() })
export type UserRow = z.infer<typeof UserRow>

const USER_COLUMNS = sql.fragment`${SESSION_USER_COLUMNS}, users.password_hash`

export function findUserByEmail(db: DatabaseConnection, email: string) {
  return db.maybeOne(sql.type(UserRow)`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower(${email})`)
}

export function findUserById(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(UserRow)`SELECT ${USER_COLUMNS} FROM users WHERE id = ${id}`)
}

export function findUserByGoogleSub(db: DatabaseConnection, sub: string) {
  return db.maybeOne(sql.type(UserRow)`SELECT ${USER_COLUMNS} FROM users WHERE google_sub = ${sub}`)
}

/** A new email account with its profile. @throws UniqueIntegrityConstraintViolationError when the email is taken. */
export async function insertEmailUser(
  db: DatabaseConnection,
  user: { name: string; email: string; mobile: string; passwordHash: string },
): Promise<UserRow> {
  const created = await db.one(sql.type(UserRow)`
    INSERT INTO users (email, name, password_hash) VALUES (${user.email}, ${user.name}, ${user.passwordHash})
    RETURNING ${USER_COLUMNS}`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO profiles (user_id, mobile_number) VALUES (${created.id}, ${user.mobile})`)
  return created
}

export type GoogleIdentity = { sub: string; email: string; name: string | null; picture: string | null }

/** A new account for a Google identity; its address counts as verified only when Google is `authoritative` for it. */
export async function insertGoogleUser(
  db: DatabaseConnection,
  identity: GoogleIdentity,
  authoritative: boolean,
): Promise<number> {
  const id = await db.oneFirst(sql.typeAlias('id')`
    INSERT INTO users (email, name, google_sub, avatar_url, email_verified_at)
    VALUES (${identity.email}, ${identity.name}, ${identity.sub}, ${identity.picture},
            ${authoritative ? sql.fragment`now()` : null})
    RETURNING id`)
  await db.query(sql.typeAlias('void')`INSERT INTO profiles (user_id) VALUES (${id})`)
  return id
}

/**
 * Links an account to its Google identity and refreshes the Google picture, unless the user uploaded an
 * avatar of their own (`keepAvatar`). The address becomes verified only when Google is `authoritative` for it.
 */
export async function linkGoogleIdentity(
  db: DatabaseConnection,
  userId: number,
  identity: GoogleIdentity,
  options: { keepAvatar: boolean; authoritative: boolean },
): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE users SET google_sub = ${identity.sub},
      avatar_url = ${options.keepAvatar ? sql.fragment`avatar_url` : sql.fragment`coalesce(${identity.picture}, avatar_url)`},
      name = coalesce(name, ${identity.name}),
      email_verified_at = ${options.authoritative ? sql.fragment`coalesce(email_verified_at, now())` : sql.fragment`email_verified_at`}
    WHERE id = ${userId}`)
}

/** Forgets the account's Google identity. Answers false when the account has no password to sign in with (nothing changed). */
export async function unlinkGoogleIdentity(db: DatabaseConnection, userId: number): Promise<boolean> {
  const unlinked = await db.maybeOne(sql.typeAlias('id')`
    UPDATE users SET google_sub = NULL WHERE id = ${userId} AND password_hash IS NOT NULL RETURNING id`)
  return unlinked !== null
}

/** Sets the password, or removes it (`null`: the account then signs in with Google only). */
export async function updatePasswordHash(
  db: DatabaseConnection,
  userId: number,
  passwordHash: string | null,
): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`)
}

/** The current user as the SPA sees it. */
export function toMe(user: Omit<UserRow, 'password_hash' | 'is_active'>): Me {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    avatar_url: user.avatar_url,
    created_at: user.created_at,
    email_verified: user.email_verified,
    // The account's current name and picture, so a profile edit shows in the header too. Google's
    // given_name is the first word of the name it sends, which is what we keep.
    google_user_data: user.google_sub
      ? { name: user.name, given_name: user.name?.trim().split(/\s+/)[0] || null, picture: user.avatar_url }
      : null,
  }
}

// ---- Profile ----

const ProfileRow = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  mobile_number: z.string().nullable(),
  bio: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  location: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  pending_email: z.string().nullable(),
})

export async function findProfile(db: DatabaseConnection, userId: number) {
  const row = await db.one(sql.type(ProfileRow)`
    SELECT u.id, u.name, u.email, u.avatar_url, u.created_at,
           p.mobile_number, p.bio, p.date_of_birth, p.location, p.profile_image_url,
           u.password_hash IS NOT NULL AS has_password, u.google_sub IS NOT NULL AS google_linked,
           (SELECT t.email FROM account_tokens t
            WHERE t.user_id = u.id AND t.purpose = 'email_change' AND t.used_at IS NULL AND t.expires_at > now()
            ORDER BY t.created_at DESC LIMIT 1) AS pending_email
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.id = ${userId}`)
  return ProfileSchema.parse({
    user: { id: row.id, name: row.name, email: row.email, avatar_url: row.avatar_url },
    profile: {
      mobile_number: row.mobile_number,
      bio: row.bio,
      date_of_birth: row.date_of_birth,
      location: row.location,
      profile_image_url: row.profile_image_url,
    },
    kitly_user: {
      created_at: row.created_at,
      has_password: row.has_password,
      google_linked: row.google_linked,
      pending_email: row.pending_email,
    },
  })
}

/** Applies the fields present in `changes` (a new email address waits for its confirmation link instead). */
export async function updateProfile(
  db: DatabaseConnection,
  userId: number,
  changes: Omit<ProfileChanges, 'email' | 'current_password'>,
): Promise<void> {
  if (changes.name !== undefined) {
    await db.query(sql.typeAlias('void')`UPDATE users SET name = ${changes.name} WHERE id = ${userId}`)
  }
  const profile = {
    mobile_number: changes.mobile_number,
    bio: changes.bio,
    date_of_birth: changes.date_of_birth,
    location: changes.location,
  }
  const columns = Object.entries(profile).filter(([, value]) => value !== undefined) as [string, string | null][]
  if (columns.length === 0) return
  await db.query(sql.typeAlias('void')`
    INSERT INTO profiles (user_id, ${sql.join(
      columns.map(([column]) => sql.identifier([column])),
      sql.fragment`, `,
    )})
    VALUES (${userId}, ${sql.join(
      columns.map(([, value]) => sql.fragment`${value}`),
      sql.fragment`, `,
    )})
    ON CONFLICT (user_id) DO UPDATE SET ${sql.join(
      columns.map(([column]) => sql.fragment`${sql.identifier([column])} = EXCLUDED.${sql.identifier([column])}`),
      sql.fragment`, `,
    )}`)
}

/**
 * Moves the account to a confirmed new address, verified by that confirmation.
 * @throws UniqueIntegrityConstraintViolationError when another account took the address meanwhile.
 */
export async function switchEmail(db: DatabaseConnection, userId: number, email: string): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE users SET email = ${email}, email_verified_at = now() WHERE id = ${userId}`)
}

/** Sets the avatar everywhere the SPA looks for it and answers the previous one (to delete its file). */
export async function replaceAvatar(db: DatabaseConnection, userId: number, url: string): Promise<string | null> {
  const previous = await db.oneFirst(sql.type(z.object({ avatar_url: z.string().nullable() }))`
    SELECT avatar_url FROM users WHERE id = ${userId} FOR UPDATE`)
  await db.query(sql.typeAlias('void')`UPDATE users SET avatar_url = ${url} WHERE id = ${userId}`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO profiles (user_id, profile_image_url) VALUES (${userId}, ${url})
    ON CONFLICT (user_id) DO UPDATE SET profile_image_url = EXCLUDED.profile_image_url`)
  return previous
}

// ---- Saved tools and bundles ----

/** Whether the tool exists; `activeOnly` for saving (hidden tools cannot be newly saved). */
export function toolExists(db: DatabaseConnection, toolId: number, activeOnly: boolean) {
  return db.exists(sql.typeAlias('void')`
    SELECT FROM tools WHERE id = ${toolId} ${activeOnly ? sql.fragment`AND status = 'active'` : sql.fragment``}`)
}

export function bundleExists(db: DatabaseConnection, bundleId: number, activeOnly: boolean) {
  return db.exists(sql.typeAlias('void')`
    SELECT FROM bundles WHERE id = ${bundleId} ${activeOnly ? sql.fragment`AND status = 'active'` : sql.fragment``}`)
}

// Saving selects the row it links to, so a tool deleted a moment earlier is skipped, not a foreign-key error.
export async function saveTool(db: DatabaseConnection, userId: number, toolId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO saved_tools (user_id, tool_id)
    SELECT ${userId}, id FROM tools WHERE id = ${toolId} AND status = 'active'
    ON CONFLICT DO NOTHING`)
}

export async function unsaveTool(db: DatabaseConnection, userId: number, toolId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM saved_tools WHERE user_id = ${userId} AND tool_id = ${toolId}`)
}

export async function saveBundle(db: DatabaseConnection, userId: number, bundleId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO saved_bundles (user_id, bundle_id)
    SELECT ${userId}, id FROM bundles WHERE id = ${bundleId} AND status = 'active'
    ON CONFLICT DO NOTHING`)
}

export async function unsaveBundle(db: DatabaseConnection, userId: number, bundleId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM saved_bundles WHERE user_id = ${userId} AND bundle_id = ${bundleId}`)
}

/** Newest first; tools an admin has hidden since drop out (and come back if shown again). */
export function listSavedTools(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(SavedToolSchema)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug,
           t.pricing_model, t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags,
           s.created_at AS saved_at, s.following, t.discontinued_at
    FROM saved_tools s
    JOIN tools t ON t.id = s.tool_id
    LEFT JOIN categories c ON c.id = t.category_id
    WHERE s.user_id = ${userId} AND t.status = 'active'
    ORDER BY s.created_at DESC, t.id`)
}

export function listSavedBundles(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(SavedBundleSchema)`
    SELECT b.id, b.name, b.slug, b.icon, b.summary, b.tags, b.popularity,
           (SELECT count(*)::int FROM bundle_tools bt JOIN tools t ON t.id = bt.tool_id
            WHERE bt.bundle_id = b.id AND t.status = 'active') AS tool_count,
           s.created_at AS saved_at
    FROM saved_bundles s
    JOIN bundles b ON b.id = s.bundle_id
    WHERE s.user_id = ${userId} AND b.status = 'active'
    ORDER BY s.created_at DESC, b.id`)
}

// ---- Dashboard ----

const RECENT_ACTIVITY = 10

/** What each kind of activity links to, as the web app's paths build it. */
const ACTIVITY_PAGES = {
  saved_tool: paths.tool.href,
  saved_bundle: paths.bundle.href,
  saved_post: paths.blogPost.href,
  review: paths.tool.href,
  kit: paths.kit.href,
} as const
const ActivityRow = ActivitySchema.omit({ path: true }).extend({ key: z.string() })

export async function findDashboard(db: DatabaseConnection, userId: number) {
  const stats = await db.one(sql.type(DashboardSchema.shape.stats)`
    SELECT
      (SELECT count(*)::int FROM saved_tools s JOIN tools t ON t.id = s.tool_id
       WHERE s.user_id = ${userId} AND t.status = 'active') AS saved_tools,
      (SELECT count(*)::int FROM saved_bundles s JOIN bundles b ON b.id = s.bundle_id
       WHERE s.user_id = ${userId} AND b.status = 'active') AS saved_bundles,
      (SELECT count(*)::int FROM saved_posts s JOIN posts p ON p.id = s.post_id
       WHERE s.user_id = ${userId} AND p.is_published) AS saved_posts,
      (SELECT count(*)::int FROM kits WHERE user_id = ${userId}) AS custom_kits,
      (SELECT count(*)::int FROM reviews WHERE user_id = ${userId}) AS reviews_written`)
  // Each branch takes its own newest rows first, so the union stays small whatever the history.
  const recentActivity = await db.any(sql.type(ActivityRow)`
    SELECT kind, title, key, rating, occurred_at FROM (
      (SELECT 'saved_tool' AS kind, t.name AS title, t.slug AS key, NULL::int AS rating,
              s.created_at AS occurred_at
       FROM saved_tools s JOIN tools t ON t.id = s.tool_id
       WHERE s.user_id = ${userId} AND t.status = 'active' ORDER BY s.created_at DESC LIMIT ${RECENT_ACTIVITY})
      UNION ALL
      (SELECT 'saved_bundle', b.name, b.slug, NULL, s.created_at
       FROM saved_bundles s JOIN bundles b ON b.id = s.bundle_id
       WHERE s.user_id = ${userId} AND b.status = 'active' ORDER BY s.created_at DESC LIMIT ${RECENT_ACTIVITY})
      UNION ALL
      (SELECT 'saved_post', p.title, p.slug, NULL, s.created_at
       FROM saved_posts s JOIN posts p ON p.id = s.post_id
       WHERE s.user_id = ${userId} AND p.is_published ORDER BY s.created_at DESC LIMIT ${RECENT_ACTIVITY})
      UNION ALL
      (SELECT 'review', t.name, t.slug, r.rating::int, r.created_at
       FROM reviews r JOIN tools t ON t.id = r.tool_id
       WHERE r.user_id = ${userId} ORDER BY r.created_at DESC LIMIT ${RECENT_ACTIVITY})
      UNION ALL
      (SELECT 'kit', k.name, k.id::text, NULL, k.created_at
       FROM kits k WHERE k.user_id = ${userId} ORDER BY k.created_at DESC LIMIT ${RECENT_ACTIVITY})
    ) AS activity
    ORDER BY occurred_at DESC
    LIMIT ${RECENT_ACTIVITY}`)
  return {
    stats,
    recent_activity: recentActivity.map(({ key, ...activity }) => ({
      ...activity,
      path: ACTIVITY_PAGES[activity.kind](key),
    })),
  }
}
