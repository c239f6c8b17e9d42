/**
 * A real SMTP server on loopback that keeps what it receives (smtp-server), for tests of the mail the app
 * sends: envelope, headers, and the decoded text and HTML parts. https://nodemailer.com/extras/smtp-server/
 */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO). */
  to: string[]
  /** Lower-case header names, values unfolded. */
  headers: Map<string, string>
  subject: string
  text: string
  html: string
}

export type MailServer = {
  port: number
  /** SMTP_URL for the app, with the credentials this server requires. */
  url: string
  received: ReceivedMail[]
  /** Messages received so far for `address`. */
  to(address: string): ReceivedMail[]
  close(): Promise<void>
}

const USER = 'kitly'
const PASSWORD = 'smtp secret'
/** Recipients the server refuses for good (550), as a mailbox that does not exist. */
export const REFUSED_DOMAIN = 'refused.example'

/** Listens on 127.0.0.1 (`port`, or a free one) and requires AUTH with the credentials in `url`. */
export async function startMailServer(port = 0): Promise<MailServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    // Loopback only: no TLS to negotiate, and plain AUTH allowed without it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return callback()
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${actualPort}`,
    received,
    // Addresses compare whatever their case, as mail servers treat the domain.
    to: (address) => received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The first absolute link in the text part whose path is `pathname`. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname === pathname) return url
  }
  throw new Error(`No ${pathname} link in:\n${mail.text}`)
}

// ---- Just enough MIME for what nodemailer writes: headers, multipart/alternative, QP or base64 parts ----

type Part = { headers: Map<string, string>; body: string }

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/)
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** The part's text with LF line ends (SMTP carries CRLF). */
function decodeBody(part: Part): string {
  return decodeTransfer(part).replace(/\r\n/g, '\n')
}

function decodeTransfer(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return part.body
}

function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const message = splitPart(raw)
  const leaves: Part[] = []
  const collect = (part: Part) => {
    const boundary = /boundary="?([^";]+)"?/.exec(part.headers.get('content-type') ?? '')?.[1]
    if (!boundary) {
      leaves.push(part)
      return
    }
    for (const chunk of part.body.split(`--${boundary}`).slice(1, -1)) collect(splitPart(chunk.replace(/^\r?\n/, '')))
  }
  collect(message)
  const bodyOf = (type: string) =>
    decodeBody(
      leaves.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type)) ?? splitPart(''),
    )
  return {
    headers: message.headers,
    subject: message.headers.get('subject') ?? '',
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  }
}
