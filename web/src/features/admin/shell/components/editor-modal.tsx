import type { ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'
import { buttonStyles } from '@/components/ui/styles'

type EditorModalProps<T extends { id: number }> = {
  /** The item being edited, `'new'` to add one, null when closed. */
  item: T | 'new' | null
  titles: { add: string; edit: string }
  description?: (item: T) => string
  size?: 'default' | 'wide'
  onClose: () => void
  /** The form, given the item (null to add); it starts afresh for each item. */
  children: (item: T | null) => ReactNode
}

/** One modal for add and edit, as every admin screen has. */
export function EditorModal<T extends { id: number }>({
  item,
  titles,
  description,
  size,
  onClose,
  children,
}: EditorModalProps<T>) {
  const editing = item !== null && item !== 'new' ? item : null
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      size={size}
      title={editing ? titles.edit : titles.add}
      description={editing && description ? description(editing) : undefined}
    >
      {item !== null && <div key={editing ? editing.id : 'new'}>{children(editing)}</div>}
    </Modal>
  )
}

/** Cancel and the submit button at the foot of an editor form. */
export function EditorActions({ saving, label, onCancel }: { saving: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3 border-t border-line pt-5">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={buttonStyles.primary} disabled={saving}>
        {saving ? 'Saving...' : label}
      </button>
    </div>
  )
}
