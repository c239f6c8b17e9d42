/** SQL of makers' claims and of tools' verified makers. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { dnsRecordValue } from '../../claims/claim-codes.ts'
import { wellKnownUrl } from '../../claims/well-known-file.ts'
import { CLAIM_METHODS, CLAIM_STATES, type Claim, type ClaimMethod } from './schemas.ts'

/** How many claims an account may start in a day: each one may send mail or make the server look up a site. */
export const CLAIMS_PER_DAY = 5
/** Wrong codes that end an email claim: 5 guesses in a million. */
export const MAX_CODE_ATTEMPTS = 5
export const RESEND_AFTER_SECONDS = 60

const ClaimRow = z.object({
  id: z.number(),
  tool_id: z.number(),
  tool_slug: z.string(),
  tool_name: z.string(),
  method: z.enum(CLAIM_METHODS),
  state: z.enum(CLAIM_STATES),
  domain: z.string(),
  host: z.string(),
  email: z.string().nullable(),
  token: z.string().nullable(),
  code_expires_at: z.string().nullable(),
  resend_available_at: z.string().nullable(),
  code_attempts: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  verified_at: z.string().nullable(),
})
export type ClaimRow = z.infer<typeof ClaimRow>

/** A claim as its maker sees it, `c` being tool_claims joined to its tool `t`. */
const claimColumns = sql.fragment`
  c.id, c.tool_id, t.slug AS tool_slug, t.name AS tool_name, c.method, c.domain, c.host, c.email, c.token,
  c.code_expires_at, c.code_requested_at + make_interval(secs => ${RESEND_AFTER_SECONDS}) AS resend_available_at,
  c.code_attempts, c.created_at, c.expires_at, c.verified_at,
  CASE WHEN c.verified_at IS NOT NULL THEN 'verified'
       WHEN c.code_attempts >= ${MAX_CODE_ATTEMPTS} THEN 'failed'
       WHEN c.expires_at <= now() THEN 'expired'
       ELSE 'pending' END AS state`

/** What the API answers for a claim: the record or file to publish, and the code's timers. */
export function toClaim(row: ClaimRow): Claim {
  const isEmail = row.method === 'email'
  const published = row.token === null ? null : dnsRecordValue(row.token)
  return {
    id: row.id,
    tool_slug: row.tool_slug,
    tool_name: row.tool_name,
    method: row.method,
    state: row.state,
    email: row.email,
    dns_record: row.method === 'dns' && published ? { type: 'TXT', name: row.domain, value: published } : null,
    well_known: row.method === 'well_known' && row.token ? { url: wellKnownUrl(row.host), content: row.token } : null,
    code_expires_at: isEmail ? row.code_expires_at : null,
    resend_available_at: isEmail ? row.resend_available_at : null,
    attempts_left: isEmail ? Math.max(0, MAX_CODE_ATTEMPTS - row.code_attempts) : null,
    created_at: row.created_at,
    expires_at: row.expires_at,
    verified_at: row.verified_at,
  }
}

/** `userId`'s claim `id`; null when there is none or it is someone else's. `lock` holds it for the transaction. */
export function findOwnClaim(db: DatabaseConnection, id: number, userId: number, lock = false) {
  return db.maybeOne(sql.type(ClaimRow)`
    SELECT ${claimColumns} FROM tool_claims c JOIN tools t ON t.id = c.tool_id
    WHERE c.id = ${id} AND c.user_id = ${userId} ${lock ? sql.fragment`FOR UPDATE OF c` : sql.fragment``}`)
}

export function listOwnClaims(db: DatabaseConnection, userId: number) {
  return db.any(sql.type(ClaimRow)`
    SELECT ${claimColumns} FROM tool_claims c JOIN tools t ON t.id = c.tool_id
    WHERE c.user_id = ${userId} ORDER BY c.created_at DESC, c.id DESC`)
}

const ClaimableTool = z.object({ id: z.number(), name: z.string(), website_url: z.string() })
export function findClaimableTool(db: DatabaseConnection, slug: string) {
  return db.maybeOne(sql.type(ClaimableTool)`
    SELECT id, name, website_url FROM tools WHERE slug = ${slug} AND status = 'active'`)
}

const MakerId = z.object({ user_id: z.number() })
/** The account of the tool's verified maker, or null. */
export function findMakerId(db: DatabaseConnection, toolId: number) {
  return db.maybeOneFirst(sql.type(MakerId)`SELECT user_id FROM tool_makers WHERE tool_id = ${toolId}`)
}

/**
 * How many claims `userId` started in the last day. Locks the account row first, so two claims started at once
 * are counted one after the other.
 */
export async function countClaimsToday(tx: DatabaseConnection, userId: number): Promise<number> {
  await tx.query(sql.typeAlias('void')`SELECT FROM users WHERE id = ${userId} FOR UPDATE`)
  return tx.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n FROM tool_claims WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`)
}

type NewClaim = {
  toolId: number
  userId: number
  method: ClaimMethod
  domain: string
  host: string
  email: string | null
  token: string | null
}

export function insertClaim(db: DatabaseConnection, claim: NewClaim) {
  return db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_claims (tool_id, user_id, method, domain, host, email, token, code_requested_at)
    VALUES (${claim.toolId}, ${claim.userId}, ${claim.method}, ${claim.domain}, ${claim.host}, ${claim.email},
            ${claim.token}, ${claim.method === 'email' ? sql.fragment`now()` : null})
    RETURNING id`)
}

export async function markCodeRequested(db: DatabaseConnection, id: number): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE tool_claims SET code_requested_at = now() WHERE id = ${id}`)
}

/** Counts a wrong code. */
export async function recordWrongCode(db: DatabaseConnection, id: number): Promise<void> {
  await db.query(sql.typeAlias('void')`UPDATE tool_claims SET code_attempts = code_attempts + 1 WHERE id = ${id}`)
}

const StoredCode = z.object({ code_hash: z.instanceof(Buffer).nullable(), code_live: z.boolean() })
/** The hash of the claim's current code and whether it still works (sent and not expired). */
export function findClaimCode(db: DatabaseConnection, id: number) {
  return db.one(sql.type(StoredCode)`
    SELECT code_hash, coalesce(code_expires_at > now(), false) AS code_live FROM tool_claims WHERE id = ${id}`)
}

/**
 * Makes the claim's maker the tool's verified maker and marks the claim verified. False, with nothing written,
 * when the tool has a verified maker already (someone got there first).
 */
export async function completeClaim(db: DatabaseConnection, claim: ClaimRow, userId: number): Promise<boolean> {
  const made = await db.maybeOneFirst(sql.type(z.object({ tool_id: z.number() }))`
    INSERT INTO tool_makers (tool_id, user_id, source) VALUES (${claim.tool_id}, ${userId}, ${claim.method})
    ON CONFLICT (tool_id) DO NOTHING RETURNING tool_id`)
  if (made === null) return false
  await db.query(sql.typeAlias('void')`UPDATE tool_claims SET verified_at = now() WHERE id = ${claim.id}`)
  return true
}
