/** Which icons a page names, in the collector's order of preference, and the PNG inside a favicon.ico. */
import { describe, expect, it } from 'vitest'
import { icoFile, imageHeader } from '../../test/image-headers.ts'
import { iconCandidates } from './collect-logo.ts'
import { largestPngInIco } from './favicon-ico.ts'

const PAGE = 'https://tool.example/app/home'

describe('iconCandidates', () => {
  it('puts apple-touch-icons first, then icons by their largest size, then /favicon.ico', () => {
    const html = `<html><head>
      <link rel="icon" href="/unsized.png">
      <LINK REL="Shortcut Icon" href="/32.png" sizes="16x16 32x32">
      <link rel="apple-touch-icon-precomposed" href="/touch-120.png" sizes="120x120">
      <link rel="icon" href="/512.png" sizes="512x512">
      <link rel="apple-touch-icon" href="/touch-180.png" sizes="180x180">
    </head></html>`
    expect(iconCandidates(html, PAGE)).toEqual([
      'https://tool.example/touch-180.png',
      'https://tool.example/touch-120.png',
      'https://tool.example/512.png',
      'https://tool.example/favicon.ico',
    ])
  })

  it('ranks a vector icon (sizes="any") above every size, and unsized icons after sized ones', () => {
    const html =
      '<link rel="icon" href="a.png"><link rel="icon" href="b.svg" sizes="any"><link rel="icon" href="c.png" sizes="48x48">'
    expect(iconCandidates(html, PAGE)).toEqual([
      'https://tool.example/app/b.svg',
      'https://tool.example/app/c.png',
      'https://tool.example/app/a.png',
      'https://tool.example/favicon.ico',
    ])
  })

  it('resolves against <base href>, and leaves out other rels, non-http links and repeats', () => {
    const html = `<base href="https://cdn.example/assets/">
      <link rel="mask-icon" href="mask.svg"><link rel="stylesheet" href="site.css">
      <link rel="icon" href="data:image/png;base64,AAAA"><link rel="icon" href="javascript:alert(1)">
      <link rel="icon" href="https://tool.example/favicon.ico"><link rel="icon" href="icon.png">`
    expect(iconCandidates(html, PAGE)).toEqual([
      'https://tool.example/favicon.ico',
      'https://cdn.example/assets/icon.png',
    ])
  })

  it('answers /favicon.ico alone for a page that is not HTML at all', () => {
    expect(iconCandidates('\u0000\u0001 binary <<<', 'http://tool.example:8080/x')).toEqual([
      'http://tool.example:8080/favicon.ico',
    ])
  })
})

describe('largestPngInIco', () => {
  const bmp = Buffer.alloc(40, 1)

  it('takes the widest PNG entry, a width of 0 meaning 256', () => {
    const png256 = imageHeader.png(256, 256)
    const file = icoFile(
      { width: 32, data: imageHeader.png(32, 32) },
      { width: 0, data: png256 },
      { width: 64, data: bmp },
    )
    expect(Buffer.from(largestPngInIco(file) ?? [])).toEqual(png256)
  })

  it('answers null for an icon of bitmaps only, an entry pointing past the end, or no icon file', () => {
    expect(largestPngInIco(icoFile({ width: 32, data: bmp }))).toBeNull()
    const cut = icoFile({ width: 32, data: imageHeader.png(32, 32) }).subarray(0, 30)
    expect(largestPngInIco(cut)).toBeNull()
    expect(largestPngInIco(imageHeader.png(32, 32))).toBeNull()
  })
})
