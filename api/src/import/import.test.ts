/** The import engine's pure parts: the shared tool rules, column spellings, COPY encoding, CSV cell safety. */
import { describe, expect, it } from 'vitest'
import { parseListField, slugFromName, websiteHost } from '../content/tool-fields.ts'
import { columnKey, mapColumns } from './columns.ts'
import { copyLine } from './copy-session.ts'
import { datedFileName, neutralise } from './csv-export.ts'
import { TOOL_COLUMNS } from './tool-rows.ts'

describe('tool fields shared by the admin form and the import', () => {
  it.each([
    ['ChatGPT', 'chatgpt'],
    ['  Midjourney v6 -- Beta!  ', 'midjourney-v6-beta'],
    ['Café Crème AI', 'cafe-creme-ai'],
    ['A'.repeat(130), 'a'.repeat(120)],
  ])('makes the slug of %j: accents folded, lowercase, hyphenated, at most 120 characters', (name, slug) => {
    expect(slugFromName(name)).toBe(slug)
  })

  it('reads list fields from arrays, JSON-array strings and comma text', () => {
    expect(parseListField(['a', ' b ', '', 'a'])).toEqual(['a', 'b'])
    expect(parseListField('["x, y", "z"]')).toEqual(['x, y', 'z'])
    expect(parseListField('one, two,,three')).toEqual(['one', 'two', 'three'])
    expect(parseListField('[beta] tools, more')).toEqual(['[beta] tools', 'more'])
    expect(parseListField(undefined)).toEqual([])
  })

  it('knows a website by its host without www', () => {
    expect(websiteHost('https://WWW.Notion.so/product?x=1')).toBe('notion.so')
  })
})

describe('column names', () => {
  it('ignores case, spaces, underscores and punctuation', () => {
    expect(columnKey('Website_Link ')).toBe(columnKey('website link'))
    const map = mapColumns(TOOL_COLUMNS, ['TOOL_NAME', 'summary', 'Website-URL', 'Rating', 'name'])
    expect(map.fieldAt).toEqual(['name', 'short_description', 'website_url', null, null])
    expect(map.ignored).toEqual(['Rating', 'name'])
  })

  it('names the required columns a file lacks', () => {
    expect(() => mapColumns(TOOL_COLUMNS, ['Tool Name'])).toThrow(
      'The file is missing required columns: Summary, Website Link.',
    )
  })
})

describe('COPY text format', () => {
  it('escapes tabs, newlines and backslashes, writes arrays as literals and nulls as \\N', () => {
    expect(copyLine([1, 'a\tb\nc\\d', null, true, ['x "y"', 'z\\w'], 'nul\0byte'])).toBe(
      '1\ta\\tb\\nc\\\\d\t\\N\tt\t{"x \\\\"y\\\\"","z\\\\\\\\w"}\tnulbyte\n',
    )
  })
})

describe('CSV cells', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])('neutralises %j as text', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`)
  })

  it('leaves ordinary text alone and dates file names in UTC', () => {
    expect(neutralise('a = b')).toBe('a = b')
    expect(datedFileName('ai_tools_export', new Date('2026-03-04T23:30:00Z'))).toBe('ai_tools_export_2026-03-04.csv')
  })
})
