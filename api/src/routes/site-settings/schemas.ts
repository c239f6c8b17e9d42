/** Shapes of /api/site-settings. */
import { z } from 'zod'

/** The settings admins edit (GET/PUT /api/admin/settings). */
export const SiteSettingsSchema = z.object({
  google_analytics_code: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  google_tag_manager_code: z.string().nullable(),
})

/** What every page may know: the edited settings and what this server can do. */
export const PublicSiteSettingsSchema = SiteSettingsSchema.extend({
  /** Whether "Continue with Google" can work here (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set). */
  google_sign_in: z.boolean(),
})
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>
