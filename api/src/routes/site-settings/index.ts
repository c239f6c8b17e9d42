/** `GET /api/site-settings`: the tracking ids the SPA injects scripts for (nulls when unset) and the sign-in choices. */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PublicSiteSettingsSchema, TrackingSettingsSchema } from './schemas.ts'

const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: PublicSiteSettingsSchema } } }, async () => {
    const settings = await app.db.one(sql.type(TrackingSettingsSchema)`
      SELECT google_analytics_code, meta_pixel_id, google_tag_manager_code FROM site_settings`)
    return { ...settings, google_sign_in: app.googleSignIn !== null }
  })
}

export default siteSettingsRoutes
