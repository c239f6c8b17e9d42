import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Task, TaskSummary } from '@/lib/api-types'

export const tasksKey = '/api/tasks'

/** GET /api/tasks: the tasks some active tool does, by name. */
export const useTasks = () => useSWR(tasksKey, () => apiFetch<TaskSummary[]>(tasksKey))

export const toolTasksKey = (toolSlug: string) => `/api/tasks?tool=${encodeURIComponent(toolSlug)}`

/** GET /api/tasks?tool={slug}: the tasks a tool does. */
export const useToolTasks = (toolSlug: string) =>
  useSWR(toolTasksKey(toolSlug), () => apiFetch<TaskSummary[]>(toolTasksKey(toolSlug)))

export const taskKey = (slug: string) => `/api/tasks/${encodeURIComponent(slug)}`

/** GET /api/tasks/{slug}: the task and its tools, best first. @throws ApiError 404 'Task not found'. */
export const useTask = (slug: string) => useSWR(taskKey(slug), () => apiFetch<Task>(taskKey(slug)))
