/**
 * Hostile input: values of the wrong type, odd text (NUL, lone surrogates, right-to-left and zero-width
 * marks, SQL and HTML metacharacters, huge strings), and whole bodies no client should send (malformed
 * JSON, deep nesting, over the size limit, broken multipart).
 */
import fc from 'fast-check'
import { multipartForm } from '../factories.ts'

/** The app's JSON body limit (app.ts bodyLimit) and the multipart file limit (plugins/multipart.ts). */
const BODY_LIMIT = 1024 * 1024
const UPLOAD_LIMIT = 5 * 1024 * 1024

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'name\u0000with nul',
  '\ud800',
  'end\udfff',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '🧑‍💻🏳️‍🌈',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"\\',
  '%_%',
  '$1 $$ $tag$',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://evil")',
  '../../../etc/passwd',
  // Template syntax of other engines, meant literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile string, not a template
  '{{7*7}}${7*7}',
  '\r\nSet-Cookie: x=1',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
]

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes))

/** Text that strains every layer: parsers, Postgres, HTML sanitizers, length checks. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000, 600_000).map((length) => 'x'.repeat(length)) },
)

const hostileNumber = fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308)

/** Any JSON value of a type a field may not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [[[[]]]], { $gt: '' }, ['a', 1, null]),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(Array.from({ length: 20_000 }, () => 1)),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Keys no form sends: prototype pollution, privilege fields, ids of someone else's data. */
export const EXTRA_KEYS = ['constructor', 'prototype', 'role', 'is_admin', 'user_id', 'id', 'is_active', '']

/** A raw request body with its content type. */
export type RawBody = { label: string; contentType: string | undefined; payload: string | Buffer }

const nested = (depth: number, open: string, close: string, inner: string) =>
  open.repeat(depth) + inner + close.repeat(depth)

const json = (label: string, payload: string | Buffer): RawBody => ({
  label,
  contentType: 'application/json',
  payload,
})

// 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const multipart = (label: string, parts: Parameters<typeof multipartForm>[0]): RawBody => {
  const form = multipartForm(parts)
  return { label, contentType: form.headers['content-type'], payload: form.payload }
}

/** Built once (some are megabytes): bodies that are wrong as a whole, whatever the route expects. */
export const RAW_BODIES: readonly RawBody[] = [
  json('malformed JSON: truncated', '{"name": "x"'),
  json('malformed JSON: single quotes', "{'name': 'x'}"),
  json('malformed JSON: trailing garbage', '{"a":1}}'),
  json('malformed JSON: bare word', 'undefined'),
  json('malformed JSON: NUL byte', '{"a":"\u0000"'),
  json('empty JSON body', ''),
  json('JSON body of one string', '"just a string"'),
  json('JSON body null', 'null'),
  json('prototype pollution', '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  json('duplicate keys', '{"rating":5,"rating":"five","email":"a@b.co","email":null}'),
  json('deeply nested arrays', nested(100_000, '[', ']', '')),
  json('deeply nested objects', nested(20_000, '{"a":', '}', '1')),
  json('body over the size limit', `{"name":"${'a'.repeat(BODY_LIMIT + 10)}"}`),
  json('JSON in UTF-16', Buffer.from('{"name":"x"}', 'utf16le')),
  { label: 'JSON with a byte-order mark', contentType: 'application/json', payload: '\ufeff{"name":"x"}' },
  { label: 'JSON labelled utf-16', contentType: 'application/json; charset=utf-16', payload: '{"name":"x"}' },
  { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'name=x&role=admin' },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  {
    label: 'XML',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
  },
  { label: 'no content type', contentType: undefined, payload: '{"name":"x"}' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\n\r\nhello\r\n--x--' },
  {
    label: 'multipart with garbage',
    contentType: 'multipart/form-data; boundary=abc',
    payload: 'not a multipart body at all \u0000\u0001',
  },
  {
    label: 'multipart truncated',
    contentType: 'multipart/form-data; boundary=abc',
    payload:
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  multipart('multipart: a small PNG', [{ field: 'file', filename: 'logo.png', type: 'image/png', content: PNG }]),
  multipart('multipart: a PNG named .svg, sent as SVG', [
    { field: 'file', filename: 'logo.svg', type: 'image/svg+xml', content: PNG },
  ]),
  multipart('multipart: SVG with script', [
    {
      field: 'file',
      filename: 'x.svg',
      type: 'image/svg+xml',
      content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    },
  ]),
  multipart('multipart: traversal and NUL in the file name', [
    { field: 'file', filename: '../../etc/passwd\u0000.png', type: 'image/png', content: PNG },
  ]),
  multipart('multipart: CSV with formulas and odd text', [
    {
      field: 'file',
      filename: 'tools.csv',
      type: 'text/csv',
      content: `name,slug,website_url,rating,content\n=cmd|' /C calc'!A0,"a\u0000b",javascript:alert(1),9,"<script>x</script>"\n"${'x'.repeat(5000)}",,,,\n"unclosed`,
    },
  ]),
  multipart('multipart: a zip posing as a spreadsheet', [
    { field: 'file', filename: 'tools.xlsx', type: 'application/vnd.ms-excel', content: Buffer.from('PK\x03\x04junk') },
  ]),
  multipart('multipart: file over the upload limit', [
    {
      field: 'file',
      filename: 'big.png',
      type: 'image/png',
      content: Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT)]),
    },
  ]),
  multipart(
    'multipart: too many parts',
    Array.from({ length: 30 }, (_unused, index) => ({ field: `f${index}`, content: 'x' })),
  ),
  multipart('multipart: two files', [
    { field: 'file', filename: 'a.png', type: 'image/png', content: PNG },
    { field: 'file2', filename: 'b.png', type: 'image/png', content: PNG },
  ]),
]

/** Path parameter values, already percent-encoded (some deliberately badly). */
export const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '2147483648',
  'NaN',
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  '%E2%80%AE',
  'a'.repeat(99),
  'a'.repeat(500),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
]

/** Query strings no form builds: repeated keys, bad escapes, brackets, very long values. */
export const HOSTILE_QUERIES = [
  'page=1&page=2',
  'limit=-1&offset=-5',
  'limit=1e9&page=99999999999',
  'q=%',
  'q=%ED%A0%80',
  'q=%00',
  'sort=name;DROP TABLE tools',
  'category[]=a&category[]=b',
  'a[b][c]=1',
  '__proto__[role]=admin',
  `q=${'x'.repeat(10_000)}`,
  'status=%3Cscript%3E&featured=maybe',
]
