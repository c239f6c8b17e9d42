/** `GET /api/site-settings`: the tracking ids the SPA injects scripts for (nulls when unset). */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SiteSettingsSchema } from './schemas.ts'

const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: SiteSettingsSchema } } }, async () =>
    app.db.one(sql.type(SiteSettingsSchema)`
      SELECT google_analytics_code, meta_pixel_id, google_tag_manager_code FROM site_settings`),
  )
}

export default siteSettingsRoutes
