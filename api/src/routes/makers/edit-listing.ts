/**
 * A verified maker's edit of their listing, in one transaction: the cosmetic fields apply at once (the search
 * outbox trigger of tools reindexes it), changed facts replace the tool's open edit request or open one, for
 * the admins to review with the page the maker cites. Audited with the maker as actor; a request is mailed.
 */
import { type DatabasePool, sql } from '@kitly/db'
import type { ValueExpression } from 'slonik'
import { registrableDomain } from '../../content/tool-domains.ts'
import { badRequest, notFound } from '../../lib/http-errors.ts'
import { queueMail } from '../../mail/queue.ts'
import { submissionUpdateMail } from '../../mail/submission-mail.ts'
import { recordAudit } from '../admin/audit/queries.ts'
import {
  insertEditRequest,
  type LockedListing,
  lockListing,
  replaceOpenEditRequest,
  updateListingFields,
} from './edit-queries.ts'
import { type EditListingBody, SOURCE_URL_REQUIRED } from './schemas.ts'

export const NOT_YOUR_LISTING = 'You are not the verified maker of this tool.'

/** The cosmetic fields sent, as the tools columns they set (a cleared field takes the column's empty value). */
function cosmeticColumns(body: EditListingBody): Record<string, ValueExpression> {
  const columns: Record<string, ValueExpression | undefined> = {
    short_description: body.short_description,
    description: body.description === undefined ? undefined : (body.description ?? ''),
    logo_url: body.logo_url,
    video_url: body.video_url,
    screenshots: body.screenshots === undefined ? undefined : sql.array(body.screenshots ?? [], 'text'),
    tags: body.tags === undefined ? undefined : sql.array(body.tags ?? [], 'text'),
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Record<
    string,
    ValueExpression
  >
}

type Facts = Pick<LockedListing, 'pricing_model' | 'free_credit_info'>

/** The facts as the maker proposes them, or null when they are the tool's own (nothing to review). */
function proposedFacts(tool: LockedListing, body: EditListingBody): Facts | null {
  const facts = {
    pricing_model: body.pricing_model ?? tool.pricing_model,
    free_credit_info: body.free_credit_info === undefined ? tool.free_credit_info : body.free_credit_info,
  }
  const same = facts.pricing_model === tool.pricing_model && facts.free_credit_info === tool.free_credit_info
  return same ? null : facts
}

/**
 * Applies `body` to the listing `slug` of maker `userId`.
 * @throws HttpError 404 when they are not its verified maker, 400 when changed facts come without a source
 */
export async function editListing(db: DatabasePool, userId: number, slug: string, body: EditListingBody) {
  await db.transaction(async (tx) => {
    const tool = (await lockListing(tx, userId, slug)) ?? notFound(NOT_YOUR_LISTING)
    const facts = proposedFacts(tool, body)
    if (facts && !body.source_url)
      badRequest(SOURCE_URL_REQUIRED, [{ field: 'source_url', message: SOURCE_URL_REQUIRED }])
    const cosmetic = cosmeticColumns(body)
    if (Object.keys(cosmetic).length > 0) await updateListingFields(tx, tool.id, cosmetic)
    let editRequestId: number | null = null
    if (facts && body.source_url) {
      const request = {
        ...facts,
        source_url: body.source_url,
        owner_id: userId,
        name: tool.name,
        website_url: tool.website_url,
        registrable_domain: registrableDomain(tool.website_url),
      }
      editRequestId =
        (await replaceOpenEditRequest(tx, tool.id, request)) ?? (await insertEditRequest(tx, tool.id, request))
      await queueMail(tx, submissionUpdateMail, { submissionId: editRequestId, state: 'submitted' })
    }
    const fields = Object.keys(cosmetic)
    if (fields.length === 0 && editRequestId === null) return
    await recordAudit(tx, userId, {
      action: 'listing.edit',
      entityType: 'tool',
      entityId: tool.id,
      details: { name: tool.name, fields, edit_request_id: editRequestId },
    })
  })
}
