/**
 * One look at a tool's website, carefully: every hop's host is resolved first and each of its addresses checked
 * (lib/public-address.ts), then the connection goes to the checked address, so a listing cannot make Kitly probe its
 * own network, neither directly nor through a redirect. HEAD first, GET when a site refuses HEAD; redirects are
 * followed by hand, each one judged like the first URL; the body is never read.
 */
import { lookup } from 'node:dns/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isPublicAddress, pinnedLookup } from '../lib/public-address.ts'

export type ProbeOptions = {
  /** How long one request (connection, then headers) may take. */
  timeoutMs: number
  /** Sent with every request, so a site's owner can tell who asks and why. */
  userAgent: string
  /**
   * Which addresses may be connected to: public unicast ones by default. Tests only widen it (their sites listen on
   * 127.0.0.1); LINK_CHECK_ALLOW_PRIVATE_ADDRESSES, refused in production, allows every address.
   */
  isAllowedAddress?: (address: string) => boolean
  /** The host's addresses; the system's resolver by default (tests answer names of their own). */
  resolve?: (hostname: string) => Promise<string[]>
}

/** What a site answered: reached (maybe after redirects) or not, with the reason for admins. */
export type ProbeOutcome =
  | { reached: true; httpStatus: number; finalUrl: string }
  | { reached: false; httpStatus: number | null; problem: string }

const MAX_REDIRECTS = 5
/** Answers to HEAD that say "not to HEAD" rather than "not here": asked again with GET. */
const HEAD_REFUSED = new Set([403, 405, 501])

/** Follows `url` to its final answer. Never throws: a failure is an outcome. */
export async function probeLink(url: string, options: ProbeOptions): Promise<ProbeOutcome> {
  let current: URL
  try {
    current = new URL(url)
  } catch {
    return failed(null, 'The website address is not a valid URL.')
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      return failed(null, `${current.protocol} links are not checked; only http and https.`)
    }
    const address = await checkedAddress(current.hostname, options)
    if ('problem' in address) return failed(null, address.problem)
    let answer = await ask(current, 'HEAD', address.ip, options)
    if ('status' in answer && HEAD_REFUSED.has(answer.status)) answer = await ask(current, 'GET', address.ip, options)
    if ('problem' in answer) return failed(null, answer.problem)
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      try {
        current = new URL(answer.location, current)
      } catch {
        return failed(answer.status, `${current} redirects to an invalid address.`)
      }
      continue
    }
    if (answer.status >= 200 && answer.status < 300) {
      return { reached: true, httpStatus: answer.status, finalUrl: current.href }
    }
    return failed(answer.status, `${current} answered ${answer.status}.`)
  }
  return failed(null, `More than ${MAX_REDIRECTS} redirects.`)
}

const failed = (httpStatus: number | null, problem: string): ProbeOutcome => ({ reached: false, httpStatus, problem })

const systemResolve = async (hostname: string) => (await lookup(hostname, { all: true })).map((entry) => entry.address)

/** The one address to connect to, once every address of the host is allowed. */
async function checkedAddress(hostname: string, options: ProbeOptions): Promise<{ ip: string } | { problem: string }> {
  const literal = hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = /^[\d.]+$|:/.test(literal) ? [literal] : await (options.resolve ?? systemResolve)(hostname)
  } catch {
    return { problem: `The address of ${hostname} could not be looked up.` }
  }
  const [first] = addresses
  if (first === undefined) return { problem: `${hostname} has no address in the DNS.` }
  // Every address, not just the first: one public and one private record would otherwise be a way in.
  if (!addresses.every(options.isAllowedAddress ?? isPublicAddress)) {
    return { problem: `${hostname} points to a private or local network address, which Kitly does not check.` }
  }
  return { ip: first }
}

type Answer = { status: number; location: string | undefined } | { problem: string }

function ask(url: URL, method: 'HEAD' | 'GET', ip: string, options: ProbeOptions): Promise<Answer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        lookup: pinnedLookup(ip),
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*;q=0.8' },
      },
      (res: IncomingMessage) => {
        // Only the status and headers matter: the body is not downloaded.
        res.destroy()
        resolve({ status: res.statusCode ?? 0, location: res.headers.location })
      },
    )
    req.on('error', (error) => resolve({ problem: `${url} could not be reached (${describeError(error, options)}).` }))
    req.end()
  })
}

function describeError(error: Error, options: ProbeOptions): string {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') {
    return `no answer within ${options.timeoutMs / 1000} seconds`
  }
  const code = (error as { code?: string }).code
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return 'its HTTPS certificate is not valid'
  return code ?? 'connection failed'
}
