/**
 * An in-process stand-in for Meilisearch v1.16, written from its documentation and API reference for the parts the
 * adapter depends on, so the adapter's tests meet the server's rules rather than a mock that accepts anything:
 * - writes answer 202 with an enqueued task, processed later and in order, one at a time; a task ends `succeeded`
 *   or `failed` with Meilisearch's error body (creating an index that exists, deleting or swapping one that does
 *   not, a document without its primary key, or a failure the test injects with `failTasks`);
 * - payloads with unknown fields are refused with 400 `bad_request` (settings, search queries, swaps: v1.16 has no
 *   `rename`); adding documents or settings to a missing index creates it, with default settings;
 * - searches check sort, filter and facet attributes against the settings (400 `invalid_search_*`), a missing index
 *   is 404 `index_not_found`, and multi-search fails whole on the first bad query; see search.ts for what the
 *   matching and ranking model, and what they do not.
 * - federated multi-search merges the queries' hits by weighted ranking score (federation.ts).
 * Not modelled: API keys, batches, dumps, snapshots, vector search, task filtering.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  badRequest,
  indexNotFound,
  type MeiliErrorBody,
  refuseUnknownFields,
  SEARCH_SHAPE,
  SETTINGS_SHAPE,
  StandInError,
  SWAP_SHAPE,
} from './errors.ts'
import { federatedSearch } from './federation.ts'
import type { Document } from './filter.ts'
import { DEFAULT_SETTINGS, type IndexSettings, type SearchQuery, search } from './search.ts'

export type StandInIndex = {
  uid: string
  primaryKey: string | null
  documents: Map<string, Document>
  settings: IndexSettings
}

export type StandInTask = {
  uid: number
  indexUid: string | null
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed'
  type: string
  error: MeiliErrorBody | null
  enqueuedAt: string
  startedAt: string | null
  finishedAt: string | null
}

type Work = (task: StandInTask) => void
type Request = { method: string; path: string; query: URLSearchParams; body: unknown }

export type MeiliStandIn = {
  url: string
  indexes: Map<string, StandInIndex>
  tasks: StandInTask[]
  /** Every request received, in order. */
  requests: Request[]
  /** Makes matching tasks fail with the returned error (null: process normally). */
  failTasks(rule: ((task: StandInTask) => MeiliErrorBody | null) | null): void
  /** Called as each request arrives, before it is answered. */
  onRequest(listener: ((request: Request) => void) | null): void
  /** Leaves enqueued tasks waiting until called again with false (a busy server). */
  holdTasks(held: boolean): void
  /** Leaves every request unanswered until called again with false (a stalled server). */
  stall(stalled: boolean): void
  /** Resolves once every task enqueued so far has finished. */
  idle(): Promise<void>
  close(): Promise<void>
}

const now = () => new Date().toISOString()
const INDEX_UID = /^[a-zA-Z0-9_-]{1,400}$/

