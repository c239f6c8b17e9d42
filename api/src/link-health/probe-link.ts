/**
 * One look at a tool's website, carefully: every hop's host is resolved first and each of its addresses checked
 * (lib/public-address.ts), then the connection goes to the checked address, so a listing cannot make Kitly probe its
 * own network, neither directly nor through a redirect. HEAD first, GET when a site refuses HEAD; redirects are
 * followed by hand, each one judged like the first URL; the body is never read. fetchCarefully GETs a page or a file
 * the same way (the logo collector's requests), reading its body up to a byte limit.
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
  const outcome = await follow(url, options, async (current, ip) => {
    const answer = await ask(current, 'HEAD', ip, options)
    return 'status' in answer && HEAD_REFUSED.has(answer.status) ? ask(current, 'GET', ip, options) : answer
  })
  return outcome.reached ? { reached: true, httpStatus: outcome.httpStatus, finalUrl: outcome.finalUrl } : outcome
}

/** How much of a body to read, and what a longer one is: cut there (a page's head is at its start) or refused. */
export type BodyLimit = { maxBytes: number; beyond: 'cut' | 'refuse'; accept: string }

export type FetchOutcome =
  | { reached: true; httpStatus: number; finalUrl: string; body: Buffer }
  | { reached: false; httpStatus: number | null; problem: string }

/**
 * GETs `url` as carefully as probeLink looks at it (every hop's addresses checked, the checked one connected to),
 * reading at most `limit.maxBytes` of the final answer's body. `signal` ends it early. Never throws.
 */
export function fetchCarefully(
  url: string,
  options: ProbeOptions,
  limit: BodyLimit,
  signal?: AbortSignal,
): Promise<FetchOutcome> {
  return follow(url, options, (current, ip) => ask(current, 'GET', ip, options, { limit, signal }))
}

/** Follows redirects by hand from `url`, asking each hop with `askHop` once its host's addresses are allowed. */
async function follow(
  url: string,
  options: ProbeOptions,
  askHop: (url: URL, ip: string) => Promise<Answer>,
): Promise<FetchOutcome> {
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
    const answer = await askHop(current, address.ip)
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
      return { reached: true, httpStatus: answer.status, finalUrl: current.href, body: answer.body }
    }
    return failed(answer.status, `${current} answered ${answer.status}.`)
  }
  return failed(null, `More than ${MAX_REDIRECTS} redirects.`)
}

const failed = (httpStatus: number | null, problem: string): FetchOutcome & { reached: false } => ({
  reached: false,
  httpStatus,
  problem,
})

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

type Answer = { status: number; location: string | undefined; body: Buffer } | { problem: string }

const NO_BODY = Buffer.alloc(0)

/**
 * One request to the checked address `ip`. The body of a 2xx answer is read only when `read` says how much;
 * otherwise (and for every other answer) only the status and headers matter and the body is not downloaded.
 */
function ask(
  url: URL,
  method: 'HEAD' | 'GET',
  ip: string,
  options: ProbeOptions,
  read?: { limit: BodyLimit; signal: AbortSignal | undefined },
): Promise<Answer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = read?.signal ? AbortSignal.any([timeout, read.signal]) : timeout
  return new Promise((resolve) => {
    const unreachable = (error: Error) =>
      resolve({ problem: `${url} could not be reached (${describeError(error, options)}).` })
    const req = request(
      url,
      {
        method,
        lookup: pinnedLookup(ip),
        // The timeout covers the body too: a site trickling bytes cannot hold the check longer.
        signal,
        headers: { 'user-agent': options.userAgent, accept: read?.limit.accept ?? 'text/html,*/*;q=0.8' },
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0
        const location = res.headers.location
        if (!read || status < 200 || status >= 300) {
          res.destroy()
          resolve({ status, location, body: NO_BODY })
          return
        }
        readBody(res, url, read.limit, signal).then(
          (body) => resolve('problem' in body ? body : { status, location, body: body.bytes }),
          unreachable,
        )
      },
    )
    req.on('error', unreachable)
    req.end()
  })
}

/** At most `limit.maxBytes` of the body; a longer one is cut there or refused, as the limit says. */
function readBody(
  res: IncomingMessage,
  url: URL,
  limit: BodyLimit,
  signal: AbortSignal,
): Promise<{ bytes: Buffer } | { problem: string }> {
  const tooLarge = { problem: `${url} is larger than ${limit.maxBytes} bytes.` }
  const declared = Number(res.headers['content-length'])
  if (limit.beyond === 'refuse' && declared > limit.maxBytes) {
    res.destroy()
    return Promise.resolve(tooLarge)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    res.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      size += chunk.length
      if (size <= limit.maxBytes) return
      res.destroy()
      resolve(limit.beyond === 'cut' ? { bytes: Buffer.concat(chunks).subarray(0, limit.maxBytes) } : tooLarge)
    })
    res.on('end', () => resolve({ bytes: Buffer.concat(chunks) }))
    res.on('error', reject)
    // Closed before its end (the timeout, or the site hanging up): a part of a file is no file.
    res.on('close', () => {
      if (!res.complete)
        reject(signal.aborted ? signal.reason : Object.assign(new Error('closed'), { code: 'ECONNRESET' }))
    })
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
