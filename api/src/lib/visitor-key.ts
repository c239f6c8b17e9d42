/**
 * A visitor's key for "once a day" rules: a keyed hash (HMAC-SHA256) of who they are (their account, else their
 * address), the purpose, the subject and the UTC day. It tells two reports by the same visitor on the same day
 * apart from others without storing the address, and cannot be linked across days or subjects, nor reversed
 * by hashing every IPv4 address, without the server's secret.
 */
import { createHmac } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { signedInUserId } from '../auth/request-user.ts'

/** The UTC calendar day of `at`, as `YYYY-MM-DD` (a Postgres `date`). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

export function visitorDayKey(
  secret: string,
  request: FastifyRequest,
  purpose: { action: string; subject: string | number; day: string },
): string {
  const userId = signedInUserId(request)
  const visitor = userId === null ? `ip:${request.ip}` : `user:${userId}`
  return createHmac('sha256', secret)
    .update([purpose.action, purpose.subject, purpose.day, visitor].join('\u0000'))
    .digest('hex')
}
