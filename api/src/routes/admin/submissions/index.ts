/**
 * /api/admin/submissions: the review queue of makers' submissions, oldest first, and the decisions: take
 * into review, approve (creates the tool, active and searchable at once; for a maker's edit request of a
 * listed tool, gives the tool the proposed facts), request changes, reject, reject several. Each decision checks the state it starts from (409 otherwise), is audited, and mails the maker,
 * all in its one transaction.
 */
import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findToolsOnDomain } from '../../../content/tool-domains.ts'
import { ToolFieldsSchema } from '../../../content/tool-fields.ts'
import { badRequest, conflict, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { queueMail } from '../../../mail/queue.ts'
import { type SubmissionMailParams, submissionUpdateMail } from '../../../mail/submission-mail.ts'
import { formBody } from '../../form-body.ts'
import { refuseListedDomain } from '../../submissions/index.ts'
import { SubmissionConflictBody } from '../../submissions/schemas.ts'
import { type SubmissionAction, TRANSITIONS, transitionProblem } from '../../submissions/states.ts'
import { actorId, auditedChange, recordAudit } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { checkToolReferences, saveToolTasks } from '../tools/index.ts'
import { insertTool } from '../tools/queries.ts'
import {
  applyEditFacts,
  findAdminSubmission,
  findEditedTool,
  findTaskNames,
  findToolsNamedLike,
  listAdminSubmissions,
  lockSubmissionState,
  lockSubmissionStates,
  updateSubmissionState,
} from './queries.ts'
import {
  AdminSubmissionDetailSchema,
  AdminSubmissionListSchema,
  AdminSubmissionSchema,
  BulkRejectBody,
  BulkRejectResultSchema,
  ListAdminSubmissionsQuery,
  RejectSubmissionBody,
  RequestChangesBody,
} from './schemas.ts'

export const SUBMISSION_NOT_FOUND = 'Submission not found'

const decided = { 200: AdminSubmissionSchema, 400: ErrorBody, 404: ErrorBody, 409: SubmissionConflictBody }

/** Locks submission `id` and refuses `action` unless its state allows it. @throws HttpError 404, 409 */
async function startTransition(tx: DatabaseTransactionConnection, id: number, action: SubmissionAction) {
  const state = (await lockSubmissionState(tx, id)) ?? notFound(SUBMISSION_NOT_FOUND)
  const problem = transitionProblem(action, state)
  if (problem) conflict(problem)
}

async function mailMaker(
  tx: DatabaseTransactionConnection,
  submissionId: number,
  state: SubmissionMailParams['state'],
) {
  await queueMail(tx, submissionUpdateMail, { submissionId, state })
}

const decision = (reviewer: number) => ({ decided_at: sql.fragment`now()`, decided_by: reviewer })

/** The tool a submission becomes: its fields through the admin form's rules, active. */
async function createToolFrom(tx: DatabaseTransactionConnection, id: number): Promise<number> {
  const submission = (await findAdminSubmission(tx, id)) ?? notFound(SUBMISSION_NOT_FOUND)
  await refuseListedDomain(tx, submission.registrable_domain)
  const parsed = ToolFieldsSchema.safeParse({
    ...submission,
    tasks: submission.tasks.length > 0 ? submission.tasks : undefined,
    status: 'active',
  })
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    return badRequest(`The submission cannot become a tool: ${issue?.message ?? 'a field is invalid'}`)
  }
  const fields = await checkToolReferences(tx, parsed.data)
  const toolId = await insertTool(tx, fields)
  await saveToolTasks(tx, toolId, fields)
  return toolId
}

const adminSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs `change` on submission `id` after checking `action` may start, audits it, answers the submission. */
  const transition = (
    request: Parameters<typeof actorId>[0],
    id: number,
    action: SubmissionAction,
    change: (tx: DatabaseTransactionConnection, reviewer: number) => Promise<Record<string, unknown> | undefined>,
  ) =>
    auditedChange(
      app.db,
      request,
      async (tx) => {
        await startTransition(tx, id, action)
        const details = (await change(tx, actorId(request))) ?? {}
        return { details, submission: (await findAdminSubmission(tx, id)) ?? notFound(SUBMISSION_NOT_FOUND) }
      },
      ({ details, submission }) => ({
        action: `submission.${action}`,
        entityType: 'submission',
        entityId: id,
        details: { name: submission.name, state: submission.state, ...details },
      }),
    ).then(({ submission }) => submission)

  app.get(
    '/',
    {
      schema: { querystring: ListAdminSubmissionsQuery, response: { 200: AdminSubmissionListSchema, 400: ErrorBody } },
    },
    async (request) => listAdminSubmissions(app.db, request.query),
  )

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: AdminSubmissionDetailSchema, 404: ErrorBody } } },
    async (request) => {
      const found = (await findAdminSubmission(app.db, request.params.id)) ?? notFound(SUBMISSION_NOT_FOUND)
      const submission = { ...found, task_names: [...(await findTaskNames(app.db, found.tasks))] }
      if (submission.edit_of !== null) {
        const current_tool = await findEditedTool(app.db, submission.edit_of)
        return { ...submission, current_tool, possible_duplicates: { by_domain: [], by_name: [] } }
      }
      const byDomain = await findToolsOnDomain(app.db, submission.registrable_domain)
      const byName = submission.name ? await findToolsNamedLike(app.db, submission.name) : []
      return {
        ...submission,
        current_tool: null,
        possible_duplicates: {
          by_domain: byDomain.map(({ id, name, slug, website_url, status }) => ({
            id,
            name,
            slug,
            website_url,
            status,
          })),
          by_name: byName,
        },
      }
    },
  )

  app.post('/:id/review', { schema: { params: IdParams, response: decided } }, async (request) =>
    transition(request, request.params.id, 'review', async (tx) => {
      await updateSubmissionState(tx, request.params.id, TRANSITIONS.review.to)
      return undefined
    }),
  )

  app.post('/:id/approve', { schema: { params: IdParams, response: decided } }, async (request) => {
    const { id } = request.params
    return transition(request, id, 'approve', async (tx, reviewer) => {
      const { edit_of: editOf } = (await findAdminSubmission(tx, id)) ?? notFound(SUBMISSION_NOT_FOUND)
      const toolId = editOf === null ? await createToolFrom(tx, id) : await applyEditFacts(tx, id)
      // tool_id names the tool an approval created; an edit request names its tool by edit_of.
      await updateSubmissionState(tx, id, TRANSITIONS.approve.to, {
        ...(editOf === null && { tool_id: toolId }),
        ...decision(reviewer),
      })
      await mailMaker(tx, id, 'approved')
      return { tool_id: toolId, edit: editOf !== null }
    })
  })

  app.post(
    '/:id/request-changes',
    { schema: { params: IdParams, body: formBody(RequestChangesBody), response: decided } },
    async (request) => {
      const { id } = request.params
      const { message } = request.body
      return transition(request, id, 'request_changes', async (tx) => {
        await updateSubmissionState(tx, id, TRANSITIONS.request_changes.to, { reviewer_message: message })
        await mailMaker(tx, id, 'changes_requested')
        return { message }
      })
    },
  )

  app.post(
    '/:id/reject',
    { schema: { params: IdParams, body: formBody(RejectSubmissionBody), response: decided } },
    async (request) => {
      const { id } = request.params
      const { reason, text } = request.body
      return transition(request, id, 'reject', async (tx, reviewer) => {
        await updateSubmissionState(tx, id, TRANSITIONS.reject.to, {
          reject_reason: reason,
          reject_text: text || null,
          ...decision(reviewer),
        })
        await mailMaker(tx, id, 'rejected')
        return { reason }
      })
    },
  )

  // All or nothing: one submission that cannot be rejected (gone, or already decided) refuses the lot.
  app.post(
    '/bulk-reject',
    {
      schema: {
        body: formBody(BulkRejectBody),
        response: { 200: BulkRejectResultSchema, 400: ErrorBody, 404: ErrorBody, 409: SubmissionConflictBody },
      },
    },
    async (request) => {
      const { ids, reason, text } = request.body
      const reviewer = actorId(request)
      const unique = [...new Set(ids)]
      await app.db.transaction(async (tx) => {
        const found = await lockSubmissionStates(tx, unique)
        if (found.length < unique.length) notFound(`${unique.length - found.length} of these submissions do not exist`)
        for (const { id, state } of found) {
          const problem = transitionProblem('reject', state)
          if (problem) conflict(`Submission ${id}: ${problem}`)
          await updateSubmissionState(tx, id, TRANSITIONS.reject.to, {
            reject_reason: reason,
            reject_text: text || null,
            ...decision(reviewer),
          })
          await mailMaker(tx, id, 'rejected')
          await recordAudit(tx, reviewer, {
            action: 'submission.reject',
            entityType: 'submission',
            entityId: id,
            details: { reason, bulk: true },
          })
        }
      })
      return { ok: true as const, rejected: unique.length, message: `${unique.length} submissions rejected` }
    },
  )
}

export default adminSubmissionRoutes
