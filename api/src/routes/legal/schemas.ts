/** Shapes of /api/legal. */
import { z } from 'zod'
import { LEGAL_PAGES } from '../../content/legal-pages.ts'

export const LegalPageParams = z.object({
  page: z.enum(LEGAL_PAGES, { error: 'Legal page must be terms or privacy' }),
})

export const LegalPageSchema = z.object({
  page: z.enum(LEGAL_PAGES),
  title: z.string(),
  /** Sanitized HTML of the page's Markdown. */
  html: z.string(),
})
export type LegalPageAnswer = z.infer<typeof LegalPageSchema>
