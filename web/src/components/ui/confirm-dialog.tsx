import { useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { buttonStyles } from '@/components/ui/styles'

type ConfirmDialogProps = {
  /** The question; the dialog is open while it is set. */
  question: string | null
  confirmLabel: string
  /** What the confirm button says while the action runs. */
  busyLabel?: string
  onConfirm: () => Promise<void>
  onClose: () => void
}

/** Asks before a destructive action; Cancel has the first focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  question,
  confirmLabel,
  busyLabel = 'Deleting...',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={question !== null} onClose={onClose} title="Please confirm" description={question ?? undefined}>
      <div className="flex justify-end gap-3">
        <button type="button" data-autofocus className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          className={`${buttonStyles.primary} bg-red-600 hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500`}
          onClick={confirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
