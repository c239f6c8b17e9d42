/**
 * Server-side sessions in Postgres. The browser holds a random 256-bit token; the table holds only its
 * SHA-256, so a leaked table (or backup) signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto'
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { Role } from './roles.ts'

/** Sessions end after 30 days without a request (sliding expiry). */
export const SESSION_IDLE_DAYS = 30
export const SESSION_IDLE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60
/** How stale last_seen_at may get before a request slides the expiry: at most one write a minute per session. */
const TOUCH_AFTER = sql.interval({ minutes: 1 })
const IDLE = sql.interval({ days: SESSION_IDLE_DAYS })

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const newSessionToken = (): string => randomBytes(32).toString('base64url')

/** The stored form of a token; null for a value that cannot be one of ours (no query needed). */
export function hashSessionToken(token: string): Buffer | null {
  return TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest() : null
}

/** The signed-in user as routes see it on `request.user`. */
export const SessionUserRow = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  role: Role,
  is_active: z.boolean(),
  avatar_url: z.string().nullable(),
  google_sub: z.string().nullable(),
  created_at: z.string(),
  email_verified: z.boolean(),
})
export type SessionUser = z.infer<typeof SessionUserRow>

/** SessionUserRow's columns of `users`, named by table so that queries joining other tables can use them. */
export const SESSION_USER_COLUMNS = sql.fragment`users.id, users.email, users.name, users.role, users.is_active,
  users.avatar_url, users.google_sub, users.created_at, users.email_verified_at IS NOT NULL AS email_verified`

const SessionLookupRow = SessionUserRow.extend({ stale: z.boolean() })

export async function findSession(db: DatabaseConnection, tokenHash: Buffer) {
  return db.maybeOne(sql.type(SessionLookupRow)`
    SELECT ${SESSION_USER_COLUMNS}, s.last_seen_at < now() - ${TOUCH_AFTER} AS stale
    FROM sessions s JOIN users ON users.id = s.user_id
    WHERE s.token_hash = ${sql.binary(tokenHash)} AND s.expires_at > now()`)
}

/** Slides the expiry: 30 more days from now. */
export async function touchSession(db: DatabaseConnection, tokenHash: Buffer): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE sessions SET last_seen_at = now(), expires_at = now() + ${IDLE}
    WHERE token_hash = ${sql.binary(tokenHash)}`)
}

export async function insertSession(
  db: DatabaseConnection,
  session: { tokenHash: Buffer; userId: number; userAgent: string | null },
): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO sessions (token_hash, user_id, expires_at, user_agent)
    VALUES (${sql.binary(session.tokenHash)}, ${session.userId}, now() + ${IDLE}, ${session.userAgent})`)
}

export async function deleteSession(db: DatabaseConnection, tokenHash: Buffer): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM sessions WHERE token_hash = ${sql.binary(tokenHash)}`)
}

/** Re-authentication with Google counts this long for changes that need it (an account without a password). */
export const REAUTH_VALID_MINUTES = 10

/** Records that the session's user just proved themselves again with Google. */
export async function markSessionReauthenticated(db: DatabaseConnection, tokenHash: Buffer): Promise<void> {
  await db.query(sql.typeAlias('void')`
    UPDATE sessions SET reauthenticated_at = now() WHERE token_hash = ${sql.binary(tokenHash)}`)
}

/** Whether the session re-authenticated with Google in the last REAUTH_VALID_MINUTES. */
export function isRecentlyReauthenticated(db: DatabaseConnection, tokenHash: Buffer) {
  return db.exists(sql.typeAlias('void')`
    SELECT FROM sessions
    WHERE token_hash = ${sql.binary(tokenHash)}
      AND reauthenticated_at > now() - ${sql.interval({ minutes: REAUTH_VALID_MINUTES })}`)
}

/** Signs a user out everywhere, except (when given) the session making the request. */
export async function deleteUserSessions(
  db: DatabaseConnection,
  userId: number,
  except: Buffer | null = null,
): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM sessions
    WHERE user_id = ${userId} ${except ? sql.fragment`AND token_hash <> ${sql.binary(except)}` : sql.fragment``}`)
}

/** Expired sessions are useless; sign-ins sweep them (indexed on expires_at, so this stays cheap). */
export async function deleteExpiredSessions(db: DatabaseConnection): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM sessions WHERE expires_at <= now()`)
}

/** Admins see when each user last signed in. */
export async function recordSignIn(db: DatabaseConnection, userId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE users SET last_login_at = now() WHERE id = ${userId}`)
}
