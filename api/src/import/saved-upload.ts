/**
 * An uploaded spreadsheet, written to a temporary file as it arrives (never held whole in memory), so the upload
 * can be answered at once and the import read the file afterwards; and read back with a count of its bytes, for
 * progress by the share of the file read (the admin's import job, the CLI's bar).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { type SheetFormat, sheetFormat } from './sheet.ts'

export type SavedUpload = {
  path: string
  fileName: string
  bytes: number
  format: SheetFormat
  /** Deletes the file; safe to call twice. */
  remove(): Promise<void>
}

/** @throws HttpError 400/415 for a name that is not a spreadsheet's, or the upload's own error (too large). */
export async function saveUpload(file: Readable, fileName: string): Promise<SavedUpload> {
  const format = sheetFormat(fileName)
  const folder = await mkdtemp(path.join(tmpdir(), 'kitly-import-'))
  const remove = () => rm(folder, { recursive: true, force: true })
  const target = path.join(folder, 'upload')
  try {
    await pipeline(file, createWriteStream(target))
    return { path: target, fileName, bytes: (await stat(target)).size, format, remove }
  } catch (error) {
    await remove()
    throw error
  }
}

/** `file` as a stream that tells `onBytes` how many bytes were read so far. */
export function readCounted(file: string, onBytes: (read: number) => void): Readable {
  let read = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read += chunk.length
      onBytes(read)
      callback(null, chunk)
    },
  })
  const source = createReadStream(file)
  source.on('error', (error) => counter.destroy(error))
  return source.pipe(counter)
}
