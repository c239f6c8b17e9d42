/** Shapes of /api/site-settings and of the settings admins edit (/api/admin/settings). */
import { z } from 'zod'

/** The tracking ids the pages inject scripts for (null when unset). */
export const TrackingSettingsSchema = z.object({
  google_analytics_code: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  google_tag_manager_code: z.string().nullable(),
})

/** The settings admins edit; the legal pages' Markdown is the built-in text until they change it. */
export const SiteSettingsSchema = TrackingSettingsSchema.extend({
  terms_markdown: z.string(),
  privacy_markdown: z.string(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

/** What every page may know: the tracking ids and what this server can do. */
export const PublicSiteSettingsSchema = TrackingSettingsSchema.extend({
  /** Whether "Continue with Google" can work here (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set). */
  google_sign_in: z.boolean(),
})
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>
