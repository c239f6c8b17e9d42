/**
 * The smallest files that each image format's header checks accept (content sniffing, uploads/image-type.ts;
 * declared size, uploads/image-dimensions.ts), at any declared width and height: a few bytes can claim an
 * enormous canvas, which is what a decompression bomb does.
 */
const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex')
const ascii = (text: string) => Buffer.from(text, 'latin1')
const number = (write: (buffer: Buffer) => void, size: number) => {
  const buffer = Buffer.alloc(size)
  write(buffer)
  return buffer
}
const u16be = (value: number) => number((buffer) => buffer.writeUInt16BE(value), 2)
const u16le = (value: number) => number((buffer) => buffer.writeUInt16LE(value), 2)
const u24le = (value: number) => number((buffer) => buffer.writeUIntLE(value, 0, 3), 3)
export const u32be = (value: number) => number((buffer) => buffer.writeUInt32BE(value), 4)

export const imageHeader = {
  /** Signature, then the IHDR chunk (8-bit RGBA) with its CRC left at zero. */
  png: (width: number, height: number) =>
    Buffer.concat([
      hex('89504e47 0d0a1a0a 0000000d'),
      ascii('IHDR'),
      u32be(width),
      u32be(height),
      hex('0806000000 00000000'),
    ]),
  gif: (width: number, height: number) => Buffer.concat([ascii('GIF89a'), u16le(width), u16le(height), hex('000000')]),
  /** SOI, a JFIF APP0 segment, then a baseline frame header (SOF0) for three components. */
  jpeg: (width: number, height: number) =>
    Buffer.concat([
      hex('ffd8 ffe0 0010'),
      ascii('JFIF\0'),
      hex('0101 00 0001 0001 0000'),
      hex('ffc0 0011 08'),
      u16be(height),
      u16be(width),
      hex('03 012200 021101 031101'),
    ]),
  /** RIFF container with an extended (VP8X) header: canvas width and height less one. */
  webp: (width: number, height: number) =>
    Buffer.concat([
      ascii('RIFF'),
      hex('00000000'),
      ascii('WEBPVP8X'),
      hex('0a000000 00000000'),
      u24le(width - 1),
      u24le(height - 1),
    ]),
}

/** An icon (.ico) file holding `images`, each with the width its directory entry gives (0 means 256). */
export function icoFile(...images: { width: number; data: Buffer }[]): Buffer {
  const header = Buffer.concat([u16le(0), u16le(1), u16le(images.length)])
  let offset = header.length + 16 * images.length
  const directory = images.map(({ width, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(width, 0)
    entry.writeUInt8(width, 1)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...directory, ...images.map((image) => image.data)])
}
