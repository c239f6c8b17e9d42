/**
 * The entries of a zip archive (an .xlsx is one) with their sizes, as its central directory declares them: what
 * the archive unpacks to, known before anything is unpacked. Read by hand, since the two zip readers installed
 * (ExcelJS's unzipper and jszip) either stream from the start or unpack as they read.
 * https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.12 central directory, 4.3.16 its end record)
 */

export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number }

const END_RECORD = 0x06054b50
const END_RECORD_BYTES = 22
const DIRECTORY_ENTRY = 0x02014b50
const DIRECTORY_ENTRY_BYTES = 46
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
