/**
 * A small OpenID Connect client for "Continue with Google": authorization code flow with PKCE (S256) and
 * a nonce, endpoints from the provider's discovery document, and the ID token's signature and claims
 * checked against the provider's published keys.
 *
 * Why not @fastify/oauth2: it expects the provider to redirect to a server route that it answers itself.
 * Here Google sends the browser to the SPA's /auth/callback, and the SPA posts the code to
 * POST /api/sessions (public-site.md §7), so all we need is "build the URL" and "exchange a code": about
 * as much code as adapting the plugin, with every check in plain sight.
 */
import { createHash, createPublicKey, type JsonWebKey, randomBytes, verify } from 'node:crypto'
import { z } from 'zod'

export type OidcClientOptions = {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  /** Milliseconds to wait for the provider; it is on the sign-in path. */
  timeoutMs?: number
}

/** What we keep from the ID token. */
export type OidcIdentity = {
  sub: string
  email: string
  emailVerified: boolean
  /** The Google Workspace domain the account belongs to (the `hd` claim); null for consumer accounts. */
  hostedDomain: string | null
  name: string | null
  givenName: string | null
  picture: string | null
}

/** The secrets of one sign-in attempt, kept by the browser (signed cookie) between redirect and exchange. */
export type OidcAttempt = { state: string; codeVerifier: string; nonce: string }

/** `unavailable`: the provider could not be reached or answered nonsense. `rejected`: it refused the code. */
export class OidcError extends Error {
  readonly kind: 'unavailable' | 'rejected'
  constructor(kind: 'unavailable' | 'rejected', message: string) {
    super(message)
    this.kind = kind
  }
}

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
})
type Discovery = z.infer<typeof Discovery>

const TokenAnswer = z.object({ id_token: z.string() })
const Jwks = z.object({ keys: z.array(z.looseObject({ kid: z.string().optional(), kty: z.string() })) })
const JwtHeader = z.object({ alg: z.string(), kid: z.string().optional() })
const IdTokenClaims = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.string().max(254).optional(),
  // Google sends a boolean; some providers send "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  hd: z.string().max(253).optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(200).optional(),
  picture: z.string().max(2048).optional(),
})

/** Clocks drift; a token that expired seconds ago was still issued for this exchange. */
const CLOCK_SKEW_SECONDS = 60

const random = (bytes: number) => randomBytes(bytes).toString('base64url')

export function newOidcAttempt(): OidcAttempt {
  // 32 random bytes → a 43-character verifier, within RFC 7636's 43-128.
  return { state: random(24), codeVerifier: random(32), nonce: random(24) }
}

export function createOidcClient(options: OidcClientOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000
  let discovery: Promise<Discovery> | null = null
  let keys: Promise<z.infer<typeof Jwks>['keys']> | null = null

  const getJson = async (url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> => {
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new OidcError('unavailable', `Cannot reach the sign-in provider at ${url}: ${String(error)}`)
    }
    const body = await response.json().catch(() => null)
    return { status: response.status, body }
  }

  // Cached for the life of the process, but a failure is not: the next sign-in tries again.
  const discover = () => {
    discovery ??= getJson(`${options.issuer}/.well-known/openid-configuration`).then(({ status, body }) => {
      const parsed = Discovery.safeParse(body)
      if (status !== 200 || !parsed.success) {
        throw new OidcError('unavailable', `The sign-in provider's discovery document is unusable (HTTP ${status})`)
      }
      return parsed.data
    })
    discovery.catch(() => {
      discovery = null
    })
    return discovery
  }

  const signingKeys = async (refresh: boolean) => {
    if (refresh) keys = null
    keys ??= discover()
      .then((doc) => getJson(doc.jwks_uri))
      .then(({ status, body }) => {
        const parsed = Jwks.safeParse(body)
        if (status !== 200 || !parsed.success)
          throw new OidcError('unavailable', `Unusable signing keys (HTTP ${status})`)
        return parsed.data.keys
      })
    keys.catch(() => {
      keys = null
    })
    return keys
  }

  /** Checks the ID token's RS256 signature with the provider's key (refetched once for a new key id). */
  const verifySignature = async (token: string) => {
    const [headerPart = '', payloadPart = '', signaturePart = ''] = token.split('.')
    const header = JwtHeader.safeParse(decodeJson(headerPart))
    if (!header.success || header.data.alg !== 'RS256') throw new OidcError('rejected', 'ID token is not RS256-signed')
    const findKey = async (refresh: boolean) =>
      (await signingKeys(refresh)).find((key) => key.kty === 'RSA' && (!header.data.kid || key.kid === header.data.kid))
    const jwk = (await findKey(false)) ?? (await findKey(true))
    if (!jwk) throw new OidcError('rejected', 'ID token signed with an unknown key')
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    )
    if (!valid) throw new OidcError('rejected', 'ID token signature does not verify')
    return decodeJson(payloadPart)
  }

  return {
    /** Where to send the browser to sign in. */
    async authorizationUrl(attempt: OidcAttempt): Promise<string> {
      const doc = await discover()
      const url = new URL(doc.authorization_endpoint)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: createHash('sha256').update(attempt.codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
        // Let people with several Google accounts choose which one signs in.
        prompt: 'select_account',
      }).toString()
      return url.toString()
    },

    /**
     * Trades the code from the callback for the user's verified identity.
     * @throws OidcError `rejected` for a bad code or token, `unavailable` when the provider cannot be used.
     */
    async exchangeCode(code: string, attempt: OidcAttempt): Promise<OidcIdentity> {
      const doc = await discover()
      const { status, body } = await getJson(doc.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code_verifier: attempt.codeVerifier,
        }),
      })
      if (status >= 400 && status < 500)
        throw new OidcError('rejected', `The provider refused the code (HTTP ${status})`)
      const answer = TokenAnswer.safeParse(body)
      if (status !== 200 || !answer.success)
        throw new OidcError('unavailable', `Unusable token answer (HTTP ${status})`)

      const claims = IdTokenClaims.safeParse(await verifySignature(answer.data.id_token))
      if (!claims.success) throw new OidcError('rejected', 'ID token claims are malformed')
      const token = claims.data
      // Google writes its issuer with or without the scheme.
      const issuers = [doc.issuer, doc.issuer.replace(/^https:\/\//, '')]
      if (!issuers.includes(token.iss)) throw new OidcError('rejected', `ID token from another issuer: ${token.iss}`)
      const audiences = Array.isArray(token.aud) ? token.aud : [token.aud]
      if (!audiences.includes(options.clientId)) throw new OidcError('rejected', 'ID token is for another client')
      if (token.exp + CLOCK_SKEW_SECONDS < Date.now() / 1000) throw new OidcError('rejected', 'ID token has expired')
      if (token.nonce !== attempt.nonce) throw new OidcError('rejected', 'ID token nonce does not match this sign-in')
      if (!token.email) throw new OidcError('rejected', 'The provider did not share an email address')
      return {
        sub: token.sub,
        email: token.email,
        emailVerified: token.email_verified === true || token.email_verified === 'true',
        hostedDomain: token.hd?.toLowerCase() || null,
        name: token.name?.trim() || null,
        givenName: token.given_name?.trim() || null,
        picture: token.picture && /^https:\/\//.test(token.picture) ? token.picture : null,
      }
    },
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}
