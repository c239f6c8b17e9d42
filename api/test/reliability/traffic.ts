/**
 * Mixed traffic for a listening server, as browsers send it over HTTP: catalog reads, searches, reviews and
 * contact messages, each request from an address of its own (the app trusts X-Forwarded-For from loopback,
 * so per-IP rate limits never add up across requests). Writes carry a unique marker, so a test can look
 * for exactly the rows each one should (or should not) have left.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { freshClientIp } from '../session.ts'

export type Operation = {
  kind: 'list' | 'tool' | 'search' | 'review' | 'contact'
  method: 'GET' | 'POST'
  path: string
  body?: object
  /** Unique text in a write's row (review content, contact message). */
  marker?: string
}

/** What came back: status 0 when no answer arrived (connection error, or no answer within the bound). */
export type Sent = Operation & { status: number; error?: string; startedAt: number; endedAt: number }

export type Tool = { slug: string }

const WRITES = new Set<Operation['kind']>(['review', 'contact'])
export const isWrite = (sent: Operation) => WRITES.has(sent.kind)

/** The `index`-th request of a steady mix: reads and searches, with a review and a contact message in every five. */
export function mixedOperation(index: number, tools: readonly Tool[], tag: string): Operation {
  const tool = tools[index % tools.length] as Tool
  const marker = `${tag}-${index}`
  switch (index % 5) {
    case 0:
      return { kind: 'list', method: 'GET', path: '/api/tools?limit=12' }
    case 1:
      return { kind: 'tool', method: 'GET', path: `/api/tools/${tool.slug}` }
    case 2:
      return { kind: 'search', method: 'GET', path: `/api/search?q=${encodeURIComponent(tool.slug.slice(0, 6))}` }
    case 3:
      return {
        kind: 'review',
        method: 'POST',
        path: `/api/tools/${tool.slug}/reviews`,
        body: { user_name: 'Load', user_email: 'load@example.com', rating: (index % 5) + 1, content: marker },
        marker,
      }
    default:
      return {
        kind: 'contact',
        method: 'POST',
        path: '/api/contact',
        body: { email: 'load@example.com', query_type: 'general', message: marker },
        marker,
      }
  }
}

/** Sends one request, waiting at most `timeoutMs` for the whole answer. */
export async function send(base: string, operation: Operation, timeoutMs: number): Promise<Sent> {
  const startedAt = Date.now()
  try {
    const response = await fetch(`${base}${operation.path}`, {
      method: operation.method,
      headers: {
        'x-forwarded-for': freshClientIp(),
        ...(operation.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(operation.body ? { body: JSON.stringify(operation.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    const error = response.ok ? undefined : errorMessage(text)
    return {
      ...operation,
      status: response.status,
      ...(error === undefined ? {} : { error }),
      startedAt,
      endedAt: Date.now(),
    }
  } catch (error) {
    return { ...operation, status: 0, error: String(error), startedAt, endedAt: Date.now() }
  }
}

function errorMessage(text: string): string {
  try {
    return String((JSON.parse(text) as { error?: unknown }).error ?? '')
  } catch {
    return ''
  }
}

/**
 * Sends `plan(0)`, `plan(1)`, … at `perSecond` without waiting for answers (a slow server does not slow the
 * clients down, as in real traffic) until `signal` aborts, then waits for every answer.
 */
export async function runTraffic(options: {
  base: string
  perSecond: number
  plan: (index: number) => Operation
  signal: AbortSignal
  timeoutMs: number
}): Promise<Sent[]> {
  const pending: Promise<Sent>[] = []
  const interval = 1000 / options.perSecond
  const start = performance.now()
  for (let index = 0; !options.signal.aborted; index++) {
    pending.push(send(options.base, options.plan(index), options.timeoutMs))
    await delay(Math.max(0, start + (index + 1) * interval - performance.now()))
  }
  return Promise.all(pending)
}
