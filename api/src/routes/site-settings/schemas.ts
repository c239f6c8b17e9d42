/** Shapes of /api/site-settings. */
import { z } from 'zod'

export const SiteSettingsSchema = z.object({
  google_analytics_code: z.string().nullable(),
  meta_pixel_id: z.string().nullable(),
  google_tag_manager_code: z.string().nullable(),
})
