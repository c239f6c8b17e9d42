/**
 * Plausible inputs from a route's zod schema: the schema as JSON Schema (zod's own `toJSONSchema`, input
 * side), turned into a fast-check arbitrary. "Plausible" rather than valid: refinements JSON Schema cannot
 * express are ignored, and loose objects (routes that check their fields in the handler) get fields from
 * a dictionary of names the API uses. https://fast-check.dev
 */
import fc from 'fast-check'
import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

const text = fc.string({ minLength: 1, maxLength: 40 })
const password = fc.constantFrom('correct horse battery', 'short', 'a much longer passphrase')

/**
 * Fields the API's forms use, each with values of its kind, for objects whose schema leaves their fields
 * open (routes that check them in the handler, with messages of their own): a random subset of these
 * sometimes makes a valid form.
 */
const FORM_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  name: text,
  slug: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12})?$/),
  email: fc.emailAddress(),
  password,
  current_password: password,
  new_password: password,
  mobile: fc.constantFrom('+1 555 0100', '12'),
  title: text,
  content: text,
  excerpt: text,
  description: text,
  short_description: text,
  message: text,
  website_url: fc.webUrl(),
  logo_url: fc.webUrl(),
  category_id: fc.integer({ min: 1, max: 3 }),
  pricing_model: fc.constantFrom('Free', 'Freemium', 'Paid'),
  tags: fc.array(text, { maxLength: 3 }),
  features: fc.array(text, { maxLength: 3 }),
  status: fc.constantFrom('active', 'inactive', 'new', 'resolved'),
  role: fc.constantFrom('user', 'admin', 'moderator'),
  is_active: fc.boolean(),
  is_featured: fc.boolean(),
  is_published: fc.boolean(),
  rating: fc.integer({ min: 1, max: 5 }),
  user_name: text,
  user_email: fc.emailAddress(),
  query_type: fc.constantFrom('general', 'support', 'bug_report'),
  tool_ids: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
  token: fc.string({ maxLength: 43 }),
}

/** Any plausible field value, where nothing says what kind it should be. */
const looseValue: fc.Arbitrary<unknown> = fc.oneof(...Object.values(FORM_FIELDS), fc.constant(null))

const MAX_DEPTH = 6

/** An arbitrary of plausible values for `schema`. */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return fromJsonSchema(json, json, 0)
}

function fromJsonSchema(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromJsonSchema(resolveRef(root, schema.$ref), root, depth + 1)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((each) => fromJsonSchema(each, root, depth + 1)))
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], root, depth + 1)
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromJsonSchema({ ...schema, type }, root, depth)))
  }
  switch (schema.type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
    case 'number':
      return numberFor(schema)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return depth > MAX_DEPTH
        ? fc.constant([])
        : fc.array(schema.items ? fromJsonSchema(schema.items, root, depth + 1) : looseValue, {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          })
    case 'object':
      return objectFor(schema, root, depth)
    default:
      return looseValue
  }
}

function objectFor(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0 || depth > MAX_DEPTH) {
    return fc.record(FORM_FIELDS, { requiredKeys: [] })
  }
  const shape = Object.fromEntries(properties.map(([key, value]) => [key, fromJsonSchema(value, root, depth + 1)]))
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) })
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const minLength = Math.min(schema.minLength ?? 0, maxLength)
  switch (schema.format) {
    case 'email':
      return fc.emailAddress()
    case 'uri':
    case 'url':
      return fc.webUrl()
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  }
  const matching = schema.pattern ? stringMatching(schema.pattern) : null
  if (matching) {
    return matching.filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity))
  }
  return fc.string({ minLength, maxLength })
}

/** Strings matching `pattern`, or null when fast-check cannot generate them (lookaheads, for one). */
function stringMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return null
  }
}

/** Small numbers mostly, and now and then the schema's own bounds (where limits of the database hide). */
function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -10 : schema.exclusiveMinimum + 1)
  const max = Math.max(
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1),
    min,
  )
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  )
}

function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  // '#' is the root itself (a recursive schema); others are '#/$defs/<name>'.
  if (ref === '#') return root
  return root.$defs?.[ref.replace(/^#\/\$defs\//, '')] ?? {}
}
