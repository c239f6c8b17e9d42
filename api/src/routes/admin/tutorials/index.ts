/**
 * /api/admin/tutorials: every tool's tutorials a page at a time (search by title or tool name, filter by tool),
 * create, edit, delete, and move one up or down its tool's list. Each write is audited in its own transaction
 * and keeps every tool's tutorials numbered 0, 1, 2… (queries.ts); an uploaded PDF that a delete or a replacement
 * leaves unused is removed from the upload store after the commit.
 */
import type { DatabaseTransactionConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, conflict, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { deleteUnreferencedUploads } from '../../../uploads/unreferenced-uploads.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import {
  deleteTutorial,
  findAdminTutorial,
  findTutorialTool,
  insertTutorial,
  listAdminTutorials,
  listTutorialOrder,
  lockTutorialOrder,
  updateTutorial,
  writeTutorialOrder,
} from './queries.ts'
import {
  AdminTutorialFields,
  AdminTutorialListSchema,
  AdminTutorialSchema,
  ListAdminTutorialsQuery,
  MoveTutorialBody,
} from './schemas.ts'

export const TUTORIAL_NOT_FOUND = 'Tutorial not found'
export const UNKNOWN_TOOL = 'The selected tool does not exist'
export const MOVED_MEANWHILE = 'This tutorial was just moved to another tool; please try again'
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** Locks the order of the tools' tutorials, lowest id first so that two writers never wait for each other. */
async function lockTools(tx: DatabaseTransactionConnection, toolIds: number[]): Promise<void> {
  for (const toolId of [...new Set(toolIds)].sort((a, b) => a - b)) {
    if (!(await lockTutorialOrder(tx, toolId))) badRequest(UNKNOWN_TOOL, [{ field: 'tool_id', message: UNKNOWN_TOOL }])
  }
}

/**
 * Locks the order of tutorial `id`'s tool (and of `alsoToolId`'s, for a tutorial changing tools); answers the
 * tutorial's tool. Tools are always locked before tutorials, so its tool is read, locked, then checked again.
 * @throws HttpError 404 (no such tutorial), 409 (it changed tools in between), 400 (`alsoToolId` does not exist)
 */
async function lockTutorialTool(tx: DatabaseTransactionConnection, id: number, alsoToolId?: number) {
  const toolId = (await findTutorialTool(tx, id)) ?? notFound(TUTORIAL_NOT_FOUND)
  await lockTools(tx, alsoToolId === undefined ? [toolId] : [toolId, alsoToolId])
  const lockedToolId = (await findTutorialTool(tx, id)) ?? notFound(TUTORIAL_NOT_FOUND)
  if (lockedToolId !== toolId) conflict(MOVED_MEANWHILE)
  return toolId
}

const found = async (tx: DatabaseTransactionConnection, id: number) =>
  (await findAdminTutorial(tx, id)) ?? notFound(TUTORIAL_NOT_FOUND)

const adminTutorialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListAdminTutorialsQuery, response: { 200: AdminTutorialListSchema, 400: ErrorBody } } },
    async (request) => listAdminTutorials(app.db, request.query),
  )

  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: AdminTutorialSchema, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => (await findAdminTutorial(app.db, request.params.id)) ?? notFound(TUTORIAL_NOT_FOUND),
  )

  app.post(
    '/',
    { schema: { body: formBody(AdminTutorialFields), response: { 201: AdminTutorialSchema, ...errors } } },
    async (request, reply) => {
      const fields = request.body
      const tutorial = await auditedChange(
        app.db,
        request,
        async (tx) => {
          await lockTools(tx, [fields.tool_id])
          return found(tx, await insertTutorial(tx, fields))
        },
        (created) => ({
          action: 'tutorial.create',
          entityType: 'tutorial',
          entityId: created.id,
          details: { title: created.title, tool: created.tool_slug },
        }),
      )
      return reply.status(201).send(tutorial)
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: formBody(AdminTutorialFields),
        response: { 200: AdminTutorialSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const fields = request.body
      const { tutorial, previousPdf } = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const fromToolId = await lockTutorialTool(tx, id, fields.tool_id)
          const previousPdf = await updateTutorial(tx, id, fields)
          if (fromToolId !== fields.tool_id) {
            // A tutorial given to another tool goes last in that tool's list; its old list closes the gap.
            await writeTutorialOrder(tx, await listTutorialOrder(tx, fromToolId))
            const others = (await listTutorialOrder(tx, fields.tool_id)).filter((other) => other !== id)
            await writeTutorialOrder(tx, [...others, id])
          }
          return { tutorial: await found(tx, id), previousPdf }
        },
        ({ tutorial: updated }) => ({
          action: 'tutorial.update',
          entityType: 'tutorial',
          entityId: id,
          details: { title: updated.title, tool: updated.tool_slug },
        }),
      )
      await deleteUnreferencedUploads(app, request.log, [previousPdf])
      return tutorial
    },
  )

  app.post(
    '/:id/move',
    {
      schema: { params: IdParams, body: formBody(MoveTutorialBody), response: { 200: AdminTutorialSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params
      const { direction } = request.body
      return auditedChange(
        app.db,
        request,
        async (tx) => {
          const order = [...(await listTutorialOrder(tx, await lockTutorialTool(tx, id)))]
          const from = order.indexOf(id)
          const to = direction === 'up' ? from - 1 : from + 1
          const neighbour =
            order[to] ?? conflict(`This tutorial is already ${direction === 'up' ? 'first' : 'last'} for its tool`)
          order[to] = id
          order[from] = neighbour
          await writeTutorialOrder(tx, order)
          return found(tx, id)
        },
        (moved) => ({
          action: 'tutorial.move',
          entityType: 'tutorial',
          entityId: id,
          details: { title: moved.title, tool: moved.tool_slug, direction, position: moved.position },
        }),
      )
    },
  )

  app.delete('/:id', { schema: { params: IdParams, response: { 200: OkSchema, ...errors } } }, async (request) => {
    const { id } = request.params
    const deleted = await auditedChange(
      app.db,
      request,
      async (tx) => {
        const toolId = await lockTutorialTool(tx, id)
        const row = (await deleteTutorial(tx, id)) ?? notFound(TUTORIAL_NOT_FOUND)
        await writeTutorialOrder(tx, await listTutorialOrder(tx, toolId))
        return row
      },
      ({ title, tool_id }) => ({
        action: 'tutorial.delete',
        entityType: 'tutorial',
        entityId: id,
        details: { title, tool_id },
      }),
    )
    await deleteUnreferencedUploads(app, request.log, [deleted.pdf_url])
    return { ok: true as const, message: `Tutorial "${deleted.title}" deleted` }
  })
}

export default adminTutorialRoutes
