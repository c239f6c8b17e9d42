import { describe, expect, it } from 'vitest'
import { detectImageType } from './image-type.ts'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  )

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg', 'jpg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png', 'png'],
    ['GIF', bytes('GIF89a', 1, 0), 'image/gif', 'gif'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp', 'webp'],
    ['AVIF', bytes(0, 0, 0, 0x20, 'ftypavif', 0), 'image/avif', 'avif'],
  ])('recognises %s by its first bytes', (_name, content, mime, extension) => {
    expect(detectImageType(content)).toEqual({ mime, extension })
  })

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HTML', bytes('<!doctype html>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['an MP4', bytes(0, 0, 0, 0x20, 'ftypisom')],
    ['nothing', bytes()],
    ['a truncated PNG signature', bytes(0x89, 'PN')],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeNull()
  })
})
