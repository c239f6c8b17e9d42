// Dates as the spec shows them (§9): US short form on cards ('Jan 5, 2025'), long form on articles.

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

export const formatShortDate = (iso: string) => shortDate.format(new Date(iso))
export const formatLongDate = (iso: string) => longDate.format(new Date(iso))

/** "1 tool", "3 tools". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

const shortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** 'Jan 5, 2025, 3:04 PM': profile dates carry the hour and minute (spec §9). */
export const formatShortDateTime = (iso: string) => shortDateTime.format(new Date(iso))
