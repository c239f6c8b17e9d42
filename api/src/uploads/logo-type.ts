/**
 * What makes a file a logo, for an admin's upload and for a logo the link checker collects from a tool's site alike:
 * JPG, PNG or WebP recognised by its content (and safe: image-safety.ts), or an SVG that is nothing but drawing.
 */
import { HttpError } from '../lib/http-errors.ts'
import { assertSafeImage } from './image-safety.ts'
import { detectImageType, type ImageType } from './image-type.ts'
import { isInertSvg, looksLikeSvg } from './svg.ts'

export const NOT_A_LOGO = 'Please upload a JPG, PNG, SVG or WebP image'
export const UNSAFE_SVG = 'This SVG contains scripts or links to other files and cannot be used as a logo'

const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const SVG: ImageType = { mime: 'image/svg+xml', extension: 'svg' }

/**
 * The logo's type from its bytes.
 * @throws HttpError 400 for anything but the four logo formats, an unsafe SVG, or an unsafe raster image
 */
export function logoType(bytes: Uint8Array): ImageType {
  const raster = detectImageType(bytes)
  if (raster && LOGO_TYPES.has(raster.mime)) {
    assertSafeImage(bytes, raster)
    return raster
  }
  if (raster || !looksLikeSvg(bytes)) throw new HttpError(400, NOT_A_LOGO)
  if (!isInertSvg(bytes)) throw new HttpError(400, UNSAFE_SVG)
  return SVG
}
