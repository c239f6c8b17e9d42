/**
 * /api/admin/settings: the tracking ids (Google Analytics, Meta Pixel, Google Tag Manager). Each is empty
 * (no script) or of its documented form; GET /api/site-settings serves them to the pages.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { updateValues } from '../../../lib/column-values.ts'
import { ErrorBody } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { SiteSettingsSchema } from '../../site-settings/schemas.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { SettingsFields } from './schemas.ts'

const settingsColumns = sql.fragment`google_analytics_code, meta_pixel_id, google_tag_manager_code`

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: SiteSettingsSchema } } }, async () =>
    app.db.one(sql.type(SiteSettingsSchema)`SELECT ${settingsColumns} FROM site_settings`),
  )

  app.put(
    '/',
    { schema: { body: formBody(SettingsFields), response: { 200: SiteSettingsSchema, 400: ErrorBody } } },
    async (request) => {
      const settings = request.body
      return auditedChange(
        app.db,
        request,
        (tx) => {
          const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))
          return tx.one(sql.type(SiteSettingsSchema)`
          UPDATE site_settings SET ${updateValues({ ...changes, updated_by: actorId(request) })}
          RETURNING ${settingsColumns}`)
        },
        (saved) => ({ action: 'settings.update', entityType: 'site_settings', entityId: null, details: saved }),
      )
    },
  )
}

export default adminSettingsRoutes
