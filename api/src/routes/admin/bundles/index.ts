/**
 * /api/admin/bundles: list (hidden bundles too), create, edit, delete. A bundle's tools are kept in the
 * order given; ids that name no tool are refused, by number.
 */

import type { DatabaseConnection } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { freeSlug, rethrowSlugTaken } from '../../../content/slug.ts'
import { slugFromName } from '../../../content/tool-fields.ts'
import { badRequest, ErrorBody, listOf, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams, OkSchema } from '../fields.ts'
import {
  deleteBundle,
  findAdminBundle,
  findBundleSlug,
  findUnknownToolIds,
  insertBundle,
  listAdminBundles,
  replaceBundleTools,
  updateBundle,
} from './queries.ts'
import { AdminBundleSchema, BundleFields } from './schemas.ts'

export const BUNDLE_NOT_FOUND = 'Bundle not found'
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** The form's fields, with tools that exist. */
async function checkBundleTools(db: DatabaseConnection, bundle: BundleFields) {
  const unknown = await findUnknownToolIds(db, bundle.tool_ids)
  if (unknown.length > 0) {
    const message = `Unknown tool ids: ${unknown.join(', ')}`
    badRequest(message, [{ field: 'tool_ids', message }])
  }
  return bundle
}

const adminBundleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(AdminBundleSchema) } } }, async () => listAdminBundles(app.db))

  app.post(
    '/',
    { schema: { body: formBody(BundleFields), response: { 201: AdminBundleSchema, ...errors } } },
    async (request, reply) => {
      const { tool_ids, is_featured, ...fields } = await checkBundleTools(app.db, request.body)
      const bundle = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const slug = fields.slug ?? (await freeSlug(tx, 'bundles', slugFromName(fields.name) || 'bundle'))
          const id = await insertBundle(tx, { ...fields, slug }, is_featured ?? false)
          await replaceBundleTools(tx, id, tool_ids)
          return findAdminBundle(tx, id)
        },
        (created) => ({
          action: 'bundle.create',
          entityType: 'bundle',
          entityId: created?.id ?? null,
          details: { name: fields.name, tool_ids },
        }),
      ).catch(rethrowSlugTaken)
      return reply.status(201).send(bundle ?? notFound(BUNDLE_NOT_FOUND))
    },
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: formBody(BundleFields), response: { 200: AdminBundleSchema, ...errors } } },
    async (request) => {
      const { id } = request.params
      const { tool_ids, is_featured, ...fields } = await checkBundleTools(app.db, request.body)
      const bundle = await auditedChange(
        app.db,
        request,
        async (tx) => {
          const slug = fields.slug ?? (await findBundleSlug(tx, id)) ?? notFound(BUNDLE_NOT_FOUND)
          if ((await updateBundle(tx, id, { ...fields, slug }, is_featured)) === null) notFound(BUNDLE_NOT_FOUND)
          await replaceBundleTools(tx, id, tool_ids)
          return findAdminBundle(tx, id)
        },
        () => ({
          action: 'bundle.update',
          entityType: 'bundle',
          entityId: id,
          details: { name: fields.name, tool_ids },
        }),
      ).catch(rethrowSlugTaken)
      return bundle ?? notFound(BUNDLE_NOT_FOUND)
    },
  )

  app.delete('/:id', { schema: { params: IdParams, response: { 200: OkSchema, 404: ErrorBody } } }, async (request) => {
    const { id } = request.params
    const name = await auditedChange(
      app.db,
      request,
      async (tx) => (await deleteBundle(tx, id)) ?? notFound(BUNDLE_NOT_FOUND),
      (deleted) => ({ action: 'bundle.delete', entityType: 'bundle', entityId: id, details: { name: deleted } }),
    )
    return { ok: true as const, message: `Bundle "${name}" deleted` }
  })
}

export default adminBundleRoutes
