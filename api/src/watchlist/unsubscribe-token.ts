/**
 * The digest's one-click unsubscribe link: the account's id and an HMAC-SHA256 of it with the server's secret, so the
 * link works without signing in, never expires (a mail client may follow it months later), and cannot be forged
 * for another account or altered.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const signature = (secret: string, userId: number): Buffer =>
  createHmac('sha256', secret).update(`watch-digest-unsubscribe\u0000${userId}`).digest()

/** `{userId}.{signature}`, URL-safe. */
export const watchUnsubscribeToken = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId).toString('base64url')}`

/** The account a token unsubscribes, or null when it is not one this server signed. */
export function readWatchUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const userId = Number(match[1])
  const given = Buffer.from(match[2] as string, 'base64url')
  return given.length === 32 && timingSafeEqual(given, signature(secret, userId)) ? userId : null
}
