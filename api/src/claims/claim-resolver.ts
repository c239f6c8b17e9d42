/**
 * The DNS lookups of makers' claims, through one `dns.promises.Resolver` (https://nodejs.org/api/dns.html): the
 * TXT records of a domain, and a site's addresses for the well-known fetch. KITLY_CLAIM_DNS_SERVERS points it
 * at other servers (tests: a local one); a short timeout keeps a dead server from holding a request.
 */
import { Resolver } from 'node:dns/promises'

const TIMEOUT_MS = 2_000
const TRIES = 2

/** Answers of a name that has no such records, rather than a failure to ask. */
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN'])

export type ClaimResolver = {
  /** The domain's TXT records, each joined from its strings; none when it has none. @throws on lookup failure */
  txtRecords(domain: string): Promise<string[]>
  /** The IPv4 and IPv6 addresses of `host`; none when it has none. @throws on lookup failure */
  addresses(host: string): Promise<string[]>
}

export function createClaimResolver(servers: readonly string[]): ClaimResolver {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES })
  if (servers.length > 0) resolver.setServers([...servers])
  return {
    txtRecords: async (domain) => (await orNone(resolver.resolveTxt(domain))).map((parts) => parts.join('')),
    addresses: async (host) => {
      const [v4, v6] = await Promise.all([orNone(resolver.resolve4(host)), orNone(resolver.resolve6(host))])
      return [...v4, ...v6]
    },
  }
}

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup
  } catch (error) {
    if (NO_RECORDS.has((error as { code?: string }).code ?? '')) return []
    throw error
  }
}
