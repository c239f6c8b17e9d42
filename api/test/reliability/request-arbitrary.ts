/**
 * Requests for one route: mostly plausible ones built from its zod schemas with real ids (so handlers are
 * reached), and hostile ones: a field replaced, dropped or added, hostile path and query values, and
 * bodies that are wrong as a whole (hostile.ts).
 */
import fc from 'fast-check'
import type { z } from 'zod'
import {
  EXTRA_KEYS,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERIES,
  hostileString,
  hostileValue,
  RAW_BODIES,
  type RawBody,
} from './hostile.ts'
import type { TableRoute } from './route-table.ts'
import { arbitraryFor } from './schema-arbitrary.ts'
import { fillPath } from './world.ts'

export type FuzzRequest = {
  /** What kind of input this is, for the failure report. */
  label: string
  method: string
  url: string
  contentType: string | undefined
  payload: string | Buffer | undefined
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A plausible value, mutated: one field replaced by a hostile value, dropped, or joined by an extra one. */
function mutated(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<{ label: string; value: unknown }> {
  return fc
    .tuple(plausible, fc.nat(), hostileValue, fc.constantFrom('replace', 'drop', 'extra', 'whole'), hostileString)
    .map(([value, index, hostile, kind, key]) => {
      if (!isPlainObject(value) || kind === 'whole') return { label: 'hostile value as a whole', value: hostile }
      const keys = Object.keys(value)
      const target = keys[index % Math.max(keys.length, 1)]
      if (kind === 'replace' && target !== undefined) {
        return { label: `hostile ${target}`, value: { ...value, [target]: hostile } }
      }
      if (kind === 'drop' && target !== undefined) {
        const { [target]: _dropped, ...rest } = value
        return { label: `missing ${target}`, value: rest }
      }
      const extra = EXTRA_KEYS[index % EXTRA_KEYS.length] || key
      return { label: `extra field ${JSON.stringify(extra).slice(0, 40)}`, value: { ...value, [extra]: hostile } }
    })
}

/** Plausible (weight 3) or mutated (weight 2) values of `schema`, or hostile values where it has none. */
function valuesOf(schema: z.ZodType | undefined): fc.Arbitrary<{ label: string; value: unknown }> {
  if (!schema) return hostileValue.map((value) => ({ label: 'unexpected input', value }))
  const plausible = arbitraryFor(schema)
  return fc.oneof(
    { weight: 3, arbitrary: plausible.map((value) => ({ label: 'plausible', value })) },
    { weight: 2, arbitrary: mutated(plausible) },
  )
}

const encodeText = (value: string) => encodeURIComponent(value.toWellFormed())

function pathArbitrary(route: TableRoute, realParams: Record<string, string>): fc.Arbitrary<string> {
  const names = Object.keys(realParams)
  if (names.length === 0) return fc.constant(fillPath(route.url, {}))
  const real = Object.fromEntries(names.map((name) => [name, encodeText(realParams[name] ?? '')]))
  const schemaParams = route.schema.params ? arbitraryFor(route.schema.params) : fc.constant({})
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(fillPath(route.url, real)) },
    {
      weight: 1,
      arbitrary: schemaParams.map((params) =>
        fillPath(route.url, {
          ...real,
          ...Object.fromEntries(
            Object.entries(isPlainObject(params) ? params : {}).map(([key, value]) => [key, encodeText(String(value))]),
          ),
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...names),
          fc.oneof(fc.constantFrom(...HOSTILE_PATH_VALUES), hostileString.map(encodeText)),
        )
        .map(([name, value]) => fillPath(route.url, { ...real, [name]: value })),
    },
  )
}

function queryArbitrary(route: TableRoute): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(...HOSTILE_QUERIES)
  if (!route.schema.querystring) return fc.oneof({ weight: 3, arbitrary: fc.constant('') }, hostile)
  return fc.oneof(
    valuesOf(route.schema.querystring).map(({ value }) => toQueryString(value)),
    hostile,
  )
}

function toQueryString(value: unknown): string {
  if (!isPlainObject(value)) return `value=${encodeText(JSON.stringify(value) ?? '')}`
  return Object.entries(value)
    .flatMap(([key, field]) => [field].flat().map((each) => `${encodeText(key)}=${encodeText(scalarText(each))}`))
    .join('&')
}

const scalarText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function bodyArbitrary(route: TableRoute): fc.Arbitrary<RawBody | null> {
  if (!WITH_BODY.has(route.method)) return fc.constant(null)
  const asJson = valuesOf(route.schema.body).map(
    ({ label, value }): RawBody => ({
      label: `${label} body`,
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    }),
  )
  return fc.oneof({ weight: 3, arbitrary: asJson }, { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) })
}

/** Requests for `route`, its path parameters filled with `realParams` unless a hostile value replaces one. */
export function requestArbitrary(route: TableRoute, realParams: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(route, realParams), queryArbitrary(route), bodyArbitrary(route))
    .map(([path, query, body]) => ({
      label: body?.label ?? (query ? 'query' : 'path'),
      method: route.method,
      url: query ? `${path}?${query}` : path,
      contentType: body?.contentType,
      payload: body?.payload,
    }))
}
