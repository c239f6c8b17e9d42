/**
 * An uploaded spreadsheet, written to a temporary file as it arrives (never held whole in memory), so the upload
 * can be answered at once and the import read the file afterwards; and read back with a count of its bytes, for
 * progress by the share of the file read (the admin's import job, the CLI's bar).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
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

const UPLOAD_FOLDER_PREFIX = 'kitly-import-'

/** @throws HttpError 400/415 for a name that is not a spreadsheet's, or the upload's own error (too large). */
export async function saveUpload(file: Readable, fileName: string): Promise<SavedUpload> {
  const format = sheetFormat(fileName)
  const folder = await mkdtemp(path.join(tmpdir(), UPLOAD_FOLDER_PREFIX))
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

/**
 * Removes the upload folders in `parent` last changed more than `maxAgeMs` ago: a server that stopped mid-import left
 * them. Only old ones, since another server on this machine may be receiving or importing an upload right now.
 * Answers how many were removed.
 */
export async function removeStaleUploads(maxAgeMs: number, parent = tmpdir()): Promise<number> {
  const oldest = Date.now() - maxAgeMs
  const names = (await readdir(parent)).filter((name) => name.startsWith(UPLOAD_FOLDER_PREFIX))
  let removed = 0
  for (const name of names) {
    const folder = path.join(parent, name)
    // Gone meanwhile (its import ended): nothing to remove.
    const changed = await stat(folder).then(
      (info) => info.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    )
    if (changed < oldest) {
      await rm(folder, { recursive: true, force: true })
      removed++
    }
  }
  return removed
}
