/**
 * Google as an OpenID provider, through openid-client (https://github.com/panva/openid-client): the discovery
 * document read once and kept, the client's settings every call shares, and the authorization URL of an
 * attempt (PKCE S256, state and nonce). The code exchange and the ID token checks are in id-token.ts.
 */
import * as oidc from 'openid-client'

export type GoogleProviderOptions = {
  /** Discovery is read from {issuer}/.well-known/openid-configuration; tests point it at a local provider. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Where the provider sends the browser back: the SPA's /auth/callback. */
  redirectUri: string
}

/** The secrets of one sign-in attempt, kept by the browser (signed cookie) between redirect and exchange. */
export type OidcAttempt = { state: string; codeVerifier: string; nonce: string }

/** `unavailable`: the provider could not be reached or answered nonsense. `rejected`: it refused the code. */
export class OidcError extends Error {
  readonly kind: 'unavailable' | 'rejected'
  constructor(kind: 'unavailable' | 'rejected', message: string, options?: ErrorOptions) {
    super(message, options)
    this.kind = kind
  }
}

/** The provider is on the sign-in path: give up on it after this many seconds. */
const TIMEOUT_SECONDS = 10
/** Clocks drift; a token that expired seconds ago was still issued for this exchange. */
const CLOCK_TOLERANCE_SECONDS = 60

export function newOidcAttempt(): OidcAttempt {
  return { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() }
}

export function createGoogleProvider(options: GoogleProviderOptions) {
  const issuer = new URL(options.issuer)
  let discovered: Promise<oidc.Configuration> | null = null

  /**
   * The provider's configuration, discovered on first use and kept for the life of the process; a failure is
   * not kept, so the next sign-in tries again (the server starts even while Google is unreachable).
   * @throws OidcError `unavailable` when the discovery document cannot be read or does not match the issuer.
   */
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        issuer,
        options.clientId,
        { [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
        // The secret goes in the token request's body, as Google documents it.
        oidc.ClientSecretPost(options.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          execute: [
            // The library takes an ID token that came over TLS from the token endpoint as genuine (OpenID Connect
            // Core 3.1.3.7); we check its signature against the provider's published keys all the same.
            oidc.enableNonRepudiationChecks,
            // Only a local test provider has an http:// issuer (GOOGLE_ISSUER_URL); Google's is https.
            ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        discovered = null
        throw new OidcError('unavailable', `The sign-in provider's discovery failed: ${String(error)}`, {
          cause: error,
        })
      })
    return discovered
  }

  return {
    redirectUri: options.redirectUri,
    configuration,

    /** Where to send the browser to sign in. */
    async authorizationUrl(attempt: OidcAttempt): Promise<string> {
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
        // Let people with several Google accounts choose which one signs in.
        prompt: 'select_account',
      })
      return url.href
    },
  }
}

export type GoogleProvider = ReturnType<typeof createGoogleProvider>
