/**
 * Replies to contact inquiries: the thread under an inquiry, and sending one, which records it, queues its
 * mail and marks the inquiry resolved in the caller's transaction, so the three happen together or not at all.
 */
import { type DatabaseConnection, type DatabaseTransactionConnection, sql } from '@kitly/db'
import { inquiryReplyMail } from '../../../mail/inquiry-reply-mail.ts'
import { queueMail } from '../../../mail/queue.ts'
import { InquiryReplySchema } from './schemas.ts'

/** The status an inquiry takes once someone has answered it. */
export const REPLIED_STATUS = 'resolved'

export function listInquiryReplies(db: DatabaseConnection, inquiryId: number) {
  return db.any(sql.type(InquiryReplySchema)`
    SELECT r.id, r.body, r.created_at,
           CASE WHEN u.id IS NULL THEN NULL
                ELSE json_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS sent_by
    FROM contact_inquiry_replies r LEFT JOIN users u ON u.id = r.sent_by
    WHERE r.inquiry_id = ${inquiryId}
    ORDER BY r.created_at, r.id`)
}

/**
 * Records `body` as `sentBy`'s reply to the inquiry, queues the mail to its sender and sets its status.
 * @returns the reply's id, or null when there is no such inquiry
 */
export async function sendInquiryReply(
  tx: DatabaseTransactionConnection,
  reply: { inquiryId: number; body: string; sentBy: number },
): Promise<number | null> {
  const found = await tx.maybeOneFirst(sql.typeAlias('id')`
    UPDATE contact_inquiries SET status = ${REPLIED_STATUS} WHERE id = ${reply.inquiryId} RETURNING id`)
  if (found === null) return null
  const replyId = await tx.oneFirst(sql.typeAlias('id')`
    INSERT INTO contact_inquiry_replies (inquiry_id, body, sent_by)
    VALUES (${reply.inquiryId}, ${reply.body}, ${reply.sentBy}) RETURNING id`)
  await queueMail(tx, inquiryReplyMail, { replyId })
  return replyId
}
