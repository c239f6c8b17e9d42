/**
 * The .xlsx reader through readSheet, on workbooks written part by part: what each kind of cell reads as, which
 * sheet is read, and the 400 a damaged workbook gets.
 */
import { Readable } from 'node:stream'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { zipArchive, zipFiles } from '../../test/zip-archive.ts'
import { HttpError } from '../lib/http-errors.ts'
import { readSheet, type SheetRow } from './sheet.ts'
import { isDateFormat } from './xlsx-reader.ts'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DAMAGED = 'The .xlsx file could not be read: it is damaged or not a workbook.'

type Sheet = { name: string; part: string; type?: 'worksheet' | 'chartsheet' }

/** A workbook's parts: the sheets listed in this order, each written to the part named, and any part given. */
function workbookParts(
  options: {
    sheets?: Sheet[]
    strings?: string[]
    styles?: string
    workbookPr?: string
    files?: Record<string, string>
  } = {},
): Record<string, string> {
  const sheets = options.sheets ?? [{ name: 'Sheet1', part: 'worksheets/sheet1.xml' }]
  const rels = sheets.map(
    (sheet, i) => `<Relationship Id="rId${i + 1}" Type="${RELS}/${sheet.type ?? 'worksheet'}" Target="${sheet.part}"/>`,
  )
  rels.push(`<Relationship Id="rIdS" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>`)
  rels.push(`<Relationship Id="rIdT" Type="${RELS}/styles" Target="/xl/styles.xml"/>`)
  const sheetList = sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
  return {
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN}" xmlns:r="${RELS}">${options.workbookPr ?? ''}<sheets>${sheetList.join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PACKAGE_RELS}">${rels.join('')}</Relationships>`,
    'xl/sharedStrings.xml': `<sst xmlns="${MAIN}">${(options.strings ?? []).map((si) => `<si>${si}</si>`).join('')}</sst>`,
    'xl/styles.xml': options.styles ?? `<styleSheet xmlns="${MAIN}"><cellXfs><xf numFmtId="0"/></cellXfs></styleSheet>`,
    ...options.files,
  }
}

const worksheet = (rows: string) => `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`

/** The rows readSheet gives for a workbook whose first sheet is `rows` (sheetData's XML). */
async function rowsOf(rows: string, options: Parameters<typeof workbookParts>[0] = {}): Promise<SheetRow[]> {
  return readAll(
    zipFiles(workbookParts({ ...options, files: { 'xl/worksheets/sheet1.xml': worksheet(rows), ...options.files } })),
  )
}

async function readAll(file: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  for await (const row of readSheet(Readable.from([file]), 'xlsx')) rows.push(row)
  return rows
}

/** The error reading `file` fails with. */
async function failureOf(file: Buffer): Promise<unknown> {
  return readAll(file).then(
    () => expect.fail('the workbook was read'),
    (error: unknown) => error,
  )
}

describe('cells of the first worksheet', () => {
  it('reads shared strings, inline strings, numbers and booleans in column order', async () => {
    const rows = await rowsOf(
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Inline &amp; free</t></is></c>` +
        `<c r="C1"><v>42.5</v></c><c r="D1" t="b"><v>1</v></c><c r="E1" t="b"><v>0</v></c>` +
        `<c r="F1" t="s"><v>1</v></c></row>`,
      { strings: ['<t>Shared</t>', '<t xml:space="preserve"> Café ✓ 🚀 </t>'] },
    )
    expect(rows).toEqual([{ number: 1, cells: ['Shared', 'Inline & free', '42.5', 'true', 'false', ' Café ✓ 🚀 '] }])
  })

  it('fills the gaps of a sparse row (A, C and E filled) with empty cells', async () => {
    const rows = await rowsOf(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="C1" t="inlineStr"><is><t>c</t></is></c>` +
        `<c r="E1" t="inlineStr"><is><t>e</t></is></c></row>`,
    )
    expect(rows).toEqual([{ number: 1, cells: ['a', '', 'c', '', 'e'] }])
  })

  it('numbers rows as the sheet does, skips blank ones, and counts on when a row or cell has no reference', async () => {
    const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`
    const rows = await rowsOf(
      `<row r="2">${cell('x')}${cell('y')}</row><row r="5"><c r="B5" s="0"/></row>` +
        `<row r="7"><c r="C7" t="inlineStr"><is><t>z</t></is></c>${cell('after z')}</row><row>${cell('w')}</row>`,
    )
    expect(rows).toEqual([
      { number: 2, cells: ['x', 'y'] },
      { number: 7, cells: ['', '', 'z', 'after z'] },
      { number: 8, cells: ['w'] },
    ])
  })

  it('reads rich text by its runs joined, in shared and inline strings, without phonetic guides', async () => {
    const rows = await rowsOf(
      `<row r="1"><c r="A1" t="s"><v>0</v></c>` +
        `<c r="B1" t="inlineStr"><is><r><rPr><b/></rPr><t>In</t></r><r><t>line</t></r></is></c></row>`,
      {
        strings: [
          '<r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr><t>Bold</t></r><r><t xml:space="preserve"> and plain</t></r>' +
            '<rPh sb="0" eb="1"><t>ボールド</t></rPh><phoneticPr fontId="1"/>',
        ],
      },
    )
    expect(rows).toEqual([{ number: 1, cells: ['Bold and plain', 'Inline'] }])
  })

  it('reads a formula by its cached result: text, number, boolean, date, and an error as blank', async () => {
    const rows = await rowsOf(
      `<row r="1"><c r="A1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="B1"><f>1+1</f><v>2</v></c>` +
        `<c r="C1" t="b"><f>1=1</f><v>1</v></c><c r="D1" s="1"><f>TODAY()</f><v>45306</v></c>` +
        `<c r="E1" t="e"><f>NA()</f><v>#N/A</v></c><c r="F1"><f>1+2</f></c><c r="G1" t="s"><v>0</v></c></row>`,
      { strings: ['<t>last</t>'], styles: stylesWith(['<xf numFmtId="0"/>', '<xf numFmtId="14"/>']) },
    )
    expect(rows).toEqual([{ number: 1, cells: ['ab', '2', 'true', '2024-01-15', '', '', 'last'] }])
  })

  it('writes numbers as JavaScript does and keeps a text that is no number as it is', async () => {
    const rows = await rowsOf(
      `<row r="1"><c r="A1"><v>0.1</v></c><c r="B1"><v>1E+21</v></c><c r="C1"><v>123456789012</v></c>` +
        `<c r="D1" t="n"><v>-3.50</v></c><c r="E1"><v>n/a</v></c></row>`,
    )
    expect(rows).toEqual([{ number: 1, cells: ['0.1', '1e+21', '123456789012', '-3.5', 'n/a'] }])
  })

  it('reads a number in a date format as YYYY-MM-DD: built-in and custom formats, and the 1904 date system', async () => {
    const styles = stylesWith(
      [
        '<xf numFmtId="0"/>',
        '<xf numFmtId="14"/>',
        '<xf numFmtId="164"/>',
        '<xf numFmtId="165"/>',
        '<xf numFmtId="22"/>',
        '<xf numFmtId="4"/>',
      ],
      '<numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="0.0 &quot;days&quot;"/>',
    )
    const row = `<row r="1"><c r="A1" s="1"><v>45306</v></c><c r="B1" s="2"><v>45307</v></c><c r="C1" s="3"><v>12.5</v></c>
      <c r="D1" s="4"><v>45306.75</v></c><c r="E1" s="5"><v>1234.5</v></c><c r="F1" s="0"><v>45306</v></c>
      <c r="G1" t="d"><v>2024-01-15T00:00:00</v></c></row>`
    expect(await rowsOf(row, { styles })).toEqual([
      { number: 1, cells: ['2024-01-15', '2024-01-16', '12.5', '2024-01-15', '1234.5', '45306', '2024-01-15'] },
    ])
    const in1904 = await rowsOf(row, { styles, workbookPr: '<workbookPr date1904="1"/>' })
    expect(in1904[0]?.cells.slice(0, 2)).toEqual(['2028-01-16', '2028-01-17'])
  })

  it('tells date formats from other number formats', () => {
    for (const code of ['yyyy-mm-dd', 'DD/MM/YYYY', 'd-mmm', 'h:mm AM/PM', '[$-409]mmmm d, yyyy;@', 'yyyy\\-mm\\-dd']) {
      expect(isDateFormat(code), code).toBe(true)
    }
    for (const code of ['General', '0.00', '#,##0 "days"', '[Red]#,##0;[Blue]-#,##0', '0.0\\h', '_(* #,##0_)', '@']) {
      expect(isDateFormat(code), code).toBe(false)
    }
  })

  it('reads a workbook whose elements and relationship ids carry namespace prefixes of their own', async () => {
    const sheet = `<x:worksheet xmlns:x="${MAIN}"><x:sheetData><x:row r="3"><x:c r="B3" t="s"><x:v>0</x:v></x:c></x:row></x:sheetData></x:worksheet>`
    const book = `<x:workbook xmlns:x="${MAIN}" xmlns:rel="${RELS}"><x:sheets><x:sheet name="S" sheetId="1" rel:id="rId1"/></x:sheets></x:workbook>`
    const file = zipFiles(
      workbookParts({
        strings: ['<t>prefixed</t>'],
        files: { 'xl/worksheets/sheet1.xml': sheet, 'xl/workbook.xml': book },
      }),
    )
    expect(await readAll(file)).toEqual([{ number: 3, cells: ['', 'prefixed'] }])
  })
})

