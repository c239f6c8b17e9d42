import { type FormEvent, type ReactNode, useState } from 'react'
import { FormError } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { ApiError } from '@/lib/api-client'
import { EditorActions } from '../../shell/components/editor-modal'

type DecisionDialogProps = {
  open: boolean
  title: string
  description: string
  submitLabel: string
  onClose: () => void
  /** Sends the decision; a refusal is shown in the dialog, which stays open to correct it. */
  onSubmit: () => Promise<void>
  /** The form's fields. */
  children: ReactNode
}

/** A decision that needs words for the maker (request changes, reject), asked in a modal form. */
export function DecisionDialog({
  open,
  title,
  description,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: DecisionDialogProps) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setError(null)
    try {
      await onSubmit()
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'Network error. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      <form className="space-y-5" onSubmit={submit}>
        {children}
        {error && <FormError>{error}</FormError>}
        <EditorActions saving={sending} label={submitLabel} onCancel={onClose} />
      </form>
    </Modal>
  )
}
