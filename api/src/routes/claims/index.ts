/**
 * Makers' claims of a listing, for signed-in accounts:
 * - `POST /api/tools/{slug}/claim {method, email?}` starts one: email (a 6-digit code mailed to an address at the
 *   site's registrable domain), dns (a TXT record on that domain) or well_known (a file on the site);
 * - `POST /api/claims/{id}/verify {code?}` checks the proof and, when it holds, makes the account the tool's
 *   verified maker (tool_makers), in one transaction with the claim and the maker's email;
 * - `POST /api/claims/{id}/resend` mails a new code, a minute after the last;
 * - `GET /api/claims/{id}` and `GET /api/users/claims`: the owner's claims (anyone else gets a 404).
 * A tool has one verified maker: claiming a tool that has one answers 409 (an admin transfers it).
 */
import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { claimCodeMatches, newClaimToken } from '../../claims/claim-codes.ts'
import type { SiteChecks } from '../../claims/site-checks.ts'
import { registrableDomain, registrableDomainOfHost } from '../../content/tool-domains.ts'
import { badRequest, conflict, ErrorBody, HttpError, listOf, notFound } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { claimCodeMail, makerVerifiedMail } from '../../mail/claim-mail.ts'
import { queueMail } from '../../mail/queue.ts'
import { IdParams } from '../admin/fields.ts'
import { formBody } from '../form-body.ts'
import { ToolParams } from '../tools/schemas.ts'
import {
  CLAIMS_PER_DAY,
  type ClaimRow,
  completeClaim,
  countClaimsToday,
  findClaimableTool,
  findClaimCode,
  findMakerId,
  findOwnClaim,
  insertClaim,
  listOwnClaims,
  MAX_CODE_ATTEMPTS,
  markCodeRequested,
  recordWrongCode,
  toClaim,
} from './queries.ts'
import { CLAIM_CODE_INVALID, ClaimSchema, StartClaimBody, VerifyClaimBody } from './schemas.ts'

export const SIGN_IN_TO_CLAIM = 'Please sign in to claim a tool.'
export const CLAIM_NOT_FOUND = 'Claim not found'
export const TOOL_HAS_MAKER = 'This tool already has a verified maker; contact us to transfer it.'
export const ALREADY_YOUR_TOOL = 'You are already the verified maker of this tool.'
export const TOO_MANY_CLAIMS = `You have started ${CLAIMS_PER_DAY} claims in the last 24 hours, the most one account may start in a day. Please try again tomorrow.`
export const WRONG_EMAIL_DOMAIN = (domain: string) =>
  `Please use an address at ${domain} (for example you@${domain}): the code proves you receive mail there.`
export const CODE_EXPIRED = 'This code has expired. Ask for a new one.'
export const CLAIM_ENDED = {
  verified: 'This claim is already verified.',
  failed: `This claim ended after ${MAX_CODE_ATTEMPTS} wrong codes. Please start a new claim.`,
  expired: 'This claim has expired. Please start a new claim.',
} as const

export type ClaimRouteOptions = { siteChecks: SiteChecks; secret: string }

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody }

/** @throws HttpError 409 when the tool has a verified maker (friendlier when it is `userId`). */
async function refuseMadeTool(db: DatabaseConnection, toolId: number, userId: number) {
  const makerId = await findMakerId(db, toolId)
  if (makerId !== null) conflict(makerId === userId ? ALREADY_YOUR_TOOL : TOOL_HAS_MAKER)
}

/** @throws HttpError 409 unless the claim is still waiting for its proof. */
function refuseEndedClaim(claim: ClaimRow): void {
  if (claim.state !== 'pending') conflict(CLAIM_ENDED[claim.state])
}

