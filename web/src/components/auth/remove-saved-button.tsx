import { X } from 'lucide-react'
import { buttonStyles } from '@/components/ui/styles'

type RemoveSavedButtonProps = {
  /** What is removed, for screen readers ("Remove Startup Launch Kit"). */
  name: string
  /** A saved toggle (useSavedToggle) of an item that is saved. */
  save: { busy: boolean; toggle: () => void }
}

/** Removes an item from one of Saved's lists; the list drops it once the server agrees. */
export function RemoveSavedButton({ name, save }: RemoveSavedButtonProps) {
  return (
    <button type="button" className={buttonStyles.secondary} disabled={save.busy} onClick={save.toggle}>
      <X aria-hidden="true" />
      Remove<span className="sr-only"> {name}</span>
    </button>
  )
}
