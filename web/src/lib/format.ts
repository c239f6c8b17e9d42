// Dates as the spec shows them (§9): US short form on cards ('Jan 5, 2025'), long form on articles.

/**
 * A formatter built on first use. Building an Intl formatter is slow (~100 ms for three date formats on a
 * phone-speed CPU, G19), and most pages format no date at all.
 */
function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined
  return () => {
    built ??= build()
    return built
  }
}

const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
)
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }))
const shortDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
)
const integer = onFirstUse(() => new Intl.NumberFormat('en-US'))

export const formatShortDate = (iso: string) => shortDate().format(new Date(iso))
export const formatLongDate = (iso: string) => longDate().format(new Date(iso))

/** "1 tool", "3 tools". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${integer().format(count)} ${count === 1 ? one : many}`

/** 'Jan 5, 2025, 3:04 PM': profile dates carry the hour and minute (spec §9). */
export const formatShortDateTime = (iso: string) => shortDateTime().format(new Date(iso))
