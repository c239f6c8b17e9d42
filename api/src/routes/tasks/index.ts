/**
 * `GET /api/tasks` and `GET /api/tasks/{slug}`: the jobs people hire AI tools for, and for each the tools
 * that do it, ranked as the Magic Kit Builder ranks a step's candidates (@kitly/search/recommender).
 */
import { loadTaskData, rankTaskTools } from '@kitly/search/recommender'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { TaskParams, TaskSchema, TaskSummarySchema } from './schemas.ts'

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: listOf(TaskSummarySchema) } } }, async () => {
    const { tasks } = await loadTaskData(app.db)
    return [...tasks]
      .filter((task) => task.tool_count > 0)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ slug, name, category_slug, tool_count }) => ({ slug, name, category_slug, tool_count }))
  })

  app.get(
    '/:slug',
    { schema: { params: TaskParams, response: { 200: TaskSchema, 404: ErrorBody } } },
    async (request) => {
      const data = await loadTaskData(app.db)
      const task = data.tasksBySlug.get(request.params.slug)
      if (!task || task.tool_count === 0) return notFound('Task not found')
      const { slug, name, category_slug, synonyms } = task
      const tools = await rankTaskTools(app.db, task, data)
      return { slug, name, category_slug, tool_count: tools.length, synonyms, tools }
    },
  )
}

export default taskRoutes
