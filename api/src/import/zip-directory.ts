/**
 * The entries of a zip archive (an .xlsx is one) with their sizes, as its central directory declares them: what
 * the archive unpacks to, known before anything is unpacked; and any one entry unpacked as a stream, in any order.
 * Read by hand, since the two zip readers installed (ExcelJS's unzipper and jszip) either stream from the start or
 * unpack as they read.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7 local header, 4.3.12 central directory, 4.3.16 its end record)
 */
import { createInflateRaw } from 'node:zlib'

export type ZipEntry = {
  name: string
  compressedSize: number
  uncompressedSize: number
  /** 0 stored, 8 deflated: the only two an .xlsx uses. */
  method: number
  /** Bit 0 says the entry is encrypted. */
  flags: number
  localHeaderOffset: number
}

const END_RECORD = 0x06054b50
const END_RECORD_BYTES = 22
const DIRECTORY_ENTRY = 0x02014b50
const DIRECTORY_ENTRY_BYTES = 46
const LOCAL_HEADER = 0x04034b50
const LOCAL_HEADER_BYTES = 30
const STORED = 0
const DEFLATED = 8
/** The end record closes the archive, followed only by a comment of at most 64 KB. */
const MAX_COMMENT_BYTES = 0xffff

/**
 * Every entry the central directory lists, or null when there is none to read (a damaged or truncated archive).
 * A size too large for the classic fields (zip64) reads as 4 GB, which is more than anything we accept.
 */
export function zipEntries(archive: Buffer): ZipEntry[] | null {
  const end = findEndRecord(archive)
  if (end === null) return null
  const count = archive.readUInt16LE(end + 10)
  const directoryEnd = archive.readUInt32LE(end + 16) + archive.readUInt32LE(end + 12)
  if (directoryEnd > end) return null
  const entries: ZipEntry[] = []
  let at = archive.readUInt32LE(end + 16)
  for (let index = 0; index < count; index++) {
    if (at + DIRECTORY_ENTRY_BYTES > directoryEnd || archive.readUInt32LE(at) !== DIRECTORY_ENTRY) return null
    const nameLength = archive.readUInt16LE(at + 28)
    entries.push({
      name: archive.toString('utf8', at + DIRECTORY_ENTRY_BYTES, at + DIRECTORY_ENTRY_BYTES + nameLength),
      compressedSize: archive.readUInt32LE(at + 20),
      uncompressedSize: archive.readUInt32LE(at + 24),
      method: archive.readUInt16LE(at + 10),
      flags: archive.readUInt16LE(at + 8),
      localHeaderOffset: archive.readUInt32LE(at + 42),
    })
    at += DIRECTORY_ENTRY_BYTES + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32)
  }
  return entries
}

/** Where the end-of-central-directory record starts, searched from the end past a possible comment. */
function findEndRecord(archive: Buffer): number | null {
  const last = archive.length - END_RECORD_BYTES
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (archive.readUInt32LE(at) === END_RECORD) return at
  }
  return null
}

/** The piece of a stored entry handed on at a time, as an inflater hands on what it unpacks. */
const STORED_CHUNK_BYTES = 64 * 1024

/**
 * The entry's unpacked bytes, chunk by chunk.
 * @throws Error when the archive cannot give them (no local header where the directory says, packed data past the
 * end, encryption, a method other than stored or deflated, bad deflate data), or once they come to more than the
 * directory declared: the sizes checked before unpacking are the most an entry will ever give.
 */
export async function* zipEntryChunks(archive: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const at = entry.localHeaderOffset
  if (at + LOCAL_HEADER_BYTES > archive.length || archive.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new Error(`The zip entry ${entry.name} has no local header`)
  }
  const start = at + LOCAL_HEADER_BYTES + archive.readUInt16LE(at + 26) + archive.readUInt16LE(at + 28)
  const packed = archive.subarray(start, start + entry.compressedSize)
  if (packed.length < entry.compressedSize) throw new Error(`The zip entry ${entry.name} is truncated`)
  if (entry.flags & 1) throw new Error(`The zip entry ${entry.name} is encrypted`)
  if (entry.method === STORED) {
    if (packed.length !== entry.uncompressedSize) throw new Error(`The zip entry ${entry.name} has the wrong size`)
    for (let from = 0; from < packed.length; from += STORED_CHUNK_BYTES) {
      yield packed.subarray(from, from + STORED_CHUNK_BYTES)
    }
    return
  }
  if (entry.method !== DEFLATED) throw new Error(`The zip entry ${entry.name} is packed by method ${entry.method}`)
  const inflater = createInflateRaw()
  inflater.end(packed)
  let unpacked = 0
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      unpacked += chunk.length
      if (unpacked > entry.uncompressedSize) {
        throw new Error(`The zip entry ${entry.name} unpacks to more than its declared ${entry.uncompressedSize} bytes`)
      }
      yield chunk
    }
  } finally {
    inflater.destroy()
  }
}
