/**
 * Trading the callback's code for the user's verified identity. openid-client sends the code with this attempt's
 * PKCE verifier and checks the ID token: its signature against the provider's published keys (cached, and
 * fetched again when the provider rotates them), issuer, audience (our client id), expiry, issue time and nonce.
 * What is left to us is which claims we keep.
 */
import * as oidc from 'openid-client'
import { z } from 'zod'
import { type GoogleProvider, type OidcAttempt, OidcError } from './provider.ts'

/** What we keep from the ID token. */
export type GoogleIdentity = {
  sub: string
  email: string
  emailVerified: boolean
  /** The Google Workspace domain the account belongs to (the `hd` claim); null for consumer accounts. */
  hostedDomain: string | null
  name: string | null
  givenName: string | null
  picture: string | null
}

const IdTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  // Google sends a boolean; some providers send "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  hd: z.string().max(253).optional(),
  name: z.string().max(200).optional(),
  given_name: z.string().max(200).optional(),
  picture: z.string().max(2048).optional(),
})

/** Failures that say the provider did not answer in time, rather than that it refused. */
const NO_ANSWER_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT'])

/**
 * @throws OidcError `rejected` for a code the provider refuses or an ID token that fails a check,
 * `unavailable` when the provider cannot be used.
 */
export async function exchangeCode(
  provider: GoogleProvider,
  code: string,
  attempt: OidcAttempt,
): Promise<GoogleIdentity> {
  const configuration = await provider.configuration()
  // The SPA posts only the code, and the route has compared any state it sent with the attempt's: the callback
  // URL is rebuilt from the two.
  const callback = new URL(provider.redirectUri)
  callback.search = new URLSearchParams({ code, state: attempt.state }).toString()
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    })
  } catch (error) {
    throw exchangeFailure(error)
  }
  const claims = IdTokenClaims.safeParse(tokens.claims())
  if (!claims.success) throw new OidcError('rejected', 'ID token claims are malformed')
  const token = claims.data
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
}

/** A 4xx answer refuses the code; no answer, a 5xx or an answer that is not JSON leave the provider unusable. */
function exchangeFailure(error: unknown): OidcError {
  const status = httpStatusOf(error)
  if (status !== null) {
    const kind = status >= 400 && status < 500 ? 'rejected' : 'unavailable'
    return new OidcError(kind, `The provider answered the code exchange with HTTP ${status}`, { cause: error })
  }
  // fetch rejects with a TypeError when the provider (or its key set) cannot be reached.
  if (error instanceof TypeError || (error instanceof oidc.ClientError && NO_ANSWER_CODES.has(error.code ?? ''))) {
    return new OidcError('unavailable', `The provider did not answer: ${String(error)}`, { cause: error })
  }
  // Anything else is a token that failed one of the library's checks (signature, issuer, audience, expiry, nonce…).
  return new OidcError('rejected', `The ID token was refused: ${String(error)}`, { cause: error })
}

function httpStatusOf(error: unknown): number | null {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError) {
    return error.status
  }
  // An answer that is not a token response carries the provider's Response as its cause.
  if (error instanceof oidc.ClientError && error.cause instanceof Response) return error.cause.status
  return null
}
