/**
 * The Meilisearch client Kitly uses, and the one rule for its tasks: a write counts only once its task has
 * `succeeded`. The client's own wait returns a `failed` or `canceled` task like any finished one.
 * https://www.meilisearch.com/docs/reference/api/tasks
 */
import { type EnqueuedTaskPromise, Meilisearch, type Task } from 'meilisearch'

export type MeiliOptions = {
  url: string
  key?: string | undefined
  /** How long one HTTP request may take: a stalled Meilisearch fails the search, which Postgres then answers. */
  requestTimeoutMs: number
  /** How long a write may wait for its task: a reindex batch of a large catalog takes far longer than a search. */
  taskTimeoutMs: number
}

export const createMeiliClient = (options: MeiliOptions) =>
  new Meilisearch({
    host: options.url,
    apiKey: options.key,
    timeout: options.requestTimeoutMs,
    defaultWaitOptions: { timeout: options.taskTimeoutMs },
  })

/** A task that did not succeed: its status and Meilisearch's error (code and message). */
export class MeiliTaskError extends Error {
  readonly task: Task

  constructor(task: Task) {
    const reason = task.error ? `${task.error.code}: ${task.error.message}` : task.status
    super(`Meilisearch task ${task.uid} (${task.type} on ${task.indexUid ?? 'every index'}) ${task.status}: ${reason}`)
    this.task = task
  }
}

/**
 * Waits for the task and returns it once succeeded.
 * @throws MeiliTaskError when it failed or was canceled, unless it failed with one of the `expected` error codes
 * (such as `index_not_found` when deleting an index that may not exist).
 */
export async function succeeded(enqueued: EnqueuedTaskPromise, expected: readonly string[] = []): Promise<Task> {
  const task = await enqueued.waitTask()
  if (task.status === 'succeeded') return task
  if (task.status === 'failed' && task.error && expected.includes(task.error.code)) return task
  throw new MeiliTaskError(task)
}
