import { MAX_REPLY_LENGTH } from '@kitly/api/schemas'
import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { TextAreaField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { ApiError } from '@/lib/api-client'
import { formatShortDateTime } from '@/lib/format'
import { type InquiryDetail, replyToInquiry } from '../api/inquiries'

type InquiryRepliesProps = {
  inquiry: InquiryDetail
  /** The inquiry as the server answered the reply: its new status and its thread. */
  onReplied: (inquiry: InquiryDetail) => void
}

/** The answers already mailed to an inquiry's sender (who, when, what), and the form that sends another. */
export function InquiryReplies({ inquiry, onReplied }: InquiryRepliesProps) {
  return (
    <section aria-labelledby="inquiry-replies" className="space-y-3">
      <h3 id="inquiry-replies" className="text-xs text-muted">
        Replies
      </h3>
      {inquiry.replies.length === 0 ? (
        <p className="text-sm text-muted">No reply sent yet.</p>
      ) : (
        <ol className="space-y-3">
          {inquiry.replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="text-xs text-muted">
                <span className="font-medium text-fg">
                  {reply.sent_by?.name || reply.sent_by?.email || 'A former staff member'}
                </span>
                {' · '}
                <time dateTime={reply.created_at}>{formatShortDateTime(reply.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-fg">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm inquiry={inquiry} onReplied={onReplied} />
    </section>
  )
}

function ReplyForm({ inquiry, onReplied }: InquiryRepliesProps) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    try {
      onReplied(await replyToInquiry(inquiry.id, body))
      setBody('')
      toast.success(`Reply sent to ${inquiry.email}`)
    } catch (cause) {
      // A refused reply (empty, too long) says why beside the field; anything else is a toast.
      if (cause instanceof ApiError && cause.status === 400) setError(cause.message)
      else toastFailure(cause, (message) => `Failed to send the reply: ${message}`, 'Error sending the reply')
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-3" noValidate>
      <TextAreaField
        label="Your reply"
        hint={`Mailed to ${inquiry.email} with their message quoted; the inquiry becomes Resolved.`}
        rows={4}
        maxLength={MAX_REPLY_LENGTH}
        value={body}
        error={error}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? 'Sending...' : 'Send Reply'}
        </button>
      </div>
    </form>
  )
}
