/**
 * Reads an uploaded spreadsheet row by row without holding its rows in memory: CSV through csv-parse's stream
 * parser, .xlsx through our own reader of the first worksheet (xlsx-reader.ts). Files are checked by content as well
 * as by name, so a renamed PDF or a binary blob gets a clear 400, not a parse of junk; an .xlsx is also checked for
 * what it unpacks to before anything is unpacked, so a zip bomb gets one too.
 * https://csv.js.org/parse/
 */
import { PassThrough, type Readable } from 'node:stream'
import { CsvError, parse } from 'csv-parse'
import { HttpError } from '../lib/http-errors.ts'
import { xlsxRows } from './xlsx-reader.ts'
import { zipEntries } from './zip-directory.ts'

export type SheetFormat = 'csv' | 'xlsx'

export type SheetRow = {
  /** The row's number as a spreadsheet app shows it (the header row is 1). */
  number: number
  cells: string[]
}

export const ACCEPTED_FILES = 'a .csv or .xlsx file'

const MB = 1024 * 1024
/** What an .xlsx may unpack to: a 50,000-tool sheet is a few tens of MB of XML. */
export const MAX_XLSX_UNPACKED_BYTES = 200 * MB
/**
 * The most any part of an .xlsx may be compressed (unpacked size to packed size). Even repetitive sheet XML packs
 * far less tightly; a bomb packs a thousandfold and more. Parts under 1 MB cannot do harm, whatever their ratio.
 */
export const MAX_XLSX_RATIO = 100
const RATIO_CHECKED_FROM_BYTES = MB

/**
 * The format a file name announces.
 * @throws HttpError 415 for legacy .xls (no maintained parser on npm: SheetJS left the registry), 400 for any other extension.
 */
export function sheetFormat(filename: string): SheetFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase()
  if (extension === 'csv' || extension === 'xlsx') return extension
  if (extension === 'xls') {
    throw new HttpError(415, 'Legacy .xls files are not supported: save the sheet as .xlsx or .csv and upload that.')
  }
  throw new HttpError(400, `Unsupported file type "${filename}": upload ${ACCEPTED_FILES}.`)
}

/** The header row and then every data row; blank rows are skipped. */
export async function* readSheet(source: Readable, format: SheetFormat): AsyncGenerator<SheetRow> {
  let sawRow = false
  for await (const row of format === 'csv' ? csvRows(source) : workbookRows(source)) {
    if (row.cells.every((cell) => cell.trim() === '')) continue
    sawRow = true
    yield row
  }
  if (!sawRow) throw new HttpError(400, 'The file is empty: it has no header row and no data rows.')
}

async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  const input = new PassThrough()
  // The parser sees a stream that always ends cleanly; what went wrong upstream (bad content, a file over the size
  // limit) is thrown once it stops.
  const pumped = pump(source, input)
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true })
  let number = 0
  try {
    for await (const record of input.pipe(parser) as AsyncIterable<string[]>) {
      number += 1
      yield { number, cells: record }
    }
  } catch (error) {
    input.destroy()
    throw (await pumped) ?? asFileError(error, 'csv')
  } finally {
    input.destroy()
  }
  const failure = await pumped
  if (failure) throw failure
}

/** Copies `source` into `input` once checked; answers the error that stopped it, if any. */
async function pump(source: Readable, input: PassThrough): Promise<unknown> {
  let failure: unknown = null
  try {
    await copyCsv(source, input)
  } catch (error) {
    failure = error
  }
  input.end()
  return failure
}

/** A CSV streams through as it arrives, its first bytes checked. */
async function copyCsv(source: Readable, input: PassThrough): Promise<void> {
  let first = true
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (first) {
      first = false
      const problem = csvProblem(chunk)
      if (problem) throw new HttpError(400, problem)
    }
    // Once the parser has stopped, the rest is read and dropped, so the rest of the request can be read.
    if (input.destroyed) continue
    if (!input.write(chunk)) await drainOrClose(input)
  }
}

/** An .xlsx is read whole first (its zip directory is at its end), then its first worksheet row by row. */
async function* workbookRows(source: Readable): AsyncGenerator<SheetRow> {
  const workbook = await checkedWorkbook(source)
  try {
    yield* xlsxRows(workbook)
  } catch (error) {
    throw asFileError(error, 'xlsx')
  }
}

/**
 * An .xlsx, whole, checked for what its directory declares before anything is unpacked. Held in memory, at most
 * the upload's size limit (the form's limit stops the read).
 */
async function checkedWorkbook(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk)
  const workbook = Buffer.concat(chunks)
  const problem = xlsxProblem(workbook) ?? unpackingProblem(workbook)
  if (problem) throw new HttpError(400, problem)
  return workbook
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0])

function drainOrClose(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

/** A CSV is text (no NUL bytes); an .xlsx is a zip archive. */
function csvProblem(head: Buffer): string | null {
  if (head.subarray(0, 4).equals(ZIP) || head.subarray(0, 4).equals(OLE)) {
    return 'This file is an Excel workbook, not a CSV: name it .xlsx (or save it as CSV) and upload it again.'
  }
  if (head.includes(0)) return `The file is not a text CSV file: upload ${ACCEPTED_FILES}.`
  return null
}

function xlsxProblem(head: Buffer): string | null {
  if (head.subarray(0, 4).equals(ZIP)) return null
  if (head.subarray(0, 4).equals(OLE)) return xlsMessage
  return `The file is not a valid .xlsx workbook: upload ${ACCEPTED_FILES}.`
}

const xlsMessage = 'This is a legacy .xls workbook: save the sheet as .xlsx or .csv and upload that.'
const damagedXlsx = 'The .xlsx file could not be read: it is damaged or not a workbook.'

/** A zip bomb, or a workbook too large to import, told from the sizes its directory declares. */
function unpackingProblem(workbook: Buffer): string | null {
  const entries = zipEntries(workbook)
  if (entries === null) return damagedXlsx
  const unpacked = entries.reduce((total, entry) => total + entry.uncompressedSize, 0)
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
    return `The .xlsx file unpacks to ${Math.ceil(unpacked / MB)} MB, more than the ${MAX_XLSX_UNPACKED_BYTES / MB} MB an import may hold: split it into smaller files.`
  }
  const bomb = entries.find(
    (entry) =>
      entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES &&
      entry.uncompressedSize > MAX_XLSX_RATIO * entry.compressedSize,
  )
  if (bomb) {
    return `The .xlsx file is refused: its part ${bomb.name} unpacks to more than ${MAX_XLSX_RATIO} times its packed size, which no real workbook does.`
  }
  return null
}

function asFileError(error: unknown, format: SheetFormat): unknown {
  if (error instanceof HttpError || (error as { statusCode?: number }).statusCode === 413) return error
  if (error instanceof CsvError) return new HttpError(400, `The CSV file could not be read: ${error.message}`)
  if (format === 'xlsx') return new HttpError(400, damagedXlsx)
  return error
}
