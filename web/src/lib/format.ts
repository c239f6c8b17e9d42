import { formatCount } from '@kitly/api/count-text'

// Dates and counts as the site shows them: US short form on cards ('Jan 5, 2025'), long form on articles.
//
// Written out by hand rather than with Intl: a page's first Intl call loads the browser's locale data, a few
// hundred milliseconds of main thread on a phone-speed CPU (the mobile Lighthouse goal, bench/src/goals.ts), for what
// is a lookup table here. The output is Intl's en-US output exactly (format.test.ts compares them).

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** 'Jan 5, 2025' or 'January 5, 2025', in the visitor's time zone as Intl would. */
function formatDate(iso: string, month: 'short' | 'long'): string {
  const date = new Date(iso)
  const name = monthNames[date.getMonth()] ?? ''
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`
}

export const formatShortDate = (iso: string) => formatDate(iso, 'short')
export const formatLongDate = (iso: string) => formatDate(iso, 'long')

/**
 * 'Apr 2, 1990' for a calendar date ('1990-04-02', e.g. a date of birth): the day as entered, in every
 * time zone. (`new Date('1990-04-02')` is midnight UTC, which is still April 1 west of Greenwich.)
 */
export function formatCalendarDate(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number)
  const name = monthNames[(month ?? 1) - 1] ?? ''
  return `${name.slice(0, 3)} ${day}, ${year}`
}

/** 'Jan 5, 2025, 3:04 PM': profile dates carry the hour and minute. */
export function formatShortDateTime(iso: string): string {
  const date = new Date(iso)
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${formatShortDate(iso)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

// '12,345': a count with US thousands separators, as the API's messages write theirs.
export { formatCount }

/** "1 tool", "3 tools". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** A list's size as the API counted it: "230 tools", or "10,000+ tools" when it stopped counting there. */
export const pluralAtLeast = (count: number, capped: boolean | undefined, one: string, many = `${one}s`) =>
  capped ? `${formatCount(count)}+ ${many}` : plural(count, one, many)

/**
 * '820+', '1,200+', '13+': a count rounded down to two significant digits, for claims that must stay true as the
 * catalog grows between visits; below 10 the count itself.
 */
export function formatAtLeast(count: number): string {
  if (count < 10) return formatCount(count)
  const step = 10 ** (Math.floor(Math.log10(count)) - 1)
  return `${formatCount(Math.floor(count / step) * step)}+`
}
