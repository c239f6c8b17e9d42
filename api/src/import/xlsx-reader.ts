/**
 * The first worksheet of an .xlsx held in memory, row by row. The workbook's parts are unpacked one at a time
 * straight from the archive's bytes and read by a SAX parser: the small ones (relationships, workbook, styles) and
 * the shared strings whole, into a compact table, then the worksheet a chunk at a time, its rows handed on as each
 * chunk is read. Nothing else of the sheet is kept, so memory follows the text of the shared strings, not the rows.
 * https://github.com/lddubeau/saxes · ECMA-376 Part 1, 18.3 (worksheet), 18.4 (shared strings), 18.8 (styles)
 */
import { posix } from 'node:path'
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { SharedStrings } from './shared-strings.ts'
import type { SheetRow } from './sheet.ts'
import { type ZipEntry, zipEntries, zipEntryChunks } from './zip-directory.ts'

/** Column XFD, Excel's last: a reference past it is damage, and would make a row of millions of empty cells. */
const MAX_COLUMNS = 16_384
/** Built-in number formats that show a date or a time (ECMA-376 Part 1, 18.8.30; 27–36 and 50–58 are East Asian dates). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47])
for (let id = 27; id <= 36; id++) BUILTIN_DATE_FORMATS.add(id)
for (let id = 50; id <= 58; id++) BUILTIN_DATE_FORMATS.add(id)
/** Day 0 of the 1900 date system is 1899-12-30 (Excel counts 1900 as a leap year), 25,569 days before 1970. */
const UNIX_EPOCH_SERIAL = 25_569
/** The 1904 date system counts from 1904-01-01, 1,462 days later. */
const DATE_1904_OFFSET = 1_462
const DAY_MS = 86_400_000

type Relationship = { type: string; target: string }
/** Without namespaces (an attribute's value is then plain text) and without tracking positions: faster. */
const PARSER_OPTIONS = { xmlns: false, position: false } as const
type XmlParser = SaxesParser<typeof PARSER_OPTIONS>

/**
 * The first worksheet's rows: its cells' text in column order, gaps filled with '', as `readSheet` hands them on.
 * @throws Error for any part missing or damaged (bad zip data, XML that is not well formed, a cell past column XFD).
 */
export async function* xlsxRows(archive: Buffer): AsyncGenerator<SheetRow> {
  const parts = new Parts(archive)
  const packageRels = parts.has('_rels/.rels') ? await readRelationships(parts, '_rels/.rels') : []
  const workbookPath = packageRels.find((rel) => rel.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml'
  const workbook = await readWorkbook(parts, workbookPath)
  const workbookRels = new Map(await readRelationshipsById(parts, relationshipsPath(workbookPath)))
  const sheet = workbook.sheets.map((id) => workbookRels.get(id)).find((rel) => rel?.type.endsWith('/worksheet'))
  if (!sheet) throw new Error('The workbook lists no worksheet')
  const related = (type: string) => [...workbookRels.values()].find((rel) => rel.type.endsWith(type))?.target
  const stringsPath = related('/sharedStrings')
  const stylesPath = related('/styles')
  const cells: CellReading = {
    strings: stringsPath && parts.has(stringsPath) ? await readSharedStrings(parts, stringsPath) : new SharedStrings(),
    dateStyles: stylesPath && parts.has(stylesPath) ? await readDateStyles(parts, stylesPath) : [],
    date1904: workbook.date1904,
  }
  yield* worksheetRows(parts, sheet.target, cells)
}

/** The archive's entries by name; a part's name is matched regardless of case, as Excel does. */
class Parts {
  readonly #archive: Buffer
  readonly #entries = new Map<string, ZipEntry>()

  constructor(archive: Buffer) {
    this.#archive = archive
    for (const entry of zipEntries(archive) ?? []) this.#entries.set(entry.name.toLowerCase(), entry)
  }

  has(path: string): boolean {
    return this.#entries.has(path.toLowerCase())
  }

  /** What the part unpacks to, as the archive declares it (0 for a part it lacks). */
  size(path: string): number {
    return this.#entries.get(path.toLowerCase())?.uncompressedSize ?? 0
  }

  /**
   * Feeds the part's XML to `parser` a chunk at a time, pausing after each so the caller can take what it found.
   * @throws Error when the part is missing, or from the parser when its XML is not well formed.
   */
  async *feed(path: string, parser: XmlParser): AsyncGenerator<void> {
    const entry = this.#entries.get(path.toLowerCase())
    if (!entry) throw new Error(`The workbook has no part ${path}`)
    const decoder = new TextDecoder()
    for await (const chunk of zipEntryChunks(this.#archive, entry)) {
      parser.write(decoder.decode(chunk, { stream: true }))
      yield
    }
    parser.write(decoder.decode())
    parser.close()
  }

  /** Reads the whole part through `parser`. */
  async read(path: string, parser: XmlParser): Promise<void> {
    for await (const _ of this.feed(path, parser));
  }
}

/** A parser whose handlers see element names without their namespace prefix (some writers prefix every one). */
function xmlParser(handlers: {
  open?: (name: string, tag: SaxesTagPlain) => void
  close?: (name: string) => void
  text?: (text: string) => void
}): XmlParser {
  const parser = new SaxesParser(PARSER_OPTIONS)
  const { open, close, text } = handlers
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag))
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)))
  if (text) {
    parser.on('text', text)
    parser.on('cdata', text)
  }
  return parser
}

