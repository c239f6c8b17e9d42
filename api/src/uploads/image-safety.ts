/**
 * What an uploaded image must be besides its format (image-type.ts): small enough to decode (its declared
 * pixels, not its bytes, decide: a decompression bomb is a tiny file with an enormous canvas) and nothing
 * but an image. A polyglot (an image that is also a web page, a script, a PDF or a ZIP archive) is
 * refused: served from our origin, another program could be made to read it as that other thing.
 */
import { HttpError } from '../lib/http-errors.ts'
import { imageDimensions } from './image-dimensions.ts'
import type { ImageType } from './image-type.ts'

/** Browsers' own canvas limit per side, and a total that a phone decodes without trouble (~200 MB RGBA). */
export const MAX_IMAGE_SIDE = 16_384
export const MAX_IMAGE_PIXELS = 50_000_000

export const UNREADABLE_IMAGE = 'This image is damaged or incomplete: its size cannot be read'
export const IMAGE_TOO_BIG = 'This image is too large: at most 16,384 pixels a side and 50 megapixels in all'
export const NOT_ONLY_AN_IMAGE =
  'This file is an image and also another kind of file (a web page, script, PDF or archive), so it cannot be used'

/** Markup and documents that have no business inside an image's bytes. */
const EMBEDDED_DOCUMENT = /<(?:script|html|head|body|iframe|object|embed|svg|\?php|!doctype)[\s>/]|javascript:|%PDF-/i
/** A ZIP archive is read from its end: its end-of-central-directory record sits in the last 64 KB. */
const ZIP_END_RECORD = 'PK\u0005\u0006'
const ZIP_TAIL_BYTES = 65_535 + 22

/** @throws HttpError 400 when `bytes` (an image of `type`) is damaged, too large to decode, or a polyglot */
export function assertSafeImage(bytes: Uint8Array, type: ImageType): void {
  const size = imageDimensions(bytes, type)
  if (!size || size.width === 0 || size.height === 0) throw new HttpError(400, UNREADABLE_IMAGE)
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(400, IMAGE_TOO_BIG)
  }
  const asText = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (EMBEDDED_DOCUMENT.test(asText) || asText.slice(-ZIP_TAIL_BYTES).includes(ZIP_END_RECORD)) {
    throw new HttpError(400, NOT_ONLY_AN_IMAGE)
  }
}
