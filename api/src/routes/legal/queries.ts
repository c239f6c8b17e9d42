/** The legal pages' Markdown: the admins' edited copy in site_settings, else the built-in text. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { LEGAL_COLUMNS, LEGAL_DEFAULTS, type LegalPage } from '../../content/legal-pages.ts'

/** The page's Markdown as the site shows it. */
export async function findLegalMarkdown(db: DatabaseConnection, page: LegalPage): Promise<string> {
  const edited = await db.oneFirst(sql.type(z.object({ markdown: z.string().nullable() }))`
    SELECT ${sql.identifier([LEGAL_COLUMNS[page]])} AS markdown FROM site_settings`)
  return edited ?? LEGAL_DEFAULTS[page]
}
