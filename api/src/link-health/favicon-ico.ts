/**
 * The PNG inside a `.ico` file. /favicon.ico is an ICO container more often than not, a format that is no logo
 * format (uploads/logo-type.ts); modern ones carry their larger sizes as whole PNG files, which are. BMP entries
 * are left alone. Format: https://learn.microsoft.com/en-us/previous-versions/ms997538(v=msdn.10)
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HEADER_BYTES = 6
const ENTRY_BYTES = 16

/** Whether `bytes` start like an icon file: reserved 0, type 1 (icon), at least one image. */
export function looksLikeIco(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return (
    view.length >= HEADER_BYTES && view.readUInt16LE(0) === 0 && view.readUInt16LE(2) === 1 && view.readUInt16LE(4) > 0
  )
}

/** The widest PNG entry of an icon file, or null when it has none (or is not one). */
export function largestPngInIco(bytes: Uint8Array): Uint8Array | null {
  if (!looksLikeIco(bytes)) return null
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = view.readUInt16LE(4)
  let best: { width: number; data: Uint8Array } | null = null
  for (let index = 0; index < count; index++) {
    const entry = HEADER_BYTES + index * ENTRY_BYTES
    if (entry + ENTRY_BYTES > view.length) break
    // A width byte of 0 means 256 pixels.
    const width = view[entry] || 256
    const size = view.readUInt32LE(entry + 8)
    const offset = view.readUInt32LE(entry + 12)
    if (offset + size > view.length || (best && best.width >= width)) continue
    const data = view.subarray(offset, offset + size)
    if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) best = { width, data }
  }
  return best?.data ?? null
}
