/**
 * Bodies of the site's forms. Their field schemas carry the sentences the forms show ('Full name is
 * required'); the error handler answers a failed form body with the first of them as `error`, where other
 * bodies get the generic "Invalid request body: …" summary.
 */
import { z } from 'zod'

const formBodies = new WeakSet<z.ZodType>()

/**
 * The route body for a form: any JSON object first (a body that is not one gets the generic answer), then
 * `fields`, which gives the handler its typed, trimmed values. Documented (OpenAPI) as the fields.
 */
export function formBody<T extends z.ZodType<unknown, Record<string, unknown>>>(fields: T) {
  const { $schema: _, ...documented } = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' })
  const body = z.record(z.string(), z.unknown()).pipe(fields).meta(documented)
  formBodies.add(body)
  return body
}

/** Whether `schema` was made by formBody, so its failures speak with the fields' own messages. */
export const isFormBody = (schema: unknown): boolean => formBodies.has(schema as z.ZodType)
