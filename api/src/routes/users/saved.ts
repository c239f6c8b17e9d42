/**
 * Saved tools (`/saved-tools/{toolId}`) and favorite bundles (`/saved-bundles/{bundleId}`): see saved-kind.ts.
 * A tool or bundle an admin hid cannot be newly saved but can be removed; so is a discontinued tool, with a 409 saying
 * why (the saved list keeps it, with its discontinued_at).
 */
import type { FastifyPluginAsync } from 'fastify'
import { refuseIfDiscontinued } from '../../content/discontinued-tools.ts'
import { findSavedState } from './follow-queries.ts'
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
    refuseSave: async (db, userId, toolId) => {
      if (!(await findSavedState(db, userId, toolId))) await refuseIfDiscontinued(db, toolId, 'save')
    },
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
