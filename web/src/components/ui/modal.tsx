import { X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'

type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** `wide` for forms with many fields (the admin's tool form). */
  size?: 'default' | 'wide'
}

const widths = { default: 'max-w-md', wide: 'max-w-3xl' } as const

/** Focuses the control marked `data-autofocus` inside `container`, where a visitor starts typing. */
export function focusStartingControl(container: ParentNode) {
  container.querySelector<HTMLElement>('[data-autofocus]')?.focus()
}

/**
 * A modal on the native <dialog> (showModal): the browser traps focus, closes on Escape, makes the page
 * behind inert and gives focus back on close. The control marked `data-autofocus` gets the first focus. Unlike dialog libraries it injects no <style> tags, which
 * the site's Content Security Policy (style-src 'self') would refuse.
 */
export function Modal({ open, onClose, title, description, children, size = 'default' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  // The effect below closed it: the close event that follows, a task later, is its own and not told to the parent.
  // By then the parent may have opened it again (a keyboard user pressing Enter on the same button: input comes
  // before that task), and telling it would close the new one.
  const closedByParent = useRef(false)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      // showModal focuses the first control (the close button); start where the visitor types instead.
      focusStartingControl(element)
    }
    if (!open && element.open) {
      closedByParent.current = true
      element.close()
    }
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (the cancel event)
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape, and the close button below, end here; the parent owns the open state. A close the browser did on its
      // own is told to the parent; the one the effect above did is not: by the time its event fires, the parent may
      // have moved on (an admin list's next filter, or the dialog open again), and a second onClose would undo that.
      onClose={() => {
        if (closedByParent.current) closedByParent.current = false
        else onClose()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop lands on the <dialog> itself, outside its padded panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-zinc-950/60 backdrop:backdrop-blur-sm`}
    >
      {open && (
        <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2 id={titleId} className="pr-8 text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1.5 text-sm text-muted">
              {description}
            </p>
          )}
          <div className="mt-6">{children}</div>
        </div>
      )}
    </dialog>
  )
}