const claimRoutes: FastifyPluginAsyncZod<ClaimRouteOptions> = async (app, { siteChecks, secret }) => {
  // Before validation: a visitor is asked to sign in, not told what the form lacks.
  app.addHook('onRequest', async (request) => {
    requireSignedInUserId(request, SIGN_IN_TO_CLAIM)
  })

  const ownClaim = async (id: number, userId: number) =>
    (await findOwnClaim(app.db, id, userId)) ?? notFound(CLAIM_NOT_FOUND)

  app.post(
    '/tools/:slug/claim',
    { schema: { params: ToolParams, body: formBody(StartClaimBody), response: { 201: ClaimSchema, ...errors } } },
    async (request, reply) => {
      const userId = requireSignedInUserId(request, SIGN_IN_TO_CLAIM)
      const tool = (await findClaimableTool(app.db, request.params.slug)) ?? notFound('Tool not found')
      const { method, email } = request.body
      const domain = registrableDomain(tool.website_url)
      if (method === 'email' && registrableDomainOfHost(email?.split('@').pop() ?? '') !== domain) {
        badRequest(WRONG_EMAIL_DOMAIN(domain), [{ field: 'email', message: WRONG_EMAIL_DOMAIN(domain) }])
      }
      const claimId = await app.db.transaction(async (tx) => {
        await refuseMadeTool(tx, tool.id, userId)
        if ((await countClaimsToday(tx, userId)) >= CLAIMS_PER_DAY) throw new HttpError(429, TOO_MANY_CLAIMS)
        const id = await insertClaim(tx, {
          toolId: tool.id,
          userId,
          method,
          domain,
          host: new URL(tool.website_url).host,
          email: method === 'email' ? (email ?? null) : null,
          token: method === 'email' ? null : newClaimToken(),
        })
        if (method === 'email') await queueMail(tx, claimCodeMail, { claimId: id })
        return id
      })
      request.log.info({ claimId, toolId: tool.id, method }, 'claim started')
      return reply.status(201).send(toClaim(await ownClaim(claimId, userId)))
    },
  )

  app.get(
    '/claims/:id',
    { schema: { params: IdParams, response: { 200: ClaimSchema, 401: ErrorBody, 404: ErrorBody } } },
    async (request) => toClaim(await ownClaim(request.params.id, requireSignedInUserId(request, SIGN_IN_TO_CLAIM))),
  )

  app.get('/users/claims', { schema: { response: { 200: listOf(ClaimSchema), 401: ErrorBody } } }, async (request) =>
    (await listOwnClaims(app.db, requireSignedInUserId(request, SIGN_IN_TO_CLAIM))).map(toClaim),
  )

  app.post(
    '/claims/:id/resend',
    { config: visitorLimit('claimCheck'), schema: { params: IdParams, response: { 200: ClaimSchema, ...errors } } },
    async (request, reply) => {
      const userId = requireSignedInUserId(request, SIGN_IN_TO_CLAIM)
      const claim = await app.db.transaction(async (tx) => {
        const locked = (await findOwnClaim(tx, request.params.id, userId, true)) ?? notFound(CLAIM_NOT_FOUND)
        if (locked.method !== 'email') badRequest('Only an email claim has a code to send again.')
        refuseEndedClaim(locked)
        const wait = secondsUntil(locked.resend_available_at)
        if (wait > 0) {
          reply.header('retry-after', String(wait))
          throw new HttpError(429, `Please wait ${wait} second${wait === 1 ? '' : 's'} before asking for a new code.`)
        }
        await markCodeRequested(tx, locked.id)
        await queueMail(tx, claimCodeMail, { claimId: locked.id })
        return locked
      })
      return toClaim(await ownClaim(claim.id, userId))
    },
  )

  app.post(
    '/claims/:id/verify',
    {
      config: visitorLimit('claimCheck'),
      schema: { params: IdParams, body: formBody(VerifyClaimBody), response: { 200: ClaimSchema, ...errors } },
    },
    async (request) => {
      const userId = requireSignedInUserId(request, SIGN_IN_TO_CLAIM)
      const claim = await ownClaim(request.params.id, userId)
      refuseEndedClaim(claim)
      await refuseMadeTool(app.db, claim.tool_id, userId)
      // Outside any transaction: a slow DNS server or site holds no database connection.
      const siteProblem = claim.method === 'email' ? null : await proofProblem(claim)
      if (siteProblem) badRequest(siteProblem)
      const wrongCode = await app.db.transaction(async (tx) => {
        // Locked: two guesses at once are counted one after the other.
        const locked = (await findOwnClaim(tx, claim.id, userId, true)) ?? notFound(CLAIM_NOT_FOUND)
        refuseEndedClaim(locked)
        if (locked.method === 'email') {
          const problem = await codeProblem(tx, locked, request.body.code)
          // Returned, not thrown: the wrong code's count commits.
          if (problem) return problem
        }
        if (!(await completeClaim(tx, locked, userId))) conflict(TOOL_HAS_MAKER)
        await queueMail(tx, makerVerifiedMail, { claimId: locked.id })
        return null
      })
      if (wrongCode) badRequest(wrongCode, [{ field: 'code', message: wrongCode }])
      request.log.info({ claimId: claim.id, toolId: claim.tool_id, method: claim.method }, 'claim verified')
      return toClaim(await ownClaim(claim.id, userId))
    },
  )

  /** Why the published proof of a DNS or well-known claim was not found, or null when it was. */
  const proofProblem = (claim: ClaimRow) =>
    claim.method === 'dns'
      ? siteChecks.dnsProblem(claim.domain, claim.token ?? '')
      : siteChecks.wellKnownProblem(claim.host, claim.token ?? '')

  /**
   * Why `code` does not verify the locked email claim, after counting it when it is wrong; null when it is right.
   * @throws HttpError 400 for a missing code or one that has expired (neither counted)
   */
  async function codeProblem(tx: DatabaseConnection, claim: ClaimRow, code: string | undefined) {
    if (!code) return badRequest(CLAIM_CODE_INVALID, [{ field: 'code', message: CLAIM_CODE_INVALID }])
    const stored = await findClaimCode(tx, claim.id)
    if (!stored.code_hash || !stored.code_live)
      return badRequest(CODE_EXPIRED, [{ field: 'code', message: CODE_EXPIRED }])
    if (claimCodeMatches(secret, claim.id, code, stored.code_hash)) return null
    await recordWrongCode(tx, claim.id)
    const left = MAX_CODE_ATTEMPTS - claim.code_attempts - 1
    return left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try: this claim has ended. Please start a new claim.'
  }
}

/** Whole seconds from now until `at` (0 when it has passed or is unset). */
const secondsUntil = (at: string | null) => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000)) : 0)

export default claimRoutes
