/**
 * The Discontinued column of the tool import and export: the day (UTC, YYYY-MM-DD) an admin marked the tool
 * discontinued (migration 0065), blank for a live tool. On import a date marks the tool and a blank cell clears
 * the mark; without the column, tools keep theirs. A re-imported export keeps each mark's exact time, as the cell
 * holds only its day.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const NOT_A_DAY = 'Discontinued must be a date (YYYY-MM-DD) or blank'

/** The row's day to stage, null for a blank cell (a live tool), or why it is refused. */
export function rowDiscontinued(cell: unknown, now = new Date()): { discontinued: string | null } | { error: string } {
  const text = typeof cell === 'string' ? cell.trim() : ''
  if (text === '') return { discontinued: null }
  const [, year, month, day] = DAY.exec(text) ?? []
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  // Date.UTC rolls 2026-02-30 over to March: a day that is not in the calendar does not come back the same.
  if (year === undefined || date.toISOString().slice(0, 10) !== text) return { error: `${NOT_A_DAY}, not "${text}"` }
  if (text > now.toISOString().slice(0, 10)) return { error: `Discontinued must not be in the future (${text})` }
  return { discontinued: text }
}

/** The staged day as the mark's time: midnight UTC of that day. */
const stagedTime = `s.discontinued_on::timestamp AT TIME ZONE 'UTC'`

/** A duplicate's update: cleared by a blank cell; a mark on the same day keeps its time, another day replaces it. */
export const DISCONTINUED_UPDATE = `discontinued_at = CASE
    WHEN s.discontinued_on IS NULL THEN NULL
    WHEN (t.discontinued_at AT TIME ZONE 'UTC')::date = s.discontinued_on THEN t.discontinued_at
    ELSE ${stagedTime} END`

/** A new tool's mark, from `tool_import s`. */
export const DISCONTINUED_INSERT = stagedTime
