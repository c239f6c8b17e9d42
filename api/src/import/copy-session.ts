/**
 * One transaction on a plain `pg` client, for the one thing Slonik cannot do: COPY ... FROM STDIN, the
 * fastest way to load rows (pg-copy-streams). Rows are sent in ~64 KB writes: many tiny writes are slow.
 * Results are still checked by a zod schema, as Slonik's would be.
 * https://github.com/brianc/node-pg-copy-streams
 */
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { z } from 'zod'

export type CopyValue = string | number | boolean | null | undefined | readonly string[]

export type CopyWriter = {
  /** Queues one row; resolves when the connection can take more. */
  write(values: readonly CopyValue[]): Promise<void>
  end(): Promise<void>
}

export type CopySession = {
  rows<T extends z.ZodType>(schema: T, text: string, values?: unknown[]): Promise<z.output<T>[]>
  /** Runs a statement; answers its row count. */
  run(text: string, values?: unknown[]): Promise<number>
  copyIn(statement: string): CopyWriter
  commit(): Promise<void>
  /** Rolls back what is still open and closes the connection; safe to call twice. */
  close(): Promise<void>
}

const WRITE_BYTES = 64 * 1024
/** Imports of tens of thousands of rows run longer than the API's 15 s statement timeout. */
const STATEMENT_TIMEOUT_MS = 10 * 60 * 1000

export async function openCopySession(connectionUri: string): Promise<CopySession> {
  const client = new pg.Client({ connectionString: connectionUri, statement_timeout: STATEMENT_TIMEOUT_MS })
  // A dropped connection also fails the query in flight; without a listener it would crash the process.
  client.on('error', () => {})
  await client.connect()
  let open = true
  try {
    await client.query('BEGIN')
  } catch (error) {
    await client.end()
    throw error
  }
  return {
    async rows(schema, text, values) {
      const result = await client.query(text, values)
      return result.rows.map((row) => schema.parse(row))
    },
    async run(text, values) {
      return (await client.query(text, values)).rowCount ?? 0
    },
    copyIn: (statement) => copyWriter(client.query(copyFrom(statement))),
    async commit() {
      await client.query('COMMIT')
      open = false
    },
    async close() {
      if (open) {
        open = false
        await client.query('ROLLBACK').catch(() => {})
      }
      await client.end().catch(() => {})
    },
  }
}

function copyWriter(stream: NodeJS.WritableStream & { end(): void }): CopyWriter {
  let buffer = ''
  const done = finished(stream)
  // Seen by write() and end(); a failed COPY must not be an unhandled rejection in between.
  done.catch(() => {})
  const flush = async () => {
    const chunk = buffer
    buffer = ''
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done])
  }
  return {
    async write(values) {
      buffer += copyLine(values)
      if (buffer.length >= WRITE_BYTES) await flush()
    },
    async end() {
      if (buffer !== '') await flush()
      stream.end()
      await done
    },
  }
}

/** One row in COPY's text format: tab-separated, `\N` for null, backslash escapes, arrays as literals. */
export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(copyField).join('\t')}\n`
}

function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N'
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (typeof value === 'number') return String(value)
  return escapeText(typeof value === 'string' ? value : arrayLiteral(value))
}

const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\0': '' }
// Postgres text cannot hold NUL, so it is dropped rather than failing the whole COPY.
const escapeText = (text: string) => text.replace(/[\\\n\r\t\0]/g, (char) => ESCAPES[char] ?? '')
