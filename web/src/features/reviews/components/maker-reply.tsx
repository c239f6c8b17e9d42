import { REVIEW_REPLY_MAX } from '@kitly/api/field-rules'
import { BadgeCheck, MessageSquareReply } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormError, TextAreaField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { MakerReply as Reply } from '@/lib/api-types'
import { submitErrorMessage } from '@/lib/form-errors'
import { formatShortDate } from '@/lib/format'
import { deleteMakerReply, saveMakerReply } from '../api/maker-reply'

/** The maker's reply under a review, marked as theirs. */
function ReplyText({ reply }: { reply: Reply }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-fg">
        <span className="inline-flex items-center gap-1 text-brand-700 dark:text-brand-300">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Reply from the maker
        </span>
        <time dateTime={reply.updated_at} className="text-sm font-normal text-muted">
          {formatShortDate(reply.updated_at)}
        </time>
      </p>
      <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-fg/90">{reply.content}</p>
    </>
  )
}

type MakerReplyProps = {
  reviewId: number
  reply: Reply | null
  /** The signed-in account is the tool's verified maker: it may write, correct or take back the reply. */
  canReply: boolean
  /** After a change: the list re-reads the reviews. */
  onChanged: () => void
}

/** Under a review: the maker's reply if there is one and, for the maker, the form to write or correct it. */
export function MakerReply({ reviewId, reply, canReply, onChanged }: MakerReplyProps) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function run(action: () => Promise<unknown>, done: string) {
    setSending(true)
    setError(null)
    try {
      await action()
      setEditing(false)
      onChanged()
      toast.success(done)
    } catch (failure) {
      setError(
        submitErrorMessage(failure, {
          fallback: 'Couldn’t save your reply. Please try again.',
          network: 'Network error. Please try again.',
        }),
      )
    } finally {
      setSending(false)
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) return setError('Please write your reply first.')
    void run(() => saveMakerReply(reviewId, text), 'Your reply is published.')
  }

  if (editing) {
    return (
      <form onSubmit={handleSubmit} noValidate aria-label="Reply to this review" className="mt-4 space-y-3 pl-4">
        {error && <FormError>{error}</FormError>}
        <TextAreaField
          label="Your public reply"
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          hint="Shown under the review, marked as the maker’s. One reply per review; you can correct it later."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={sending}>
            {sending ? 'Publishing…' : 'Publish reply'}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(false)} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    )
  }

  const startEditing = () => {
    setText(reply?.content ?? '')
    setError(null)
    setEditing(true)
  }
  return (
    <>
      {reply && (
        <div className="mt-4 border-l-2 border-brand-300 pl-4 dark:border-brand-700">
          <ReplyText reply={reply} />
        </div>
      )}
      {canReply && (
        <div className="mt-3 flex flex-wrap gap-2">
          {error && <FormError>{error}</FormError>}
          <button type="button" className={buttonStyles.small} onClick={startEditing}>
            <MessageSquareReply aria-hidden="true" />
            {reply ? 'Edit your reply' : 'Reply as the maker'}
          </button>
          {reply && (
            <button
              type="button"
              className={buttonStyles.small}
              disabled={sending}
              onClick={() => void run(() => deleteMakerReply(reviewId), 'Your reply is removed.')}
            >
              Remove reply
            </button>
          )}
        </div>
      )}
    </>
  )
}
