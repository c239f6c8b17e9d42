import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import { useSyncExternalStore } from 'react'

// Small non-blocking notices ("Link copied"). Written here rather than taken from a toast library: the
// site's Content Security Policy allows no injected <style> tags, which those libraries add at run time.

type Tone = 'success' | 'info' | 'error'
type Notice = { id: number; tone: Tone; message: string }

const visibleMs = 5_000
let notices: readonly Notice[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: readonly Notice[]) {
  notices = next
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  emit(notices.filter((notice) => notice.id !== id))
}

function show(tone: Tone, message: string) {
  const id = nextId++
  // At most three at once: the oldest make way.
  emit([...notices.slice(-2), { id, tone, message }])
  setTimeout(() => dismiss(id), visibleMs)
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const tones = {
  success: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  info: { icon: Info, className: 'text-brand-600 dark:text-brand-400' },
  error: { icon: CircleAlert, className: 'text-red-600 dark:text-red-400' },
} as const

/** Renders the notices in a polite live region, so screen readers announce them without moving focus. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => notices)
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4"
    >
      {current.map((notice) => {
        const { icon: Icon, className } = tones[notice.tone]
        return (
          <div
            key={notice.id}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-line bg-surface p-3.5 text-sm text-fg shadow-lg"
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} />
            <p className="flex-1">{notice.message}</p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => dismiss(notice.id)}
              className="-m-1 flex size-6 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-fg"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        )
      })}
    </div>
  )
}
