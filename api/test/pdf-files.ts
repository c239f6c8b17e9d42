/** PDF files for upload tests, built byte by byte. */
import { deflateSync } from 'node:zlib'

/** A small PDF whose catalog holds `catalog` and which has one Flate stream holding `streamed`. */
export function pdfWith({ catalog = '', streamed = 'BT /F1 12 Tf (Hello) Tj ET' } = {}): Buffer {
  const stream = deflateSync(Buffer.from(streamed))
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n`),
    Buffer.from(`3 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ])
}
