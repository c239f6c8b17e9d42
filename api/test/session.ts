/**
 * Sessions in tests: a cookie jar that behaves like a browser's, a `browser(app)` that keeps one across
 * requests (and sends our Origin on writes, as the SPA does), and `signInAs` / `injectAs` to act as a user
 * without going through the sign-in form (and its rate limits).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { hashSessionToken, insertSession, newSessionToken } from '../src/auth/sessions.ts'

type StoredCookie = { value: string; path: string; expiresAt: number | null; httpOnly: boolean; sameSite?: string }

/** Cookies as a browser keeps them: set, replaced and deleted by Set-Cookie, sent where their path matches. */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>()

  /** Applies a response's Set-Cookie headers. */
  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as Array<{
      name: string
      value: string
      path?: string
      maxAge?: number
      expires?: Date
      httpOnly?: boolean
      sameSite?: string
    }>) {
      const expiresAt =
        cookie.maxAge !== undefined ? Date.now() + cookie.maxAge * 1000 : (cookie.expires?.getTime() ?? null)
      if (expiresAt !== null && expiresAt <= Date.now()) {
        this.cookies.delete(cookie.name)
        continue
      }
      this.cookies.set(cookie.name, {
        value: cookie.value,
        path: cookie.path ?? '/',
        expiresAt,
        httpOnly: cookie.httpOnly ?? false,
        ...(cookie.sameSite ? { sameSite: cookie.sameSite } : {}),
      })
    }
    return this
  }

  /** The Cookie header a browser would send to `url`, or undefined when it would send none. */
  header(url = '/'): string | undefined {
    const pathname = new URL(url, 'http://localhost').pathname
    const pairs = [...this.cookies.entries()]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.replace(/\/?$/, '/')))
      .filter(([, cookie]) => cookie.expiresAt === null || cookie.expiresAt > Date.now())
      .map(([name, cookie]) => `${name}=${cookie.value}`)
    return pairs.length > 0 ? pairs.join('; ') : undefined
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path, expiresAt: null, httpOnly: true })
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

let ipSequence = 0
/**
 * A client address no other request of this test file used, for `x-forwarded-for` (the app trusts its
 * proxy's header): per-IP rate limits then count each test's requests apart.
 */
export function freshClientIp(): string {
  ipSequence += 1
  return `10.${(process.pid >> 8) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`
}

export type Browser = {
  jar: CookieJar
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: object): Promise<LightMyRequestResponse>
  put(url: string, payload?: object): Promise<LightMyRequestResponse>
  patch(url: string, payload?: object): Promise<LightMyRequestResponse>
  delete(url: string): Promise<LightMyRequestResponse>
}

/**
 * A browser on the SPA: keeps its cookies between requests and sends `Origin: <our public URL>` on writes.
 * `origin` overrides that (another site's page), or `null` sends none; `ip` is its client address.
 */
export function browser(app: FastifyInstance, options: { origin?: string | null; ip?: string } = {}): Browser {
  const jar = new CookieJar()
  const origin = options.origin === undefined ? 'http://localhost:3000' : options.origin
  // Each browser comes from an address of its own (the app trusts X-Forwarded-For from its proxy), so the
  // per-IP rate limits of one test do not spill into the next.
  const ip = options.ip ?? freshClientIp()
  const inject = async (request: InjectOptions) => {
    const url = String(request.url ?? '/')
    const method = String(request.method ?? 'GET').toUpperCase()
    const cookie = jar.header(url)
    const response = await app.inject({
      ...request,
      headers: {
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(origin && WRITES.has(method) ? { origin } : {}),
        ...request.headers,
      },
    })
    jar.store(response)
    return response
  }
  return {
    jar,
    inject,
    get: (url) => inject({ method: 'GET', url }),
    post: (url, payload) => inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) }),
    put: (url, payload) => inject({ method: 'PUT', url, ...(payload === undefined ? {} : { payload }) }),
    patch: (url, payload) => inject({ method: 'PATCH', url, ...(payload === undefined ? {} : { payload }) }),
    delete: (url) => inject({ method: 'DELETE', url }),
  }
}

/** A new session for `user`, straight in the database: answers the Cookie header that carries it. */
export async function signInAs(app: FastifyInstance, user: { id: number }): Promise<string> {
  const token = newSessionToken()
  const tokenHash = hashSessionToken(token) as Buffer
  await insertSession(app.db, { tokenHash, userId: user.id, userAgent: 'test' })
  return `${app.sessions.cookieName}=${token}`
}

/** Headers carrying a new session of `user`, to spread into a request's headers. */
export const sessionHeaders = async (app: FastifyInstance, user: { id: number }) => ({
  cookie: await signInAs(app, user),
})

/** A browser already signed in as `user`. */
export async function browserAs(app: FastifyInstance, user: { id: number }): Promise<Browser> {
  const signedIn = browser(app)
  const [name = '', value = ''] = (await signInAs(app, user)).split('=')
  signedIn.jar.set(name, value)
  return signedIn
}

/** One request as `user` (a fresh session each time). */
export async function injectAs(
  app: FastifyInstance,
  user: { id: number },
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const cookie = await signInAs(app, user)
  return app.inject({ ...options, headers: { cookie, ...options.headers } })
}
