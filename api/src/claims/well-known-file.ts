/**
 * Fetches https://<host>/.well-known/kitly-verify.txt for a claim, carefully: the host is resolved first and
 * every address checked (lib/public-address.ts), then the connection goes to the checked address (a `lookup` that
 * answers it), so a second DNS answer cannot swap in a private one (DNS rebinding). The certificate is still
 * checked against the host name. Short timeout, small size cap, and no redirects followed at all: the file
 * must be at that very URL, so nothing decides for us where else to connect.
 */
import { request } from 'node:https'
import { rootCertificates } from 'node:tls'
import { isPublicAddress, pinnedLookup } from '../lib/public-address.ts'
import type { ClaimResolver } from './claim-resolver.ts'

export const WELL_KNOWN_PATH = '/.well-known/kitly-verify.txt'
const TIMEOUT_MS = 5_000
/** The file holds one token; anything much longer is not ours. */
const MAX_BYTES = 1_024

/** A fetch that did not get the file, with the sentence the maker sees. */
export class SiteCheckError extends Error {}

export type WellKnownOptions = {
  resolver: ClaimResolver
  /** Extra certificates to trust (tests' self-signed server); the usual ones stay trusted. */
  extraCa: string | undefined
  /** Tests only: private, loopback and link-local addresses may be fetched. */
  allowPrivateHosts: boolean
}

export const wellKnownUrl = (host: string) => `https://${host}${WELL_KNOWN_PATH}`

/** The file's text. @throws SiteCheckError saying why it could not be read */
export async function fetchWellKnownFile(options: WellKnownOptions, host: string): Promise<string> {
  const url = new URL(wellKnownUrl(host))
  const address = await checkedAddress(options, url.hostname)
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new SiteCheckError(message))
    const req = request(
      url,
      {
        ca: options.extraCa ? [...rootCertificates, options.extraCa] : undefined,
        lookup: pinnedLookup(address),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { 'user-agent': 'Kitly claim check', accept: 'text/plain' },
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400) {
          res.destroy()
          return fail(
            `${url} answered with a redirect${redirectTarget(res.headers.location, url)}; the file must be served at that exact address.`,
          )
        }
        if (status !== 200) {
          res.destroy()
          return fail(`${url} answered ${status}; it should answer 200 with the file.`)
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_BYTES) {
            res.destroy()
            fail(`${url} is larger than ${MAX_BYTES} bytes; it should hold only the token.`)
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        res.on('error', () => fail(`${url} could not be read to the end.`))
      },
    )
    req.on('error', (error) => fail(`${url} could not be fetched (${describeError(error)}).`))
    req.end()
  })
}

/** The one address to connect to: the host's, once every one of them is allowed. */
async function checkedAddress(options: WellKnownOptions, hostname: string): Promise<string> {
  const literal = hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = /^[\d.]+$|:/.test(literal) ? [literal] : await options.resolver.addresses(hostname)
  } catch {
    throw new SiteCheckError(`The address of ${hostname} could not be looked up; please try again in a moment.`)
  }
  const [first] = addresses
  if (first === undefined) throw new SiteCheckError(`${hostname} has no address in the DNS.`)
  // Every address, not just the first: one public and one private record would otherwise be a way in.
  if (!options.allowPrivateHosts && !addresses.every(isPublicAddress)) {
    throw new SiteCheckError(`${hostname} points to a private or local network address, which Kitly does not fetch.`)
  }
  return first
}

function redirectTarget(location: string | undefined, from: URL): string {
  if (!location) return ''
  try {
    const target = new URL(location, from)
    return target.host === from.host ? ` to ${target.pathname}` : ` to another host (${target.host})`
  } catch {
    return ''
  }
}

function describeError(error: Error): string {
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return `no answer within ${TIMEOUT_MS / 1000} seconds`
  const code = (error as { code?: string }).code
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return 'its HTTPS certificate is not valid'
  }
  return code ?? 'connection failed'
}
