/**
 * A local OpenID provider standing in for Google (oauth2-mock-server): discovery, /authorize, /token with
 * PKCE checks, and RS256-signed ID tokens whose claims each test chooses.
 * https://github.com/axa-group/oauth2-mock-server
 */
import { generateKeyPairSync, sign } from 'node:crypto'
import { OAuth2Server } from 'oauth2-mock-server'

export type GoogleClaims = {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  picture?: string
  [claim: string]: unknown
}

export type FakeGoogle = {
  server: OAuth2Server
  issuer: string
  /** The identity the next sign-ins get (until changed). */
  signInAs(claims: GoogleClaims): void
  stop(): Promise<void>
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  let claims: GoogleClaims = { sub: 'google-sub-default', email: 'default@gmail.com', email_verified: true }
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims)
  })
  return {
    server,
    issuer: server.issuer.url as string,
    signInAs: (next) => {
      claims = next
    },
    stop: () => server.stop(),
  }
}

/**
 * What the browser does between our redirect URL and /auth/callback: visits the provider, which (being a
 * mock) signs in at once and redirects back. Answers the callback's `code` and `state`.
 */
export async function followGoogleRedirect(
  redirectUrl: string,
): Promise<{ code: string; state: string; callback: URL }> {
  const response = await fetch(redirectUrl, { redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`The provider did not redirect (HTTP ${response.status})`)
  const callback = new URL(location)
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '', callback }
}

/** An RSA key the provider never published: what an attacker who mints their own ID tokens holds. */
const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey

/**
 * `idToken` with its claims untouched but signed (RS256) by a key the provider never published, under the
 * provider's own key id (`provider`) or an unknown one (`unknown`).
 */
export function signWithForeignKey(idToken: string, kid: 'provider' | 'unknown'): string {
  const [header = '', payload = ''] = idToken.split('.')
  const decoded = JSON.parse(Buffer.from(header, 'base64url').toString())
  const forgedHeader = Buffer.from(
    JSON.stringify({ ...decoded, kid: kid === 'provider' ? decoded.kid : 'not-a-published-key' }),
  ).toString('base64url')
  const signature = sign('sha256', Buffer.from(`${forgedHeader}.${payload}`), foreignKey).toString('base64url')
  return `${forgedHeader}.${payload}.${signature}`
}
