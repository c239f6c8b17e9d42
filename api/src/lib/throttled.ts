/**
 * A save that callers may ask for as often as they like (an import asks for one per row) but that runs at most
 * once per `intervalMs`, never two at a time, and always once more after the last ask, so the last state is saved.
 */
export type Throttled = {
  /** Asks for a save; cheap when one is already scheduled. */
  touch(): void
  /** Runs the scheduled save now, if any, and waits for every save to end. */
  flush(): Promise<void>
}

export function throttled(save: () => Promise<void>, intervalMs: number): Throttled {
  let scheduled: NodeJS.Timeout | null = null
  let saving: Promise<void> = Promise.resolve()
  let lastStarted = Number.NEGATIVE_INFINITY
  const start = () => {
    scheduled = null
    lastStarted = Date.now()
    saving = saving.then(save)
  }
  return {
    touch() {
      if (scheduled) return
      scheduled = setTimeout(start, Math.max(0, lastStarted + intervalMs - Date.now()))
    },
    async flush() {
      if (scheduled) {
        clearTimeout(scheduled)
        start()
      }
      await saving
    },
  }
}
