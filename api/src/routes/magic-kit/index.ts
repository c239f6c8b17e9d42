/**
 * `POST /api/magic-kit`: the Magic Kit Builder. A goal and preferences in; a named kit out: its steps, each
 * with the tool chosen, why, and alternatives, and the kit's tools as one list (the recommender lives in
 * @kitly/search/recommender). Each tool a kit includes counts for its maker's weekly figures (routes/tool-events).
 */
import { type LlmOptions, recommendKit } from '@kitly/search/recommender'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { eventVisitor } from '../tool-events/index.ts'
import { MagicKitBody, MagicKitSchema } from './schemas.ts'

export type MagicKitOptions = { llm: LlmOptions | null }

const magicKitRoutes: FastifyPluginAsyncZod<MagicKitOptions> = async (app, { llm }) => {
  app.post(
    '/',
    {
      config: visitorLimit('magicKit'),
      schema: { body: MagicKitBody, response: { 200: MagicKitSchema, 400: ErrorBody } },
    },
    async (request) => {
      const { prompt, preferences } = request.body
      const kit = await recommendKit(
        app.db,
        { goal: prompt, budget: preferences.budget, complexity: preferences.complexity, kitSize: preferences.kit_size },
        { llm, log: request.log, retrieve: app.searchEngine.kitCandidates },
      )
      const visitor = eventVisitor(request)
      for (const tool of kit.tools) app.toolEvents.kit_inclusions.record(tool.slug, visitor)
      return kit
    },
  )
}

export default magicKitRoutes
