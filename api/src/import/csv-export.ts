/**
 * CSV files for spreadsheet apps: RFC 4180 (quoted where needed, CRLF line ends), UTF-8 with a BOM so Excel
 * reads accents right, and formula injection neutralised: a cell starting with = + - @ (or tab / CR) gets
 * a leading apostrophe, so a spreadsheet shows it as text instead of running it. Rows stream through.
 * https://csv.js.org/stringify/ · https://owasp.org/www-community/attacks/CSV_Injection
 */
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'

export type CsvColumn<R> = { header: string; value: (row: R) => unknown }

/** A CSV document of `rows` under `columns`' headers, as a stream for a reply or a file. */
export function csvStream<R>(columns: readonly CsvColumn<R>[], rows: AsyncIterable<R> | Iterable<R>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => cellText(column.value(row)))
    })(),
  )
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // A lone \n inside a cell must be quoted too, not only the \r\n that ends records.
    quoted_match: /[\r\n]/,
  })
  records.on('error', (error) => csv.destroy(error))
  return records.pipe(csv)
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return neutralise(listText(value))
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'number') return String(value)
  return neutralise(String(value))
}

/**
 * A list as comma-separated text, or as a JSON array when an item holds a comma ("Drafts, rewrites and summarises"),
 * so that the import, which reads both, gets the same items back.
 */
const listText = (items: readonly unknown[]) =>
  items.some((item) => String(item).includes(',')) ? JSON.stringify(items) : items.join(', ')

export const neutralise = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/** `prefix_YYYY-MM-DD.csv`, today's date in UTC. */
export const datedFileName = (prefix: string, now = new Date()) => `${prefix}_${now.toISOString().slice(0, 10)}.csv`
