/**
 * Mail of makers' claims: the 6-digit code of an email claim, minted when the message is sent (so the queue
 * never holds it; only its keyed hash is stored), and the news that the claim succeeded.
 */
import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import { paths } from '@kitly/paths'
import { z } from 'zod'
import { hashClaimCode, newClaimCode } from '../claims/claim-codes.ts'
import { greeting, type MailContent, siteUrl } from './layout.ts'
import type { MailTemplate } from './templates.ts'

export const CLAIM_CODE_VALID_MINUTES = 10

const ClaimMailParams = z.object({ claimId: z.number().int() })
type ClaimMailParams = z.infer<typeof ClaimMailParams>

const MintedCode = z.object({ email: z.string(), tool_name: z.string() })

/** Stores the hash of a new code for a pending email claim; null when the claim is no longer waiting for one. */
function storeNewCode(tx: DatabaseTransactionConnection, claimId: number, hash: Buffer) {
  return tx.maybeOne(sql.type(MintedCode)`
    UPDATE tool_claims c SET code_hash = ${sql.binary(hash)},
      code_expires_at = now() + make_interval(mins => ${CLAIM_CODE_VALID_MINUTES})
    FROM tools t
    WHERE c.id = ${claimId} AND t.id = c.tool_id AND c.method = 'email' AND c.verified_at IS NULL
      AND c.expires_at > now()
    RETURNING c.email, t.name AS tool_name`)
}

export const claimCodeMail: MailTemplate<ClaimMailParams> = {
  kind: 'claim_code',
  params: ClaimMailParams,
  build: async (tx, site, { claimId }): Promise<MailContent | null> => {
    const code = newClaimCode()
    const minted = await storeNewCode(tx, claimId, hashClaimCode(site.secret, claimId, code))
    if (!minted) return null
    return {
      to: minted.email,
      subject: `${code} is your ${site.name} code for ${minted.tool_name}`,
      blocks: [
        { kind: 'text', text: greeting(null) },
        {
          kind: 'text',
          text: `Someone asked to be listed as the maker of ${minted.tool_name} on ${site.name}, proving it with this address. Their code is ${code}. It works for ${CLAIM_CODE_VALID_MINUTES} minutes.`,
        },
        {
          kind: 'text',
          text: 'If that was not you or a colleague, ignore this email: nothing changes without the code.',
        },
      ],
    }
  },
}

const VerifiedMaker = z.object({
  email: z.string(),
  name: z.string().nullable(),
  tool_name: z.string(),
  tool_slug: z.string(),
})

export const makerVerifiedMail: MailTemplate<ClaimMailParams> = {
  kind: 'claim_verified',
  params: ClaimMailParams,
  build: async (tx, site, { claimId }): Promise<MailContent | null> => {
    const maker = await tx.maybeOne(sql.type(VerifiedMaker)`
      SELECT u.email, u.name, t.name AS tool_name, t.slug AS tool_slug
      FROM tool_claims c JOIN users u ON u.id = c.user_id JOIN tools t ON t.id = c.tool_id
      WHERE c.id = ${claimId} AND c.verified_at IS NOT NULL`)
    if (!maker) return null
    return {
      to: maker.email,
      subject: `You are now the verified maker of ${maker.tool_name}`,
      blocks: [
        { kind: 'text', text: greeting(maker.name) },
        {
          kind: 'text',
          text: `Your claim of ${maker.tool_name} is verified: its page on ${site.name} now shows a "Verified maker" badge.`,
        },
        { kind: 'action', label: 'See the listing', url: siteUrl(site, paths.tool.href(maker.tool_slug)) },
      ],
    }
  },
}
