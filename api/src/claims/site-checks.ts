/**
 * The proofs a claim by DNS or well-known file looks for, with the configuration that says where to look
 * (KITLY_CLAIM_DNS_SERVERS, KITLY_CLAIM_CA_FILE, KITLY_CLAIM_ALLOW_PRIVATE_HOSTS). Each check answers null when
 * the proof is there, else the sentence that tells the maker what was found instead.
 */
import { readFileSync } from 'node:fs'
import type { Config } from '../config.ts'
import { dnsRecordValue } from './claim-codes.ts'
import { createClaimResolver } from './claim-resolver.ts'
import { fetchWellKnownFile, SiteCheckError, type WellKnownOptions, wellKnownUrl } from './well-known-file.ts'

export type SiteChecks = {
  dnsProblem(domain: string, token: string): Promise<string | null>
  wellKnownProblem(host: string, token: string): Promise<string | null>
}

export function createSiteChecks(config: Config): SiteChecks {
  const resolver = createClaimResolver(config.KITLY_CLAIM_DNS_SERVERS)
  const wellKnown: WellKnownOptions = {
    resolver,
    extraCa: config.KITLY_CLAIM_CA_FILE ? readFileSync(config.KITLY_CLAIM_CA_FILE, 'utf8') : undefined,
    allowPrivateHosts: config.KITLY_CLAIM_ALLOW_PRIVATE_HOSTS,
  }
  return {
    async dnsProblem(domain, token) {
      const expected = dnsRecordValue(token)
      let records: string[]
      try {
        records = await resolver.txtRecords(domain)
      } catch {
        return `The DNS of ${domain} could not be looked up just now; please try again in a moment.`
      }
      if (records.some((record) => record.trim() === expected)) return null
      return `No TXT record "${expected}" on ${domain} yet. New records can take a few minutes to appear; check again soon.`
    },
    async wellKnownProblem(host, token) {
      try {
        const content = await fetchWellKnownFile(wellKnown, host)
        if (content.trim() === token) return null
        return `${wellKnownUrl(host)} does not hold this claim's token; it should contain only ${token}.`
      } catch (error) {
        if (error instanceof SiteCheckError) return error.message
        throw error
      }
    },
  }
}
