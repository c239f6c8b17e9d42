/** Zip archives made by hand for tests of what reads .xlsx files: any parts, any declared sizes. */
import { deflateRawSync } from 'node:zlib'

/**
 * A zip archive of deflated parts, each declaring the unpacked `size` given (true or not), with its central
 * directory: what a zip bomb looks like to a reader of the directory. CRCs are left at 0: nothing checks them.
 */
export function zipArchive(parts: { name: string; packed: Buffer; size: number }[]): Buffer {
  // A local header and a directory entry share these fields, the entry's 2 bytes further on.
  const header = (signature: number, bytes: number, from: number, part: (typeof parts)[number]) => {
    const written = Buffer.alloc(bytes)
    written.writeUInt32LE(signature, 0)
    written.writeUInt16LE(20, from) // version needed
    written.writeUInt16LE(8, from + 4) // deflated
    written.writeUInt32LE(part.packed.length, from + 14)
    written.writeUInt32LE(part.size, from + 18)
    written.writeUInt16LE(Buffer.byteLength(part.name), from + 22)
    return written
  }
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const local = Buffer.concat([header(0x04034b50, 30, 4, part), Buffer.from(part.name), part.packed])
    const entry = header(0x02014b50, 46, 6, part)
    entry.writeUInt32LE(offset, 42)
    locals.push(local)
    directory.push(entry, Buffer.from(part.name))
    offset += local.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directoryBytes, end])
}

/** A zip archive of these files, deflated, each declaring its true size. */
export function zipFiles(files: Record<string, string | Buffer>): Buffer {
  return zipArchive(
    Object.entries(files).map(([name, content]) => ({
      name,
      packed: deflateRawSync(content),
      size: Buffer.byteLength(content),
    })),
  )
}
