/**
 * An image's width and height as its header declares them, read without decoding a pixel. The header is
 * what a decoder (a browser showing the avatar, an admin's screen) allocates memory by, so a tiny file
 * that claims 60,000 × 60,000 pixels is a decompression bomb however few bytes it has.
 * Formats: https://www.w3.org/TR/png/#11IHDR · https://www.w3.org/Graphics/GIF/spec-gif89a.txt ·
 * ITU T.81 (JPEG) B.2.2 · https://developers.google.com/speed/webp/docs/riff_container · ISO 23008-12 (ispe)
 */
import type { ImageType } from './image-type.ts'

export type Dimensions = { width: number; height: number }

const text = (bytes: Uint8Array, start: number, length: number) =>
  Buffer.from(bytes.subarray(start, start + length)).toString('latin1')

/** The declared size of an image of `type`; null when the header is cut short or malformed. */
export function imageDimensions(bytes: Uint8Array, type: ImageType): Dimensions | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  switch (type.mime) {
    case 'image/png':
      return view.length >= 24 && text(view, 12, 4) === 'IHDR'
        ? { width: view.readUInt32BE(16), height: view.readUInt32BE(20) }
        : null
    case 'image/gif':
      return view.length >= 10 ? { width: view.readUInt16LE(6), height: view.readUInt16LE(8) } : null
    case 'image/jpeg':
      return jpegDimensions(view)
    case 'image/webp':
      return webpDimensions(view)
    case 'image/avif':
      return avifDimensions(view)
    default:
      return null
  }
}

/** Start-of-frame markers (SOF0–SOF15, less DHT, JPG and DAC, which share the range). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
/** Markers that stand alone, without a length: TEM, RST0–7, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)

/** Walks the segments up to the first frame header; the scan data (SOS) must not come first. */
function jpegDimensions(view: Buffer): Dimensions | null {
  let offset = 2
  while (offset + 4 <= view.length) {
    if (view[offset] !== 0xff) return null
    const marker = view[offset + 1] as number
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (standsAlone(marker)) {
      offset += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    if (isStartOfFrame(marker)) {
      return offset + 9 <= view.length
        ? { height: view.readUInt16BE(offset + 5), width: view.readUInt16BE(offset + 7) }
        : null
    }
    offset += 2 + view.readUInt16BE(offset + 2)
  }
  return null
}

function webpDimensions(view: Buffer): Dimensions | null {
  switch (view.length >= 16 ? text(view, 12, 4) : null) {
    case 'VP8 ': // lossy: a key frame's start code, then 14-bit sizes
      return view.length >= 30 && view[23] === 0x9d && view[24] === 0x01 && view[25] === 0x2a
        ? { width: view.readUInt16LE(26) & 0x3fff, height: view.readUInt16LE(28) & 0x3fff }
        : null
    case 'VP8L': {
      // lossless: a signature byte, then width-1 and height-1 in 14 bits each
      if (view.length < 25 || view[20] !== 0x2f) return null
      const bits = view.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    case 'VP8X': // extended: canvas width-1 and height-1 in 24 bits each
      return view.length >= 30 ? { width: view.readUIntLE(24, 3) + 1, height: view.readUIntLE(27, 3) + 1 } : null
    default:
      return null
  }
}

/**
 * Every `ispe` (image spatial extents) property in the metadata: the largest one counts, since a grid
 * image or a thumbnail may declare several.
 */
function avifDimensions(view: Buffer): Dimensions | null {
  let largest: Dimensions | null = null
  for (let at = view.indexOf('ispe'); at !== -1 && at + 16 <= view.length; at = view.indexOf('ispe', at + 4)) {
    const found = { width: view.readUInt32BE(at + 8), height: view.readUInt32BE(at + 12) }
    if (!largest || found.width * found.height > largest.width * largest.height) largest = found
  }
  return largest
}