describe('which sheet is read', () => {
  it('reads the first sheet the workbook lists, whatever its part is called and wherever it is in the zip', async () => {
    const file = zipFiles(
      workbookParts({
        sheets: [
          { name: 'Chart', part: 'chartsheets/sheet1.xml', type: 'chartsheet' },
          { name: 'Tools', part: 'worksheets/tools.xml' },
          { name: 'Notes', part: 'worksheets/sheet1.xml' },
        ],
        files: {
          'xl/worksheets/sheet1.xml': worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>notes</t></is></c></row>'),
          'xl/chartsheets/sheet1.xml': `<chartsheet xmlns="${MAIN}"/>`,
          'xl/worksheets/tools.xml': worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>tools</t></is></c></row>'),
        },
      }),
    )
    expect(await readAll(file)).toEqual([{ number: 1, cells: ['tools'] }])
  })

  it('reads a workbook without shared strings or styles', async () => {
    const parts = workbookParts({
      files: { 'xl/worksheets/sheet1.xml': worksheet('<row r="1"><c r="A1"><v>7</v></c></row>') },
    })
    delete parts['xl/sharedStrings.xml']
    delete parts['xl/styles.xml']
    expect(await readAll(zipFiles(parts))).toEqual([{ number: 1, cells: ['7'] }])
  })
})

