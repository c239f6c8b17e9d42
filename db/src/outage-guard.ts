/**
 * What a database outage looks like to the pool's callers: a ConnectionError (which the error handler
 * answers with 503), promptly.
 * - Slonik 49 can leave a call pending forever when Postgres goes away under it: a client queued for a pool
 *   slot that is never handed out, or a statement on a backend that was terminated. A request waiting on
 *   such a call would hang (and block a graceful shutdown). So every call gives up as soon as one of its
 *   database steps (getting a connection, one statement, or the COMMIT/ROLLBACK after a transaction's
 *   handler) has been pending longer than a healthy one can take, and does no further work if it resumes.
 *   Work between statements is not timed: a long transaction of quick statements is fine.
 * - A socket error of the driver (`read ECONNRESET`) sometimes escapes Slonik unwrapped.
 */
import { ConnectionError, type DatabasePool } from 'slonik'

/** The pool's methods that send one statement (their first argument). */
export const QUERY_METHODS: ReadonlySet<string> = new Set([
  'any',
  'anyFirst',
  'exists',
  'many',
  'manyFirst',
  'maybeOne',
  'maybeOneFirst',
  'one',
  'oneFirst',
  'query',
])
/** Methods that run a handler with a connection: the handler gets a guarded connection too. */
const HANDLER_METHODS = new Set(['transaction', 'connect'])

type Method = (...args: unknown[]) => Promise<unknown>
type Handler = (connection: object) => Promise<unknown>
type Call = (method: Method, name: string, args: unknown[]) => Promise<unknown>

const stalled = () => new ConnectionError('The database did not answer in time.')

/** One call to the pool: rejects `stalled` once any of its steps stays pending longer than `limitMs`. */
class Watch {
  readonly stalled: Promise<never>
  /** Set once the call has given up: whatever of it resumes later must stop. */
  failed = false
  private fail: (error: Error) => void = () => {}
  private readonly limitMs: number

  constructor(limitMs: number) {
    this.limitMs = limitMs
    this.stalled = new Promise<never>((_resolve, reject) => {
      this.fail = reject
    })
    // Nobody may be listening any more once the call has settled.
    this.stalled.catch(() => {})
  }

  /** Times a step from now until `settled` settles. */
  step<T>(settled: Promise<T>): Promise<T> {
    const timer = setTimeout(() => {
      this.failed = true
      this.fail(stalled())
    }, this.limitMs)
    timer.unref()
    return settled.finally(() => clearTimeout(timer))
  }
}

/** The pool, with each call's database steps limited to `limitMs` each. */
export function guardAgainstOutage(pool: DatabasePool, limitMs: number): DatabasePool {
  return interceptCalls(pool, (method, name, args) => {
    const watch = new Watch(limitMs)
    const call = guardedCall(method, name, args, watch)
    call.catch(() => {})
    return Promise.race([call, watch.stalled])
  })
}

/** `target` whose query and handler methods go through `call`. */
function interceptCalls<T extends object>(target: T, call: Call): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver)
      if (typeof property !== 'string' || typeof value !== 'function') return value
      if (!QUERY_METHODS.has(property) && !HANDLER_METHODS.has(property)) return value
      return (...args: unknown[]) => call(value.bind(object) as Method, property, args)
    },
  })
}

/** `method(...args)` with each database step timed by `watch`. */
function guardedCall(method: Method, name: string, args: unknown[], watch: Watch): Promise<unknown> {
  if (watch.failed) return Promise.reject(stalled())
  if (!HANDLER_METHODS.has(name)) return watch.step(method(...args)).catch(asConnectionError)
  const [handler, ...rest] = args as [Handler, ...unknown[]]
  // Getting the connection (and BEGIN) runs until the handler starts; COMMIT or ROLLBACK after it ends.
  let handlerStarted = () => {}
  watch.step(new Promise<void>((resolve) => (handlerStarted = resolve))).catch(() => {})
  let handlerEnded = () => {}
  let handlerError: unknown
  const result = method(
    async (connection: object) => {
      handlerStarted()
      if (watch.failed) throw stalled()
      try {
        return await handler(
          interceptCalls(connection, (inner, innerName, innerArgs) => guardedCall(inner, innerName, innerArgs, watch)),
        )
      } catch (error) {
        handlerError = error
        throw error
      } finally {
        watch.step(new Promise<void>((resolve) => (handlerEnded = resolve))).catch(() => {})
      }
    },
    ...rest,
  )
  return result
    .catch((error: unknown) => (error === handlerError ? Promise.reject(error) : asConnectionError(error)))
    .finally(() => {
      handlerStarted()
      handlerEnded()
    })
}

/**
 * Node's socket errors from the driver (they carry a `syscall`) mean the connection to Postgres broke. Only
 * the database's own steps are looked at: a file or network error of the caller's code keeps its meaning.
 */
function asConnectionError(error: unknown): never {
  if (error instanceof Error && 'syscall' in error) throw new ConnectionError(error.message, { cause: error })
  throw error
}