function localName(name: string): string {
  const colon = name.indexOf(':')
  return colon === -1 ? name : name.slice(colon + 1)
}

/** A sheet's relationship id: `r:id`, the prefix being whatever the workbook bound the namespace to. */
function relationshipId(tag: SaxesTagPlain): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) if (key.endsWith(':id')) return value
  return undefined
}

/** Where the relationships of `part` are: xl/workbook.xml → xl/_rels/workbook.xml.rels. */
function relationshipsPath(part: string): string {
  return posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`)
}

async function readRelationshipsById(parts: Parts, path: string): Promise<[string, Relationship][]> {
  const found: [string, Relationship][] = []
  // Targets are relative to the folder of the part the relationships belong to (xl/ for xl/_rels/…), or absolute.
  const base = posix.dirname(posix.dirname(path))
  const parser = xmlParser({
    open(name, tag) {
      if (name !== 'Relationship' || tag.attributes.TargetMode === 'External') return
      const [id, type, target] = [tag.attributes.Id, tag.attributes.Type, tag.attributes.Target]
      if (!id || !type || !target) return
      const resolved = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(base, target))
      found.push([id, { type, target: resolved }])
    },
  })
  await parts.read(path, parser)
  return found
}

async function readRelationships(parts: Parts, path: string): Promise<Relationship[]> {
  return (await readRelationshipsById(parts, path)).map(([, rel]) => rel)
}

/** The workbook's sheets in tab order (their relationship ids) and its date system. */
async function readWorkbook(parts: Parts, path: string): Promise<{ sheets: string[]; date1904: boolean }> {
  const sheets: string[] = []
  let date1904 = false
  const parser = xmlParser({
    open(name, tag) {
      if (name === 'sheet') {
        const id = relationshipId(tag)
        if (id) sheets.push(id)
      } else if (name === 'workbookPr') {
        const value = tag.attributes.date1904
        date1904 = value === '1' || value === 'true'
      }
    },
  })
  await parts.read(path, parser)
  return { sheets, date1904 }
}

/** The shared strings: each <si>'s text, rich-text runs joined, phonetic guides (<rPh>) left out. */
async function readSharedStrings(parts: Parts, path: string): Promise<SharedStrings> {
  const strings = new SharedStrings(parts.size(path))
  let inText = false
  let phonetic = 0
  const parser = xmlParser({
    open(name) {
      if (name === 't') inText = phonetic === 0
      else if (name === 'rPh') phonetic += 1
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic -= 1
      else if (name === 'si') strings.end()
    },
    text(text) {
      if (inText) strings.append(text)
    },
  })
  await parts.read(path, parser)
  return strings
}

/** For each cell style (an index into <cellXfs>), whether its number format shows a date. */
async function readDateStyles(parts: Parts, path: string): Promise<boolean[]> {
  const customFormats = new Map<number, string>()
  const styleFormats: number[] = []
  let inCellStyles = false
  const parser = xmlParser({
    open(name, tag) {
      if (name === 'numFmt') {
        customFormats.set(Number(tag.attributes.numFmtId), tag.attributes.formatCode ?? '')
      } else if (name === 'cellXfs') {
        inCellStyles = true
      } else if (name === 'xf' && inCellStyles) {
        styleFormats.push(Number(tag.attributes.numFmtId ?? 0))
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false
    },
  })
  await parts.read(path, parser)
  return styleFormats.map((id) => {
    const custom = customFormats.get(id)
    return custom === undefined ? BUILTIN_DATE_FORMATS.has(id) : isDateFormat(custom)
  })
}

/**
 * Whether a number format code shows a date or time: it has a day, month, year, hour or second code once quoted
 * text, escaped and padding characters and [bracketed] colours, conditions and locales are taken out.
 */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|[_*].|\[[^\]]*\]/g, '')
  return /[dmyhs]/i.test(bare)
}

type CellReading = { strings: SharedStrings; dateStyles: boolean[]; date1904: boolean }

/** The worksheet's rows, handed on after each chunk of XML is read. */
async function* worksheetRows(parts: Parts, path: string, reading: CellReading): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = []
  let inSheetData = false
  let row: SheetRow | null = null
  // The cell being read: its column (1-based), type and style, and its value's text once a <v> or <is> begins.
  let column = 0
  let type = 'n'
  let style = 0
  let value: string | null = null
  let inValue = false
  let phonetic = 0
  const parser = xmlParser({
    open(name, tag) {
      if (name === 'sheetData') {
        inSheetData = true
      } else if (!inSheetData) {
        return
      } else if (name === 'row') {
        const number = Number(tag.attributes.r)
        row = { number: Number.isInteger(number) && number > 0 ? number : (row?.number ?? 0) + 1, cells: [] }
        column = 0
      } else if (name === 'c') {
        column = cellColumn(tag.attributes.r, column)
        type = tag.attributes.t ?? 'n'
        style = Number(tag.attributes.s ?? 0)
        value = null
      } else if (name === 'v' || name === 'is') {
        value = ''
        inValue = name === 'v'
      } else if (name === 't') {
        inValue = phonetic === 0
      } else if (name === 'rPh') {
        phonetic += 1
      }
    },
    close(name) {
      if (name === 'sheetData') inSheetData = false
      else if (name === 'v' || name === 't') inValue = false
      else if (name === 'rPh') phonetic -= 1
      else if (name === 'c' && row && value !== null) setCell(row.cells, column, cellText(type, value, style, reading))
      else if (name === 'row' && row) ready.push(row)
    },
    text(text) {
      if (inValue) value += text
    },
  })
  for await (const _ of parts.feed(path, parser)) {
    for (const done of ready) yield done
    ready.length = 0
  }
  yield* ready
}

/** The column of a reference such as `AB12` (28), or the one after `previous` when a cell has none. */
function cellColumn(reference: string | undefined, previous: number): number {
  if (!reference) return previous + 1
  let column = 0
  for (let at = 0; at < reference.length; at++) {
    const letter = reference.charCodeAt(at) | 0x20 // lower case
    if (letter < 0x61 || letter > 0x7a) break
    column = column * 26 + (letter - 0x60)
    if (column > MAX_COLUMNS) throw new Error(`The cell reference ${reference.slice(0, 20)} is past column XFD`)
  }
  return column === 0 ? previous + 1 : column
}

function setCell(cells: string[], column: number, text: string): void {
  while (cells.length < column - 1) cells.push('')
  cells[column - 1] = text
}

/**
 * A cell's value as text, as it shows: shared and inline strings and formula results as written, booleans as
 * true/false, errors blank, numbers with a date format as YYYY-MM-DD, other numbers in JavaScript's shortest form.
 */
function cellText(type: string, value: string, style: number, reading: CellReading): string {
  switch (type) {
    case 's':
      return reading.strings.get(Number.parseInt(value, 10))
    case 'str':
    case 'inlineStr':
      return value
    case 'b':
      return Number.parseInt(value, 10) === 0 ? 'false' : 'true'
    case 'e':
      return ''
    case 'd':
      return /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : value
    default: {
      const number = Number.parseFloat(value)
      if (Number.isNaN(number)) return value
      if (reading.dateStyles[style]) return serialDate(number, reading.date1904) ?? String(number)
      return String(number)
    }
  }
}

/** A date serial number as YYYY-MM-DD (the time of day dropped), or null when it is no date JavaScript can hold. */
function serialDate(serial: number, date1904: boolean): string | null {
  const time = Math.round((serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET : 0)) * DAY_MS)
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}
