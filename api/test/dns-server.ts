/**
 * A real DNS server on 127.0.0.1 (UDP) for tests of makers' claims, answering A and TXT questions from records
 * a test sets (https://github.com/mafintosh/dns-packet). The app reaches it through KITLY_CLAIM_DNS_SERVERS.
 */
import { createSocket } from 'node:dgram'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import dnsPacket from 'dns-packet'

type Records = { A?: string[]; TXT?: string[] }

export type DnsServer = {
  /** KITLY_CLAIM_DNS_SERVERS for the app: `127.0.0.1:<port>`. */
  address: string
  /** Sets (replaces) the records of `name`. */
  set(name: string, records: Records): void
  close(): Promise<void>
}

export async function startDnsServer(): Promise<DnsServer> {
  const zone = new Map<string, Records>()
  const socket = createSocket('udp4')
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message)
    const answers = (query.questions ?? []).flatMap((question): dnsPacket.Answer[] => {
      const records = zone.get(question.name.toLowerCase())
      if (question.type === 'A')
        return (records?.A ?? []).map((data) => ({ type: 'A', name: question.name, ttl: 1, data }))
      if (question.type === 'TXT') {
        return (records?.TXT ?? []).map((data) => ({ type: 'TXT', name: question.name, ttl: 1, data }))
      }
      return []
    })
    const known = (query.questions ?? []).some((question) => zone.has(question.name.toLowerCase()))
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      // NXDOMAIN for names the zone does not have at all.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (known ? 0 : 3),
      questions: query.questions,
      answers,
    })
    socket.send(response, peer.port, peer.address)
  })
  socket.bind(0, '127.0.0.1')
  await once(socket, 'listening')
  const { port } = socket.address() as AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    set: (name, records) => zone.set(name.toLowerCase(), records),
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
