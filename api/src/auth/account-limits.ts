/**
 * How often accounts may be signed into, created or changed: per client IP and, where an account is
 * known, per account, so that neither one address trying many accounts nor many addresses trying one
 * account get far. plugins/rate-limit.ts turns these into hooks (`app.accountLimits.signIn`).
 */
import type { FastifyRequest } from 'fastify'

export type AttemptRule = {
  /** Names the counter; rules with the same name on different routes share it. */
  name: string
  max: number
  timeWindow: string
  /** The key to count under; null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null
}

const byIp = (request: FastifyRequest) => request.ip
const byUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : null)
/** The account a sign-in names, whether or not it exists (so unknown emails cost the same). */
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null
}

/** The signed-in account, when the request moves it to another address (other profile edits are not counted). */
const byEmailChange = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email
  const changes = typeof email === 'string' && email.trim().toLowerCase() !== request.user?.email.toLowerCase()
  return request.user && changes ? String(request.user.id) : null
}

/** What one admin may upload or import in an hour. */
export const ADMIN_UPLOADS_PER_HOUR = 300

export const ACCOUNT_LIMITS = {
  /**
   * Email sign-in, admin sign-in and the Google code exchange, per address. Not per account: counting every
   * try at an account would let anyone lock its owner out; failed passwords are counted per account and
   * address instead (auth/sign-in-failures.ts).
   */
  signIn: [{ name: 'sign-in-ip', max: 30, timeWindow: '15 minutes', key: byIp }],
  signUp: [{ name: 'sign-up-ip', max: 10, timeWindow: '1 hour', key: byIp }],
  passwordChange: [
    { name: 'password-ip', max: 20, timeWindow: '15 minutes', key: byIp },
    { name: 'password-account', max: 5, timeWindow: '15 minutes', key: byUser },
  ],
  upload: [{ name: 'upload-account', max: 20, timeWindow: '1 hour', key: byUser }],
  /**
   * Admins' uploads and imports (logos, covers, tutorial PDFs, CSV/XLSX files): trusted work in bulk, so far more
   * than a visitor's avatars, but still bounded, so a stolen admin session cannot fill the upload store in a burst.
   */
  adminUpload: [{ name: 'admin-upload-account', max: ADMIN_UPLOADS_PER_HOUR, timeWindow: '1 hour', key: byUser }],
  /** Forgot password: per address too, so nobody can flood one mailbox with reset links. */
  passwordReset: [
    { name: 'password-reset-ip', max: 10, timeWindow: '15 minutes', key: byIp },
    { name: 'password-reset-account', max: 3, timeWindow: '15 minutes', key: byEmail },
  ],
  /** Tokens from mailed links (reset, verification): guessing 256-bit tokens is hopeless, but not free. */
  mailedLink: [{ name: 'mailed-link-ip', max: 30, timeWindow: '15 minutes', key: byIp }],
  /** Each email change mails two addresses, one of them typed by the user. */
  emailChange: [{ name: 'email-change-account', max: 5, timeWindow: '1 hour', key: byEmailChange }],
  verificationResend: [{ name: 'verification-resend-account', max: 3, timeWindow: '15 minutes', key: byUser }],
} satisfies Record<string, AttemptRule[]>

export type AccountAction = keyof typeof ACCOUNT_LIMITS
