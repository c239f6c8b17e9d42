import { useState } from 'react'
import { TextAreaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { formatShortDateTime } from '@/lib/format'
import { queryTypeLabel } from '@/lib/query-types'
import { type Inquiry, type InquiryStatus, updateInquiry, useInquiry } from '../api/inquiries'
import { InquiryReplies } from './inquiry-replies'
import { InquiryStatusBadge } from './inquiry-status-badge'

type InquiryModalProps = {
  inquiry: Inquiry | null
  onClose: () => void
  onSaved: (inquiry: Inquiry) => void
  /** A reply went out: the list shows the inquiry's new status. */
  onReplied: () => void
}

/** The details of an inquiry (/admin/contact): notes, In Progress or Resolved with them, and the replies. */
export function InquiryModal({ inquiry, onClose, onSaved, onReplied }: InquiryModalProps) {
  return (
    <Modal open={inquiry !== null} onClose={onClose} size="wide" title="Inquiry Details">
      {inquiry && <InquiryDetails key={inquiry.id} inquiry={inquiry} onSaved={onSaved} onReplied={onReplied} />}
    </Modal>
  )
}

function InquiryDetails({
  inquiry: listed,
  onSaved,
  onReplied,
}: Omit<InquiryModalProps, 'onClose'> & { inquiry: Inquiry }) {
  // The list's row at once, then the inquiry as it is now, with its replies.
  const detail = useInquiry(listed.id)
  const inquiry = detail.data ?? listed
  const [notes, setNotes] = useState(inquiry.admin_notes ?? '')
  const [saving, setSaving] = useState<InquiryStatus | null>(null)

  async function setStatus(status: InquiryStatus) {
    setSaving(status)
    try {
      const saved = await updateInquiry(inquiry.id, { status, admin_notes: notes })
      // Opened again, the inquiry starts from this answer, not from the one read before the change.
      void detail.mutate((current) => current && { ...current, ...saved }, { revalidate: false })
      toast.success('Inquiry updated')
      onSaved(saved)
    } catch (error) {
      console.error('Failed to update the inquiry', error)
      toast.error('Failed to update the inquiry')
    } finally {
      setSaving(null)
    }
  }

  const rows = [
    ['From', inquiry.email],
    ['Mobile', inquiry.mobile || '—'],
    ['Type', queryTypeLabel(inquiry.query_type)],
    ['Received', formatShortDateTime(inquiry.created_at)],
  ] as const

  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium break-words text-fg">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-muted">Status</dt>
          <dd>
            <InquiryStatusBadge status={inquiry.status} />
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="text-xs text-muted">Message</h3>
        <p className="mt-1 rounded-lg bg-subtle p-3 text-sm whitespace-pre-wrap text-fg">{inquiry.message}</p>
      </div>
      <TextAreaField
        label="Admin Notes"
        rows={4}
        value={notes}
        error={undefined}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={saving !== null}
          onClick={() => void setStatus('in_progress')}
        >
          {saving === 'in_progress' ? 'Saving...' : 'Mark In Progress'}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={saving !== null}
          onClick={() => void setStatus('resolved')}
        >
          {saving === 'resolved' ? 'Saving...' : 'Mark Resolved'}
        </button>
      </div>
      {detail.data && (
        <InquiryReplies
          inquiry={detail.data}
          onReplied={(replied) => {
            void detail.mutate(replied, { revalidate: false })
            onReplied()
          }}
        />
      )}
    </div>
  )
}
