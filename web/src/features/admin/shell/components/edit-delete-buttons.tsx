import { Pencil, Trash2 } from 'lucide-react'
import { buttonStyles } from '@/components/ui/styles'

/** Edit and Delete of an admin card, named after the item for screen readers; Delete alone without `onEdit`. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit?: () => void
  onDelete: () => void
}) {
  return (
    <>
      {onEdit && (
        <button type="button" className={buttonStyles.small} aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </button>
      )}
      <button
        type="button"
        className={`${buttonStyles.small} hover:text-red-600`}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </button>
    </>
  )
}
