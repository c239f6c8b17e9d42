/**
 * /api/admin/categories: list (with every category's tool count, hidden tools included), create, edit and
 * delete. Deleting a category leaves its tools in the directory, uncategorized, and says how many.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { freeSlug, rethrowSlugTaken } from '../../../content/slug.ts'
import { slugFromName } from '../../../content/tool-fields.ts'
import { ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { cacheBuster } from '../../../lib/query-params.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { deleteCategory, findAdminCategory, insertCategory, listAdminCategories, updateCategory } from './queries.ts'
import { CategoryFields, CategorySchema, DeletedCategorySchema } from './schemas.ts'

export const CATEGORY_NOT_FOUND = 'Category not found'
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

export function uncategorizedMessage(name: string, toolCount: number): string {
  if (toolCount === 0) return `Category "${name}" deleted`
  const tools = toolCount === 1 ? '1 tool is' : `${toolCount} tools are`
  return `Category "${name}" deleted; its ${tools} now uncategorized`
}

const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: z.object({ _t: cacheBuster }), response: { 200: listOf(CategorySchema) } } },
    async () => listAdminCategories(app.db),
  )

  app.post(
    '/',
    { schema: { body: formBody(CategoryFields), response: { 201: CategorySchema, ...errors } } },
    async (request, reply) => {
      const fields = request.body
      const category = await auditedChange(
        app.db,
        request,
        async (tx) => {
          // An explicit slug is the admin's choice (409 when taken); a derived one is made unique.
          const slug = fields.slug ?? (await freeSlug(tx, 'categories', slugFromName(fields.name) || 'category'))
          return findAdminCategory(tx, await insertCategory(tx, { ...fields, slug }))
        },
        (created) => ({
          action: 'category.create',
          entityType: 'category',
          entityId: created?.id ?? null,
          details: { name: fields.name },
        }),
      ).catch(rethrowSlugTaken)
      return reply.status(201).send(category ?? notFound(CATEGORY_NOT_FOUND))
    },
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: formBody(CategoryFields), response: { 200: CategorySchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const fields = request.body
      const category = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const current = (await findAdminCategory(tx, id)) ?? notFound(CATEGORY_NOT_FOUND)
          await updateCategory(tx, id, { ...fields, slug: fields.slug ?? current.slug })
          return findAdminCategory(tx, id)
        },
        () => ({ action: 'category.update', entityType: 'category', entityId: id, details: { name: fields.name } }),
      ).catch(rethrowSlugTaken)
      return category ?? notFound(CATEGORY_NOT_FOUND)
    },
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 200: DeletedCategorySchema, 404: ErrorBody } } },
    async (request) => {
      const { id } = request.params
      const deleted = await auditedChange(
        app.db,
        request,
        async (tx) => (await deleteCategory(tx, id)) ?? notFound(CATEGORY_NOT_FOUND),
        ({ name, tool_count }) => ({
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          details: { name, uncategorized_tools: tool_count },
        }),
      )
      return {
        ok: true as const,
        message: uncategorizedMessage(deleted.name, deleted.tool_count),
        uncategorized_tools: deleted.tool_count,
      }
    },
  )
}

export default adminCategoryRoutes
