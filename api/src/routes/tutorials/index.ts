/** `GET /api/tutorials`: every listed tool's tutorials, a page at a time, by category, difficulty or task. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { listTutorials } from './queries.ts'
import { ListTutorialsQuery, TutorialListSchema } from './schemas.ts'

const tutorialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListTutorialsQuery, response: { 200: TutorialListSchema, 400: ErrorBody } } },
    async (request) => listTutorials(app.db, request.query),
  )
}

export default tutorialRoutes
