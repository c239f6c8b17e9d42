/**
 * `GET /api/site-settings`: the tracking ids the SPA injects scripts for (nulls when unset), the site's name,
 * support address and social links, whether analytics wait for consent, and the sign-in choices.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PublicSiteSettingsSchema } from './schemas.ts'

const PublicSettingsRow = PublicSiteSettingsSchema.omit({ google_sign_in: true })
const publicSettingsColumns = sql.join(
  Object.keys(PublicSettingsRow.shape).map((column) => sql.identifier([column])),
  sql.fragment`, `,
)

const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: PublicSiteSettingsSchema } } }, async () => {
    const settings = await app.db.one(sql.type(PublicSettingsRow)`SELECT ${publicSettingsColumns} FROM site_settings`)
    return { ...settings, google_sign_in: app.googleSignIn !== null }
  })
}

export default siteSettingsRoutes
