/**
 * What an uploaded tutorial PDF must be: a PDF by its content (it starts with the `%PDF-` header and ends with
 * an `%%EOF` marker, never judged by its name or the type the browser claims) and a document only. A PDF may
 * carry scripts, launch programs, embed other files or submit forms; a reader that opens ours must do none of
 * that, so any such name in the file, in its raw bytes or inside a compressed stream, refuses it.
 */
import { inflateSync } from 'node:zlib'
import { HttpError } from '../lib/http-errors.ts'

export const NOT_A_PDF = 'Please upload a PDF file'
export const DAMAGED_PDF = 'This PDF is damaged or incomplete'
export const PDF_TOO_LARGE_INSIDE = 'This PDF unpacks to more than 50 MB and cannot be checked'
export const ACTIVE_PDF =
  'This PDF contains scripts, attached files, form actions or launch commands and cannot be used'

const HEADER = /^%PDF-[12]\.\d/
/** Readers look for the end marker near the end of the file; trailing junk past 1 KB is refused. */
const TAIL_BYTES = 1024
/**
 * Names of the PDF features that act rather than show: JavaScript (/JS, /JavaScript), running a program
 * (/Launch), attached files (/EmbeddedFile(s)), Flash and forms that fetch or send (/RichMedia, /XFA,
 * /SubmitForm, /ImportData), and jumps into an attached document (/GoToE).
 */
const ACTIVE_NAME = /\/(?:JS|JavaScript|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/
/** Compressed streams (object streams hide dictionaries in them) are read up to this much in all. */
const MAX_INFLATED_BYTES = 50 * 1024 * 1024
const STREAM = /(?<!end)stream\r?\n/g

/** A name may spell letters as #xx hex escapes (/J#61vaScript is /JavaScript). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

const hasActiveName = (bytes: Uint8Array) => ACTIVE_NAME.test(unescapeNames(Buffer.from(bytes).toString('latin1')))

/**
 * The inflated contents of the file's Flate streams; others (images in other codecs) are skipped.
 * @throws HttpError 400 when they unpack to more than MAX_INFLATED_BYTES (a decompression bomb)
 */
function* inflatedStreams(pdf: Buffer): Generator<Buffer> {
  const text = pdf.toString('latin1')
  let budget = MAX_INFLATED_BYTES
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) return
    let inflated: Buffer
    try {
      inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: Math.max(budget, 1) })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new HttpError(400, PDF_TOO_LARGE_INSIDE)
      continue // Not Flate: nothing to read inside.
    }
    budget -= inflated.length
    yield inflated
  }
}

/** @throws HttpError 400 when `bytes` is not a complete PDF, or one with active content */
export function assertSafePdf(bytes: Uint8Array): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!HEADER.test(pdf.subarray(0, 16).toString('latin1'))) throw new HttpError(400, NOT_A_PDF)
  if (!pdf.subarray(-TAIL_BYTES).toString('latin1').includes('%%EOF')) throw new HttpError(400, DAMAGED_PDF)
  if (hasActiveName(pdf)) throw new HttpError(400, ACTIVE_PDF)
  for (const stream of inflatedStreams(pdf)) {
    if (hasActiveName(stream)) throw new HttpError(400, ACTIVE_PDF)
  }
}
