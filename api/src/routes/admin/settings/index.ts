/**
 * /api/admin/settings: the tracking ids (Google Analytics, Meta Pixel, Google Tag Manager), each empty (no
 * script) or of its documented form, served by GET /api/site-settings; and the Terms of Service and Privacy
 * Policy in Markdown, served by GET /api/legal/{page} (sent blank: back to the built-in text); the site's
 * name, support address and social links; and whether analytics wait for the visitor's consent.
 */

import { sql } from '@kitly/db'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LEGAL_COLUMNS, LEGAL_DEFAULTS } from '../../../content/legal-pages.ts'
import { updateValues } from '../../../lib/column-values.ts'
import { ErrorBody } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { type SiteSettings, SiteSettingsSchema } from '../../site-settings/schemas.ts'
import { actorId, auditedChange } from '../audit/queries.ts'
import { SettingsFields } from './schemas.ts'

const settingsColumns = sql.fragment`
  google_analytics_code, meta_pixel_id, google_tag_manager_code,
  site_name, support_email, x_url, linkedin_url, github_url, analytics_consent_banner,
  coalesce(${sql.identifier([LEGAL_COLUMNS.terms])}, ${LEGAL_DEFAULTS.terms}) AS terms_markdown,
  coalesce(${sql.identifier([LEGAL_COLUMNS.privacy])}, ${LEGAL_DEFAULTS.privacy}) AS privacy_markdown`

/** The settings as the audit log keeps them: the legal texts are too long to copy into every entry. */
function withoutLegalTexts(settings: SiteSettings): Record<string, unknown> {
  const { terms_markdown: _terms, privacy_markdown: _privacy, ...rest } = settings
  return rest
}

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
        (saved) => ({
          action: 'settings.update',
          entityType: 'site_settings',
          entityId: null,
          details: { ...withoutLegalTexts(saved), changed: Object.keys(settings) },
        }),
      )
    },
  )
}

export default adminSettingsRoutes
