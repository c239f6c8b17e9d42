/** Shapes of /api/admin/settings. */
import { z } from 'zod'

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
export const SettingsFields = z.object({
  google_analytics_code: trackingId(/^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$/, GA_MESSAGE),
  meta_pixel_id: trackingId(/^[0-9]{15,16}$/, PIXEL_MESSAGE),
  google_tag_manager_code: trackingId(/^GTM-[A-Z0-9]{4,12}$/, GTM_MESSAGE),
})
