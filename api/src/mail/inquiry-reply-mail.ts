/**
 * Staff's answer to a contact inquiry, to the address that wrote it: "Re: <query type>", the answer, then
 * the original message quoted. Built at send time from the recorded reply, so a deleted inquiry sends nothing.
 */
import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { QUERY_TYPE_LABELS, QUERY_TYPES } from '../lib/field-rules.ts'
import type { Block, MailContent, Site } from './layout.ts'
import type { MailTemplate } from './templates.ts'

const InquiryReplyParams = z.object({ replyId: z.number().int() })

const ReplyForMail = z.object({
  email: z.string(),
  query_type: z.enum(QUERY_TYPES),
  message: z.string(),
  asked_on: z.string(),
  body: z.string(),
})
type ReplyForMail = z.infer<typeof ReplyForMail>

function findReplyForMail(tx: DatabaseTransactionConnection, replyId: number) {
  return tx.maybeOne(sql.type(ReplyForMail)`
    SELECT i.email, i.query_type, i.message, to_char(i.created_at AT TIME ZONE 'UTC', 'FMMonth FMDD, YYYY') AS asked_on,
           r.body
    FROM contact_inquiry_replies r JOIN contact_inquiries i ON i.id = r.inquiry_id
    WHERE r.id = ${replyId}`)
}

/** The answer a paragraph per block, as it was typed (blank lines part paragraphs). */
const paragraphs = (text: string): Block[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ kind: 'text', text: paragraph }))

function inquiryReplyContent(site: Site, found: ReplyForMail): MailContent {
  return {
    to: found.email,
    subject: `Re: ${QUERY_TYPE_LABELS[found.query_type]}`,
    blocks: [
      { kind: 'text', text: 'Hi there,' },
      ...paragraphs(found.body),
      { kind: 'text', text: `On ${found.asked_on} you wrote to ${site.name}:` },
      { kind: 'quote', text: found.message },
    ],
  }
}

export const inquiryReplyMail: MailTemplate<z.infer<typeof InquiryReplyParams>> = {
  kind: 'inquiry_reply',
  params: InquiryReplyParams,
  build: async (tx, site, { replyId }) => {
    const found = await findReplyForMail(tx, replyId)
    return found && inquiryReplyContent(site, found)
  },
}
