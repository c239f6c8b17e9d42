/**
 * Which addresses Kitly's own outgoing fetches (claims' well-known files, the link checker) may reach: public
 * unicast only, judged by ipaddr.js's ranges (https://github.com/whitequark/ipaddr.js), so a site cannot point
 * Kitly at its own network (loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved,
 * unspecified; IPv4 inside IPv6 judged as IPv4).
 */
import type { LookupAddress } from 'node:dns'
import ipaddr from 'ipaddr.js'

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  // ::ffff:10.0.0.1 is 10.0.0.1.
  return ipaddr.process(address).range() === 'unicast'
}

/**
 * A `lookup` for node:http(s) requests that answers `address` whatever it is asked (Node may ask for all
 * addresses): the connection goes to the address that was checked, so a second DNS answer cannot swap in a
 * private one (DNS rebinding).
 */
export function pinnedLookup(address: string) {
  const family = address.includes(':') ? 6 : 4
  return (
    _hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
}
