// 'just now', '5 minutes ago', '3 days ago': how long something has waited, for queues sorted by age.
// Written by hand for the reason format.ts gives (no Intl on the first render); past times only.

const units = [
  { name: 'year', seconds: 365 * 24 * 3600 },
  { name: 'month', seconds: 30 * 24 * 3600 },
  { name: 'week', seconds: 7 * 24 * 3600 },
  { name: 'day', seconds: 24 * 3600 },
  { name: 'hour', seconds: 3600 },
  { name: 'minute', seconds: 60 },
] as const

/** How long before `now` the time `iso` was, in its largest whole unit; a time in the future reads 'just now'. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000)
  for (const { name, seconds: size } of units) {
    const count = Math.floor(seconds / size)
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`
  }
  return 'just now'
}
