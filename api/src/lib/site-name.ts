/** The site's name as admins set it in Settings (site_settings.site_name), for mail and link previews. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'

export const findSiteName = (db: DatabaseConnection): Promise<string> =>
  db.oneFirst(sql.type(z.object({ site_name: z.string() }))`SELECT site_name FROM site_settings`)
