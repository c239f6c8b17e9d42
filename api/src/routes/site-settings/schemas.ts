/** Shapes of /api/site-settings and of the settings admins edit (/api/admin/settings). */
import { z } from 'zod'

/** The tracking ids the pages inject scripts for (null when unset). */
export const TrackingSettingsSchema = z.object({
  google_analytics_code: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  google_tag_manager_code: z.string().nullable(),
})

/** The site's name, support address and social profiles (null: not shown), and whether analytics ask first. */
export const SiteIdentitySchema = z.object({
  site_name: z.string(),
  support_email: z.string().nullable(),
  x_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  github_url: z.string().nullable(),
  /** The tracking scripts load only once the visitor accepts them in a consent banner. */
  analytics_consent_banner: z.boolean(),
})

/** The settings admins edit; the legal pages' Markdown is the built-in text until they change it. */
export const SiteSettingsSchema = TrackingSettingsSchema.extend(SiteIdentitySchema.shape).extend({
  terms_markdown: z.string(),
  privacy_markdown: z.string(),
})
export type SiteSettings = z.infer<typeof SiteSettingsSchema>

/** What every page may know: the tracking ids, the site's identity and what this server can do. */
export const PublicSiteSettingsSchema = TrackingSettingsSchema.extend(SiteIdentitySchema.shape).extend({
  /** Whether "Continue with Google" can work here (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set). */
  google_sign_in: z.boolean(),
})
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>