describe('damaged workbooks', () => {
  const damaged = {
    'a worksheet whose XML is not well formed': workbookParts({
      files: { 'xl/worksheets/sheet1.xml': worksheet('<row r="1"><c r="A1"><v>1</c></row>') },
    }),
    'shared strings whose XML is not well formed': workbookParts({
      strings: ['<t>unclosed'],
      files: { 'xl/worksheets/sheet1.xml': worksheet('<row r="1"><c r="A1"><v>1</v></c></row>') },
    }),
    'a workbook without its worksheet part': workbookParts(),
    'a cell past column XFD': workbookParts({
      files: { 'xl/worksheets/sheet1.xml': worksheet('<row r="1"><c r="ZZZZZZZZ1"><v>1</v></c></row>') },
    }),
  }

  it.each(Object.entries(damaged))('refuses %s with the 400 a damaged file gets', async (_, parts) => {
    const error = await failureOf(zipFiles(parts))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 400, message: DAMAGED })
  })

  it('refuses a part that unpacks to more than the archive declares for it', async () => {
    const parts = workbookParts({
      files: { 'xl/worksheets/sheet1.xml': worksheet(`<row r="1"><c r="A1"><v>${'1'.repeat(5000)}</v></c></row>`) },
    })
    const file = zipArchive(
      Object.entries(parts).map(([name, content]) => ({
        name,
        packed: deflateRawSync(content),
        size: name.endsWith('sheet1.xml') ? 1000 : Buffer.byteLength(content),
      })),
    )
    expect(await failureOf(file)).toMatchObject({ statusCode: 400, message: DAMAGED })
  })

  it('hands on the rows before a damaged part of a long sheet, then refuses the file', async () => {
    const row = (n: number) =>
      `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>row ${n} ${'x'.repeat(100)}</t></is></c></row>`
    const rows = Array.from({ length: 5000 }, (_, i) => row(i + 1)).join('')
    const file = zipFiles(
      workbookParts({ files: { 'xl/worksheets/sheet1.xml': worksheet(`${rows}<row r="5001"><c>`) } }),
    )
    const read: number[] = []
    const error = await (async () => {
      for await (const sheetRow of readSheet(Readable.from([file]), 'xlsx')) read.push(sheetRow.number)
    })().catch((failure: unknown) => failure)
    expect(read.length).toBeGreaterThan(1000)
    expect(error).toMatchObject({ statusCode: 400, message: DAMAGED })
  })
})

function stylesWith(cellXfs: string[], numFmts = ''): string {
  return `<styleSheet xmlns="${MAIN}"><numFmts>${numFmts}</numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>${cellXfs.join('')}</cellXfs></styleSheet>`
}
