/** `GET /api/legal/{terms|privacy}`: the Terms of Service and Privacy Policy, as sanitized HTML. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LEGAL_TITLES } from '../../content/legal-pages.ts'
import { toSafeHtml } from '../../content/safe-html.ts'
import { ErrorBody } from '../../lib/http-errors.ts'
import { findLegalMarkdown } from './queries.ts'
import { LegalPageParams, LegalPageSchema } from './schemas.ts'

const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:page',
    { schema: { params: LegalPageParams, response: { 200: LegalPageSchema, 400: ErrorBody } } },
    async ({ params: { page } }) => ({
      page,
      title: LEGAL_TITLES[page],
      html: toSafeHtml(await findLegalMarkdown(app.db, page)),
    }),
  )
}

export default legalRoutes
