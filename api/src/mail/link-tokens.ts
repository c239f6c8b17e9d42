/**
 * Tokens in mailed links (password reset, email verification, newsletter confirmation) take the session
 * tokens' form: 256 random bits in the link, only their SHA-256 in the database, so a leaked table or
 * backup holds no usable link.
 */
import { hashSessionToken, newSessionToken } from '../lib/sessions.ts'

export function newLinkToken(): { token: string; hash: Buffer } {
  const token = newSessionToken()
  return { token, hash: hashSessionToken(token) as Buffer }
}

/** The stored form of a link token; null for text that cannot be one of ours. */
export const hashLinkToken = (token: string): Buffer | null => hashSessionToken(token)
