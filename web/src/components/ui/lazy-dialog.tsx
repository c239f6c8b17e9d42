import { type ReactNode, Suspense, useState } from 'react'

/**
 * Holds a dialog whose code loads lazily: nothing until it first opens, then the dialog, kept mounted from then on so
 * that closing it goes through the dialog's own close (the browser gives focus back to the button that opened it).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** A button's handlers that start downloading its dialog's code as the visitor reaches for it, before the click. */
export const preloadOn = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
})
