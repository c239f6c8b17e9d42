/**
 * `GET /api/tasks` (optionally `?tool={slug}`: that tool's tasks) and `GET /api/tasks/{slug}`: the jobs people
 * hire AI tools for, and for each the tools that do it, ranked as the Magic Kit Builder ranks a step's candidates (@kitly/search/recommender).
 */

import { sql } from '@kitly/db'
import { loadTaskData, rankTaskTools } from '@kitly/search/recommender'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { ListTasksQuery, TaskParams, TaskSchema, TaskSummarySchema } from './schemas.ts'

const Slug = z.object({ slug: z.string() })

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ListTasksQuery, response: { 200: listOf(TaskSummarySchema), 400: ErrorBody } } },
    async ({ query }) => {
      const { tasks } = await loadTaskData(app.db)
      const ofTool = query.tool
        ? new Set(
            await app.db.anyFirst(sql.type(Slug)`
            SELECT tk.slug FROM tool_tasks tt
            JOIN tasks tk ON tk.id = tt.task_id JOIN tools t ON t.id = tt.tool_id
            WHERE t.slug = ${query.tool} AND t.status = 'active' AND tt.reviewed`),
          )
        : null
      return [...tasks]
        .filter((task) => task.tool_count > 0 && (ofTool === null || ofTool.has(task.slug)))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ slug, name, category_slug, tool_count }) => ({ slug, name, category_slug, tool_count }))
    },
  )

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
