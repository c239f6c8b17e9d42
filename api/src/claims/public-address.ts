/**
 * Which addresses a claim's fetch may reach: public unicast only, judged by ipaddr.js's ranges
 * (https://github.com/whitequark/ipaddr.js), so a site cannot point Kitly at its own network (loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved; IPv4 inside IPv6 judged as IPv4).
 */
import ipaddr from 'ipaddr.js'

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  // ::ffff:10.0.0.1 is 10.0.0.1.
  return ipaddr.process(address).range() === 'unicast'
}
