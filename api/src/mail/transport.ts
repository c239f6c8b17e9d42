/**
 * Hands a rendered message to the world: an SMTP server (SMTP_URL) through nodemailer, or, with no
 * SMTP_URL, an .eml file in DATA_DIR/mail/ whose subject and link are logged so that a local user can
 * still follow a password-reset link. https://nodemailer.com
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { MailMessage } from './layout.ts'
import type { QueuedMail } from './queue.ts'

/** A queued row with the message the worker built for it. */
export type OutgoingMail = Pick<QueuedMail, 'id' | 'kind' | 'created_at'> & { message: MailMessage }

export type MailTransport = {
  /** @throws the SMTP error when the server is unreachable or refuses the message. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export type MailTransportOptions = {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  log: FastifyBaseLogger
}

// An unreachable or stalled server fails the attempt soon; the queue retries it later.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const mailDir = path.join(options.dataDir, 'mail')
  const hostname = addressOf(options.from).split('@')[1] ?? 'localhost'

  return {
    async send(mail) {
      const { message } = mail
      const info = await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // The same id on every attempt: should a send be repeated after a crash between the server's
        // acceptance and our commit, mail clients see one message twice, not two messages.
        messageId: `<kitly.${mail.id}.${Date.parse(mail.created_at)}@${hostname}>`,
      })
      if (options.smtpUrl) return
      await mkdir(mailDir, { recursive: true })
      const file = path.join(mailDir, `${mail.created_at.replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}.eml`)
      await writeFile(file, (info as { message: Buffer }).message)
      // Only here, on a machine without SMTP, is a link (maybe a one-time token) logged: it is how a local
      // user reads their mail.
      options.log.info(
        { file, subject: message.subject, link: message.link },
        'mail saved as a file (SMTP_URL is not set)',
      )
    },
    close: () => transporter.close(),
  }
}

/** `Kitly <a@b>` → `a@b`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from
}
