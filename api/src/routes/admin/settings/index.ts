/**
 * /api/admin/settings: the tracking ids (Google Analytics, Meta Pixel, Google Tag Manager). Each is empty
 * (no script) or of its documented form; GET /api/site-settings serves them to the pages.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { updateValues } from '../../../lib/column-values.ts'
import { ErrorBody } from '../../../lib/http-errors.ts'
import { parseFields } from '../../../lib/validation.ts'
import { SiteSettingsSchema } from '../../site-settings/index.ts'
import { formBody } from '../../users/schemas.ts'
import { actorId, auditedChange } from '../audit/queries.ts'

export const GA_MESSAGE = 'Google Analytics ID must look like G-XXXXXXXXXX or UA-XXXXXXX-X'
export const PIXEL_MESSAGE = 'Meta Pixel ID must be a 15-16 digit number'
export const GTM_MESSAGE = 'Google Tag Manager ID must look like GTM-XXXXXXX'

/** Blank is "none" and a field left out stays as it is; ids are kept in capitals, as the sites print them. */
const trackingId = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
    z.string(message).regex(pattern, message).nullable().optional(),
  )

// The same patterns as the site_settings table's CHECK constraints (migrations/0009).
const SettingsFields = z.object({
  google_analytics_code: trackingId(/^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$/, GA_MESSAGE),
  meta_pixel_id: trackingId(/^[0-9]{15,16}$/, PIXEL_MESSAGE),
  google_tag_manager_code: trackingId(/^GTM-[A-Z0-9]{4,12}$/, GTM_MESSAGE),
})

const settingsColumns = sql.fragment`google_analytics_code, meta_pixel_id, google_tag_manager_code`

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: SiteSettingsSchema } } }, async () =>
    app.db.one(sql.type(SiteSettingsSchema)`SELECT ${settingsColumns} FROM site_settings`),
  )

  app.put(
    '/',
    { schema: { body: formBody(SettingsFields), response: { 200: SiteSettingsSchema, 400: ErrorBody } } },
    async (request) => {
      const settings = parseFields(SettingsFields, request.body)
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
