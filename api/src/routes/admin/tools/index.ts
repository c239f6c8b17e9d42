/**
 * /api/admin/tools: pages of every tool (hidden ones too) searched, filtered and sorted on the server; one tool;
 * create, edit, delete, the featured toggle, and bulk actions on many tools at once. Every write is audited in its own transaction; search follows through the outbox
 * triggers of the tools table. Uploaded logos and tutorial PDFs a write leaves unused are removed after the commit.
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rethrowSlugTaken } from '../../../content/slug.ts'
import { type ToolFields, ToolFieldsSchema } from '../../../content/tool-fields.ts'
import { badRequest, ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { deleteUnreferencedUploads } from '../../../uploads/unreferenced-uploads.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { categoryExists } from '../categories/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import { bulkMessage, refuseUnknownTools } from './bulk.ts'
import {
  applyBulkToolAction,
  deleteTool,
  findAdminTool,
  insertTool,
  listAdminTools,
  listToolFiles,
  setToolFeatured,
  updateTool,
} from './queries.ts'
import {
  AdminToolListSchema,
  AdminToolSchema,
  BulkToolsBody,
  BulkToolsResultSchema,
  FeaturedFields,
  FeaturedSchema,
  ListAdminToolsQuery,
  TaskOptionSchema,
} from './schemas.ts'
import { checkTaskSlugs, listTaskOptions, setToolTasks } from './task-queries.ts'

export const TOOL_NOT_FOUND = 'Tool not found'
export const UNKNOWN_CATEGORY = 'The selected category does not exist'

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** The form's fields, with a category and tasks that exist. */
export async function checkToolReferences<T extends Pick<ToolFields, 'category_id' | 'tasks'>>(
  db: DatabaseConnection,
  tool: T,
): Promise<T> {
  if (tool.category_id != null && !(await categoryExists(db, tool.category_id))) {
    badRequest(UNKNOWN_CATEGORY, [{ field: 'category_id', message: UNKNOWN_CATEGORY }])
  }
  if (tool.tasks) await checkTaskSlugs(db, tool.tasks)
  return tool
}

/** Writes the form's tasks, when it sent them (a client without the task picker leaves them as they are). */
export async function saveToolTasks(tx: DatabaseConnection, toolId: number, fields: ToolFields): Promise<void> {
  if (fields.tasks) await setToolTasks(tx, toolId, fields.tasks)
}

const auditDetails = (fields: ToolFields) => ({ name: fields.name, ...(fields.tasks && { tasks: fields.tasks }) })

const adminToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListAdminToolsQuery, response: { 200: AdminToolListSchema, 400: ErrorBody } } },
    async (request) => listAdminTools(app.db, request.query),
  )

  // The form of a tool linked by id (`?edit={id}`) that is not on the page the admin sees.
  app.get(
    '/:id',
    { schema: { params: IdParams, response: { 200: AdminToolSchema, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => (await findAdminTool(app.db, request.params.id)) ?? notFound(TOOL_NOT_FOUND),
  )

  // All or nothing, in one statement: one unknown id refuses the lot (404 naming the ids).
  app.post(
    '/bulk',
    {
      schema: {
        body: formBody(BulkToolsBody),
        response: { 200: BulkToolsResultSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const change = request.body
      if (change.action === 'set_category' && change.value !== null)
        await checkToolReferences(app.db, { category_id: change.value })
      const { changed, files } = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const files = change.action === 'delete' ? await listToolFiles(tx, change.ids) : []
          return { changed: refuseUnknownTools(change.ids, await applyBulkToolAction(tx, change)), files }
        },
        ({ changed: tools }) => ({
          action: `tool.bulk_${change.action}`,
          entityType: 'tool',
          entityId: null,
          details: { ids: tools.map((tool) => tool.id), ...('value' in change && { value: change.value }) },
        }),
      )
      await deleteUnreferencedUploads(app, request.log, files)
      return { ok: true as const, changed: changed.length, message: bulkMessage(change, changed.length) }
    },
  )

  // The tool form's task picker: every task, those no tool does yet too.
  app.get('/tasks', { schema: { response: { 200: listOf(TaskOptionSchema) } } }, async () => listTaskOptions(app.db))

  app.post(
    '/',
    { schema: { body: formBody(ToolFieldsSchema), response: { 201: AdminToolSchema, ...errors } } },
    async (request, reply) => {
      const fields = await checkToolReferences(app.db, request.body)
      const tool = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const id = await insertTool(tx, fields)
          await saveToolTasks(tx, id, fields)
          return findAdminTool(tx, id)
        },
        (created) => ({
          action: 'tool.create',
          entityType: 'tool',
          entityId: created?.id ?? null,
          details: auditDetails(fields),
        }),
      ).catch(rethrowSlugTaken)
      return reply.status(201).send(tool ?? notFound(TOOL_NOT_FOUND))
    },
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: formBody(ToolFieldsSchema), response: { 200: AdminToolSchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const fields = await checkToolReferences(app.db, request.body)
      const { tool, previous } = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const previous = (await updateTool(tx, id, fields)) ?? notFound(TOOL_NOT_FOUND)
          await saveToolTasks(tx, id, fields)
          return { tool: await findAdminTool(tx, id), previous }
        },
        () => ({ action: 'tool.update', entityType: 'tool', entityId: id, details: auditDetails(fields) }),
      ).catch(rethrowSlugTaken)
      await deleteUnreferencedUploads(app, request.log, [previous.logo_url])
      return tool ?? notFound(TOOL_NOT_FOUND)
    },
  )

  app.delete('/:id', { schema: { params: IdParams, response: { 200: OkSchema, 404: ErrorBody } } }, async (request) => {
    const { id } = request.params
    const { name, files } = await auditedChange(
      app.db,
      request,
      async (tx) => {
        const files = await listToolFiles(tx, [id])
        return { name: (await deleteTool(tx, id)) ?? notFound(TOOL_NOT_FOUND), files }
      },
      (deleted) => ({ action: 'tool.delete', entityType: 'tool', entityId: id, details: { name: deleted.name } }),
    )
    await deleteUnreferencedUploads(app, request.log, files)
    return { ok: true as const, message: `Tool "${name}" deleted` }
  })

  app.put(
    '/:id/featured',
    { schema: { params: IdParams, body: formBody(FeaturedFields), response: { 200: FeaturedSchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const { is_featured } = request.body
      await auditedChange(
        app.db,
        request,
        async (tx) => (await setToolFeatured(tx, id, is_featured)) ?? notFound(TOOL_NOT_FOUND),
        (name) => ({ action: 'tool.feature', entityType: 'tool', entityId: id, details: { name, is_featured } }),
      )
      const message = is_featured ? 'Tool added to featured list' : 'Tool removed from featured list'
      return { ok: true as const, id, is_featured, message }
    },
  )
}

export default adminToolRoutes
