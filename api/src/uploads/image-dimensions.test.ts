import { describe, expect, it } from 'vitest'
import { imageHeader, u32be } from '../../test/image-headers.ts'
import { imageDimensions } from './image-dimensions.ts'
import { detectImageType } from './image-type.ts'

/** The size `file`'s header declares, typed by content as the upload routes type it. */
const declared = (file: Buffer) => {
  const type = detectImageType(file)
  if (!type) throw new Error('not an image')
  return imageDimensions(file, type)
}

const riff = (chunk: string, payload: number[]) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(`WEBP${chunk}`), Buffer.from(payload)])

describe('imageDimensions', () => {
  it.each([
    ['PNG', imageHeader.png(640, 480)],
    ['GIF', imageHeader.gif(640, 480)],
    ['JPEG', imageHeader.jpeg(640, 480)],
    ['WebP (extended)', imageHeader.webp(640, 480)],
    // Lossy: chunk size, frame tag, start code, then 14-bit sizes (the top bits are scaling, ignored).
    ['WebP (lossy)', riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x42, 0xe0, 0x01])],
    // Lossless: signature, then width-1 and height-1 packed in 14 bits each: 639 | 479 << 14.
    ['WebP (lossless)', riff('VP8L', [0, 0, 0, 0, 0x2f, 0x7f, 0xc2, 0x77, 0x00, 0, 0])],
    [
      'AVIF (the largest ispe wins over a thumbnail)',
      Buffer.from([
        0,
        0,
        0,
        0x20,
        ...Buffer.from('ftypavif'),
        ...Buffer.alloc(20),
        ...[0, 0, 0, 20, ...Buffer.from('ispe'), 0, 0, 0, 0, ...u32be(64), ...u32be(48)],
        ...[0, 0, 0, 20, ...Buffer.from('ispe'), 0, 0, 0, 0, ...u32be(640), ...u32be(480)],
      ]),
    ],
  ])('reads %s', (_format, file) => {
    expect(declared(file)).toEqual({ width: 640, height: 480 })
  })

  it('walks JPEG segments and fill bytes up to the frame header', () => {
    const jpeg = imageHeader.jpeg(640, 480)
    // An extra APP1 segment and a fill byte between the JFIF segment and the frame.
    const withExtras = Buffer.concat([
      jpeg.subarray(0, 20),
      Buffer.from([0xff, 0xe1, 0, 4, 1, 2, 0xff]),
      jpeg.subarray(20),
    ])
    expect(declared(withExtras)).toEqual({ width: 640, height: 480 })
  })

  it.each([
    ['a PNG cut before IHDR', imageHeader.png(1, 1).subarray(0, 16)],
    ['a JPEG whose scan comes before any frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0])],
    ['a JPEG with a segment running past the end', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0])],
    ['a lossy WebP without its start code', riff('VP8 ', Array(14).fill(0))],
    ['an AVIF without ispe', Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypavif'), ...Buffer.alloc(20)])],
  ])('answers null for %s', (_case, file) => {
    expect(declared(file)).toBeNull()
  })
})
