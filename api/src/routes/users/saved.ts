/**
 * Saved tools (`/saved-tools/{toolId}`) and favorite bundles (`/saved-bundles/{bundleId}`): POST saves,
 * DELETE removes, both idempotent (saving twice or removing what is not saved still answers 200).
 * An id that is no tool or bundle answers 404; a hidden one cannot be newly saved but can be removed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { currentUser } from './current-user.ts'
import {
  bundleExists,
  listSavedBundles,
  listSavedTools,
  saveBundle,
  saveTool,
  toolExists,
  unsaveBundle,
  unsaveTool,
} from './queries.ts'
import { BundleIdParams, SavedBundleSchema, SavedStateSchema, SavedToolSchema, ToolIdParams } from './schemas.ts'

const TOOL_NOT_FOUND = 'Tool not found'
const BUNDLE_NOT_FOUND = 'Bundle not found'

const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const changeResponses = { 200: SavedStateSchema, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

  app.get('/saved-tools', { schema: { response: { 200: listOf(SavedToolSchema), 401: ErrorBody } } }, async (request) =>
    listSavedTools(app.db, currentUser(request).id),
  )

  app.post('/saved-tools/:toolId', { schema: { params: ToolIdParams, response: changeResponses } }, async (request) => {
    const userId = currentUser(request).id
    if (!(await toolExists(app.db, request.params.toolId, true))) notFound(TOOL_NOT_FOUND)
    await saveTool(app.db, userId, request.params.toolId)
    return { ok: true as const, saved: true }
  })

  app.delete(
    '/saved-tools/:toolId',
    { schema: { params: ToolIdParams, response: changeResponses } },
    async (request) => {
      const userId = currentUser(request).id
      if (!(await toolExists(app.db, request.params.toolId, false))) notFound(TOOL_NOT_FOUND)
      await unsaveTool(app.db, userId, request.params.toolId)
      return { ok: true as const, saved: false }
    },
  )

  app.get(
    '/saved-bundles',
    { schema: { response: { 200: listOf(SavedBundleSchema), 401: ErrorBody } } },
    async (request) => listSavedBundles(app.db, currentUser(request).id),
  )

  app.post(
    '/saved-bundles/:bundleId',
    { schema: { params: BundleIdParams, response: changeResponses } },
    async (request) => {
      const userId = currentUser(request).id
      if (!(await bundleExists(app.db, request.params.bundleId, true))) notFound(BUNDLE_NOT_FOUND)
      await saveBundle(app.db, userId, request.params.bundleId)
      return { ok: true as const, saved: true }
    },
  )

  app.delete(
    '/saved-bundles/:bundleId',
    { schema: { params: BundleIdParams, response: changeResponses } },
    async (request) => {
      const userId = currentUser(request).id
      if (!(await bundleExists(app.db, request.params.bundleId, false))) notFound(BUNDLE_NOT_FOUND)
      await unsaveBundle(app.db, userId, request.params.bundleId)
      return { ok: true as const, saved: false }
    },
  )
}

export default savedRoutes
