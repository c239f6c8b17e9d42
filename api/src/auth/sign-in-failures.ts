/**
 * The sign-in lockout: failed passwords counted per (email, client address) and per email, in Postgres so that
 * every instance sees them. Only failures count, and per address, so strangers failing at an account cannot lock
 * its owner out; a guesser still gets few tries per address, and an account under attack from many addresses
 * takes one more try only from an address that has not failed at it yet.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'

export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15
/** Failures one address may make at one account within the window. */
export const FAILURES_PER_ADDRESS = 10
/** Failures at one account, from all addresses, past which only addresses that have not failed at it may try. */
export const FAILURES_PER_ACCOUNT = 100

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_MINUTES * 60 * 1000

/** One sign-in: the email as submitted, the client's address and the time (Date.now(), read by tests' clocks). */
export type SignInAttempt = { email: string; ip: string; at: number }

/** An attempt naming `email` from `ip`, now. */
export const signInAttempt = (email: string, ip: string): SignInAttempt => ({
  email: email.trim().toLowerCase(),
  ip,
  at: Date.now(),
})

const windowStart = (attempt: SignInAttempt) => sql.timestamp(new Date(attempt.at - WINDOW_MS))

const FailureCounts = z.object({
  account_failures: z.number(),
  address_failures: z.number(),
  /** Seconds until this address's oldest and newest failures leave the window (null: it has none). */
  oldest_leaves_in: z.number().nullable(),
  newest_leaves_in: z.number().nullable(),
})

/** Seconds until this address may try this account again; 0 when it may now. */
export async function signInLockedFor(db: DatabaseConnection, attempt: SignInAttempt): Promise<number> {
  const since = windowStart(attempt)
  const counts = await db.one(sql.type(FailureCounts)`
    SELECT count(*)::int AS account_failures,
      count(*) FILTER (WHERE ip = ${attempt.ip})::int AS address_failures,
      ceil(extract(epoch FROM min(failed_at) FILTER (WHERE ip = ${attempt.ip}) - ${since}))::int
        AS oldest_leaves_in,
      ceil(extract(epoch FROM max(failed_at) FILTER (WHERE ip = ${attempt.ip}) - ${since}))::int
        AS newest_leaves_in
    FROM sign_in_failures
    WHERE email = ${attempt.email} AND failed_at > ${since}`)
  let seconds = 0
  if (counts.address_failures >= FAILURES_PER_ADDRESS) seconds = counts.oldest_leaves_in ?? 0
  // Past the account's ceiling an address that failed at it waits until its failures are out of the window.
  if (counts.account_failures >= FAILURES_PER_ACCOUNT && counts.address_failures > 0) {
    seconds = Math.max(seconds, counts.newest_leaves_in ?? 0)
  }
  return Math.max(seconds, 0)
}

/** Counts a failed password; rows that left the window are swept (indexed on failed_at, so this stays cheap). */
export async function recordSignInFailure(db: DatabaseConnection, attempt: SignInAttempt): Promise<void> {
  await db.query(sql.typeAlias('void')`DELETE FROM sign_in_failures WHERE failed_at <= ${windowStart(attempt)}`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO sign_in_failures (email, ip, failed_at)
    VALUES (${attempt.email}, ${attempt.ip}, ${sql.timestamp(new Date(attempt.at))})`)
}

/** A correct password: this address's earlier failures at the account are forgiven. */
export async function forgetSignInFailures(db: DatabaseConnection, attempt: SignInAttempt): Promise<void> {
  await db.query(sql.typeAlias('void')`
    DELETE FROM sign_in_failures WHERE email = ${attempt.email} AND ip = ${attempt.ip}`)
}
