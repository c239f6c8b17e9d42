/**
 * Saved tools (`/saved-tools/{toolId}`) and favorite bundles (`/saved-bundles/{bundleId}`): see saved-kind.ts.
 * A tool or bundle an admin hid cannot be newly saved but can be removed.
 */
import type { FastifyPluginAsync } from 'fastify'
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
import { registerSavedKind } from './saved-kind.ts'
import { SavedBundleSchema, SavedToolSchema } from './schemas.ts'

const savedRoutes: FastifyPluginAsync = async (app) => {
  registerSavedKind(app, {
    path: 'saved-tools',
    idName: 'toolId',
    item: SavedToolSchema,
    notFoundMessage: 'Tool not found',
    list: listSavedTools,
    exists: toolExists,
    save: saveTool,
    unsave: unsaveTool,
  })
  registerSavedKind(app, {
    path: 'saved-bundles',
    idName: 'bundleId',
    item: SavedBundleSchema,
    notFoundMessage: 'Bundle not found',
    list: listSavedBundles,
    exists: bundleExists,
    save: saveBundle,
    unsave: unsaveBundle,
  })
}

export default savedRoutes
