/**
 * The secrets of claims: the 6-digit code mailed for an email claim, kept only as a keyed hash (HMAC-SHA256
 * with the server's secret, bound to the claim), and the token a maker publishes in DNS or a well-known file.
 * A 6-digit code could be found from a plain hash by trying them all; without the key it cannot.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export const CODE_DIGITS = 6

export const newClaimCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0')

export const hashClaimCode = (secret: string, claimId: number, code: string): Buffer =>
  createHmac('sha256', secret).update(`tool-claim\u0000${claimId}\u0000${code}`).digest()

export const claimCodeMatches = (secret: string, claimId: number, code: string, stored: Buffer): boolean =>
  timingSafeEqual(hashClaimCode(secret, claimId, code), stored)

/** 128 random bits in lower-case hex: easy to paste into a DNS panel. */
export const newClaimToken = (): string => randomBytes(16).toString('hex')

/** What the DNS record and the well-known file hold. */
export const dnsRecordValue = (token: string) => `kitly-verify=${token}`
