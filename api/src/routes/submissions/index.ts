/**
 * /api/submissions: a signed-in maker submits a tool. A submission is a draft its owner saves as often as
 * they like, then sends to the admins' queue (`submit: true`), at most SUBMISSIONS_PER_DAY a day. A site
 * already in the catalog answers 409 with the listing's slug (the maker may claim it instead; a discontinued
 * listing's message says so, as claiming it is how it comes back). Only the
 * owner sees or edits a submission: anyone else gets a 404, as if it did not exist.
 */
import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireSignedInUserId } from '../../auth/request-user.ts'
import { TOOL_LISTED_DISCONTINUED } from '../../content/discontinued-tools.ts'
import { findToolsOnDomain, registrableDomain } from '../../content/tool-domains.ts'
import { TOOL_ALREADY_LISTED } from '../../lib/field-rules.ts'
import { conflict, ErrorBody, HttpError, notFound } from '../../lib/http-errors.ts'
import { queueMail } from '../../mail/queue.ts'
import { submissionUpdateMail } from '../../mail/submission-mail.ts'
import { IdParams } from '../admin/fields.ts'
import { checkToolReferences } from '../admin/tools/index.ts'
import { formBody } from '../form-body.ts'
import {
  countSubmitsToday,
  findOwnSubmission,
  insertSubmission,
  lockOwnSubmission,
  SUBMISSIONS_PER_DAY,
  updateSubmission,
} from './queries.ts'
import {
  CheckUrlBody,
  CheckUrlResultSchema,
  type SaveSubmissionBody,
  SaveSubmissionBody as SaveSubmissionFields,
  SubmissionConflictBody,
  SubmissionSchema,
} from './schemas.ts'
import { EDITABLE_STATES, NOT_EDITABLE } from './states.ts'

export const SIGN_IN_TO_SUBMIT = 'Please sign in to submit a tool.'
export const SUBMISSION_NOT_FOUND = 'Submission not found'
export const TOO_MANY_SUBMISSIONS = `You have sent ${SUBMISSIONS_PER_DAY} submissions in the last 24 hours, the most we review from one account in a day. Please send this one tomorrow; it is saved as a draft until then.`

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: SubmissionConflictBody, 429: ErrorBody }

/**
 * The listing of the site on `domain`: its active tool, a live one before a discontinued one (whose maker brings it
 * back by claiming it rather than listing it again). Null when the catalog lists none.
 */
async function findListing(db: DatabaseConnection, domain: string) {
  const listed = (await findToolsOnDomain(db, domain)).find((tool) => tool.status === 'active')
  return listed ? { tool_slug: listed.slug, discontinued: listed.discontinued_at !== null } : null
}

/** @throws HttpError 409 naming the listing (and whether it is discontinued), when an active tool is on `domain`. */
export async function refuseListedDomain(db: DatabaseConnection, domain: string): Promise<void> {
  const listing = await findListing(db, domain)
  if (listing) {
    throw new HttpError(409, listing.discontinued ? TOOL_LISTED_DISCONTINUED : TOOL_ALREADY_LISTED, listing)
  }
}

const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a visitor is asked to sign in, not told what the form lacks.
  app.addHook('onRequest', async (request) => {
    requireSignedInUserId(request, SIGN_IN_TO_SUBMIT)
  })

  /**
   * Creates (`id` null) or replaces the owner's submission, sending it to the queue when asked: one
   * transaction, so the submission, its limit count and its email stand or fall together.
   */
  async function save(ownerId: number, id: number | null, { submit = false, ...fields }: SaveSubmissionBody) {
    const domain = registrableDomain(fields.website_url)
    return app.db.transaction(async (tx) => {
      if (id !== null) {
        const state = (await lockOwnSubmission(tx, id, ownerId)) ?? notFound(SUBMISSION_NOT_FOUND)
        if (!EDITABLE_STATES.includes(state)) conflict(NOT_EDITABLE)
      }
      await checkToolReferences(tx, fields)
      await refuseListedDomain(tx, domain)
      if (submit && (await countSubmitsToday(tx, ownerId, id)) >= SUBMISSIONS_PER_DAY) {
        throw new HttpError(429, TOO_MANY_SUBMISSIONS)
      }
      const save = { fields, domain, submit }
      const savedId = id ?? (await insertSubmission(tx, ownerId, save))
      if (id !== null) await updateSubmission(tx, id, save)
      if (submit) await queueMail(tx, submissionUpdateMail, { submissionId: savedId, state: 'submitted' })
      return (await findOwnSubmission(tx, savedId, ownerId)) ?? notFound(SUBMISSION_NOT_FOUND)
    })
  }

  app.post(
    '/',
    { schema: { body: formBody(SaveSubmissionFields), response: { 201: SubmissionSchema, ...errors } } },
    async (request, reply) => {
      const ownerId = requireSignedInUserId(request, SIGN_IN_TO_SUBMIT)
      return reply.status(201).send(await save(ownerId, null, request.body))
    },
  )

  app.post(
    '/check-url',
    {
      schema: { body: formBody(CheckUrlBody), response: { 200: CheckUrlResultSchema, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { url } = request.body
      const domain = registrableDomain(url)
      const tools = await findToolsOnDomain(app.db, domain)
      const listed = tools.find((tool) => tool.status === 'active') ?? null
      const known = listed ?? tools[0] ?? null
      return {
        url,
        registrable_domain: domain,
        listed: listed !== null,
        tool_slug: listed?.slug ?? null,
        discontinued: listed !== null && listed.discontinued_at !== null,
        // The answer's schema keeps the form's fields of it.
        prefill: known,
      }
    },
  )

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: SubmissionSchema, 401: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const ownerId = requireSignedInUserId(request, SIGN_IN_TO_SUBMIT)
      return (await findOwnSubmission(app.db, request.params.id, ownerId)) ?? notFound(SUBMISSION_NOT_FOUND)
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: formBody(SaveSubmissionFields),
        response: { 200: SubmissionSchema, ...errors },
      },
    },
    async (request) => {
      const ownerId = requireSignedInUserId(request, SIGN_IN_TO_SUBMIT)
      return save(ownerId, request.params.id, request.body)
    },
  )
}

export default submissionRoutes