export async function startMeiliStandIn(): Promise<MeiliStandIn> {
  const indexes = new Map<string, StandInIndex>()
  const tasks: StandInTask[] = []
  const requests: Request[] = []
  const queue: { task: StandInTask; work: Work }[] = []
  let failRule: ((task: StandInTask) => MeiliErrorBody | null) | null = null
  let listener: ((request: Request) => void) | null = null
  let stalled: ServerResponse[] | null = null
  let processing = false
  let held = false
  let idleWaiters: (() => void)[] = []

  const taskError = (code: string, message: string): StandInError => new StandInError(400, code, message)

  /** Runs the queue one task at a time, after the request that enqueued it has been answered. */
  const processQueue = () => {
    if (processing || held) return
    const next = queue.shift()
    if (!next) {
      for (const resolve of idleWaiters) resolve()
      idleWaiters = []
      return
    }
    processing = true
    const { task, work } = next
    task.status = 'processing'
    task.startedAt = now()
    setImmediate(() => {
      try {
        const injected = failRule?.(task)
        if (injected) throw new StandInError(500, injected.code, injected.message, injected.type)
        work(task)
        task.status = 'succeeded'
      } catch (error) {
        task.status = 'failed'
        task.error =
          error instanceof StandInError
            ? error.body()
            : new StandInError(500, 'internal', String(error), 'internal').body()
      }
      task.finishedAt = now()
      processing = false
      setImmediate(processQueue)
    })
  }

  const enqueue = (indexUid: string | null, type: string, work: Work) => {
    const task: StandInTask = {
      uid: tasks.length,
      indexUid,
      status: 'enqueued',
      type,
      error: null,
      enqueuedAt: now(),
      startedAt: null,
      finishedAt: null,
    }
    tasks.push(task)
    queue.push({ task, work })
    setImmediate(processQueue)
    return {
      status: 202,
      body: { taskUid: task.uid, indexUid, status: task.status, type, enqueuedAt: task.enqueuedAt },
    }
  }

  const existing = (uid: string) => {
    const index = indexes.get(uid)
    if (!index) throw indexNotFound(uid)
    return index
  }
  const createIfMissing = (uid: string, primaryKey: string | null = null) => {
    const index = indexes.get(uid) ?? {
      uid,
      primaryKey,
      documents: new Map(),
      settings: structuredClone(DEFAULT_SETTINGS),
    }
    indexes.set(uid, index)
    return index
  }
  const checkUid = (uid: string) => {
    if (!INDEX_UID.test(uid)) throw new StandInError(400, 'invalid_index_uid', `\`${uid}\` is not a valid index uid.`)
    return uid
  }

  const addDocuments = (uid: string, documents: unknown, primaryKeyParam: string | null) => {
    if (!Array.isArray(documents))
      throw new StandInError(400, 'malformed_payload', 'The documents must be a JSON array.')
    return enqueue(uid, 'documentAdditionOrUpdate', () => {
      const index = createIfMissing(uid, primaryKeyParam)
      index.primaryKey ??= primaryKeyParam ?? 'id'
      const key = index.primaryKey
      // The whole batch is refused when one document lacks its key: nothing is written.
      for (const document of documents)
        if (typeof document?.[key] !== 'number' && typeof document?.[key] !== 'string')
          throw taskError(
            'missing_document_id',
            `Document doesn't have a \`${key}\` attribute: \`${JSON.stringify(document)}\`.`,
          )
      for (const document of documents) index.documents.set(String(document[key]), document)
    })
  }

  const swap = (body: unknown) => {
    if (!Array.isArray(body)) throw badRequest('Invalid value type: expected an array.')
    body.forEach((pair, position) => {
      refuseUnknownFields(pair, SWAP_SHAPE, `[${position}]`)
      if (!Array.isArray(pair?.indexes) || pair.indexes.length !== 2)
        throw new StandInError(
          400,
          'invalid_swap_indexes',
          `Two indexes must be given for each swap. The list \`[${position}].indexes\` is invalid.`,
        )
    })
    const pairs = body.map((pair) => pair.indexes as [string, string])
    return enqueue(null, 'indexSwap', () => {
      const missing = pairs.flat().filter((uid) => !indexes.has(uid))
      if (missing.length > 0)
        throw taskError('index_not_found', `Indexes ${missing.map((uid) => `\`${uid}\``).join(', ')} not found.`)
      for (const [a, b] of pairs) {
        const [first, second] = [existing(a), existing(b)]
        indexes.set(a, { ...second, uid: a })
        indexes.set(b, { ...first, uid: b })
      }
    })
  }

  const updateSettings = (uid: string, body: unknown) => {
    refuseUnknownFields(body, SETTINGS_SHAPE)
    const changes = body as Partial<IndexSettings>
    return enqueue(uid, 'settingsUpdate', () => {
      const index = createIfMissing(uid)
      const { typoTolerance, ...rest } = changes
      index.settings = {
        ...index.settings,
        ...rest,
        typoTolerance: {
          ...index.settings.typoTolerance,
          ...typoTolerance,
          minWordSizeForTypos: {
            ...index.settings.typoTolerance.minWordSizeForTypos,
            ...typoTolerance?.minWordSizeForTypos,
          },
        },
      }
    })
  }

  const searchIndex = (body: unknown, uid: string, where: string) => {
    try {
      refuseUnknownFields(body, SEARCH_SHAPE)
      const index = existing(uid)
      return { indexUid: uid, ...search([...index.documents.values()], index.settings, body as SearchQuery) }
    } catch (error) {
      if (error instanceof StandInError && where)
        throw new StandInError(error.status, error.code, `Inside \`${where}\`: ${error.message}`)
      throw error
    }
  }

  const multiSearch = (body: unknown) => {
    const { queries, federation } = (body ?? {}) as { queries?: unknown; federation?: unknown }
    if (!Array.isArray(queries)) throw badRequest('Missing field `queries`')
    if (federation !== undefined && federation !== null) {
      queries.forEach((query, position) => {
        refuseUnknownFields(query, SEARCH_SHAPE, `.queries[${position}]`)
      })
      return federatedSearch(queries, federation, (uid, where) => {
        const index = indexes.get(uid)
        // Here the missing index is in the payload, not the URL: 400, as Meilisearch answers.
        if (!index) throw new StandInError(400, 'index_not_found', `Inside \`${where}\`: Index \`${uid}\` not found.`)
        return {
          documents: [...index.documents.values()],
          settings: index.settings,
          primaryKey: index.primaryKey ?? 'id',
        }
      })
    }
    return {
      results: queries.map((query, position) => searchIndex(query, String(query?.indexUid), `.queries[${position}]`)),
    }
  }

  const route = ({ method, path, query, body }: Request): { status: number; body: unknown } => {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
    const [root, uid = '', sub, leaf] = parts
    const ok = (answer: unknown) => ({ status: 200, body: answer })
    if (root === 'health' && method === 'GET') return ok({ status: 'available' })
    if (root === 'version' && method === 'GET')
      return ok({ pkgVersion: '1.16.0', commitSha: 'stand-in', commitDate: 'stand-in' })
    if (root === 'tasks' && method === 'GET' && uid) {
      const task = tasks[Number(uid)]
      if (!task) throw new StandInError(404, 'task_not_found', `Task \`${uid}\` not found.`)
      return ok(task)
    }
    if (root === 'swap-indexes' && method === 'POST') return swap(body)
    if (root === 'multi-search' && method === 'POST') return ok(multiSearch(body))
    if (root !== 'indexes') throw new StandInError(404, 'not_found', `The stand-in does not model ${method} ${path}.`)
    if (!uid && method === 'POST') {
      const { uid: newUid, primaryKey = null } = (body ?? {}) as { uid?: string; primaryKey?: string | null }
      checkUid(String(newUid))
      return enqueue(String(newUid), 'indexCreation', () => {
        if (indexes.has(String(newUid))) throw taskError('index_already_exists', `Index \`${newUid}\` already exists.`)
        createIfMissing(String(newUid), primaryKey)
      })
    }
    checkUid(uid)
    if (sub === undefined && method === 'GET') {
      const { primaryKey } = existing(uid)
      return ok({ uid, primaryKey, createdAt: now(), updatedAt: now() })
    }
    if (sub === undefined && method === 'DELETE')
      return enqueue(uid, 'indexDeletion', () => {
        existing(uid)
        indexes.delete(uid)
      })
    if (sub === 'settings' && method === 'GET') return ok(existing(uid).settings)
    if (sub === 'settings' && method === 'PATCH') return updateSettings(uid, body)
    if (sub === 'search' && method === 'POST') return ok(searchIndex(body, uid, ''))
    if (sub === 'documents' && leaf === undefined && (method === 'POST' || method === 'PUT'))
      return addDocuments(uid, body, query.get('primaryKey'))
    if (sub === 'documents' && leaf === 'delete-batch' && method === 'POST') {
      if (!Array.isArray(body)) throw badRequest('The document ids must be a JSON array.')
      return enqueue(uid, 'documentDeletion', () => {
        const index = existing(uid)
        for (const id of body) index.documents.delete(String(id))
      })
    }
    throw new StandInError(404, 'not_found', `The stand-in does not model ${method} ${path}.`)
  }

  const server = createServer(async (incoming: IncomingMessage, response: ServerResponse) => {
    let text = ''
    for await (const chunk of incoming) text += chunk
    if (stalled) {
      stalled.push(response)
      return
    }
    const url = new URL(incoming.url ?? '/', 'http://stand-in')
    response.setHeader('content-type', 'application/json')
    let answer: { status: number; body: unknown }
    try {
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : null,
      }
      requests.push(request)
      listener?.(request)
      answer = route(request)
    } catch (error) {
      const known =
        error instanceof StandInError
          ? error
          : error instanceof SyntaxError
            ? new StandInError(400, 'malformed_payload', error.message)
            : null
      if (!known) throw error
      answer = { status: known.status, body: known.body() }
    }
    response.statusCode = answer.status
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }

  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    tasks,
    requests,
    failTasks: (rule) => {
      failRule = rule
    },
    onRequest: (next) => {
      listener = next
    },
    holdTasks: (on) => {
      held = on
      if (!on) setImmediate(processQueue)
    },
    stall: (on) => {
      if (on) stalled ??= []
      else {
        for (const response of stalled ?? []) response.destroy()
        stalled = null
      }
    },
    idle: () =>
      queue.length === 0 && !processing ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)),
    close: async () => {
      for (const response of stalled ?? []) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
