/**
 * The one error handler (unknown routes are answered by plugins/spa.ts): every failure leaves as `{ error, details? }` with a sentence a person understands.
 * Validation → 400 naming the fields; known client errors keep their 4xx; a database that cannot be reached
 * → 503 (try again soon); anything else → 500 with the detail only in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  ConnectionError,
  UniqueIntegrityConstraintViolationError,
} from 'slonik'
import type { ErrorBody } from '../lib/http-errors.ts'
import { HttpError } from '../lib/http-errors.ts'
import { isFormBody } from '../routes/form-body.ts'

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = toErrorAnswer(error, request.routeOptions.schema?.body)
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ statusCode, error: body.error }, 'request rejected')
    return reply.status(statusCode).send(body)
  })
}

/**
 * The status and `{ error, details? }` body that answer `error` (500 for anything not a client error).
 * `bodySchema` is the route's: a form body's fields answer with their own first message.
 */
export function toErrorAnswer(error: FastifyError, bodySchema?: unknown): { statusCode: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = PART_NAMES[error.validationContext ?? ''] ?? 'request'
    const details = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, where),
      message: issue.message ?? 'is invalid',
    }))
    // A body that is not even an object (an issue at its root) gets the generic summary below.
    const [first] = error.validation
    if (where === PART_NAMES.body && isFormBody(bodySchema) && first && first.instancePath !== '/') {
      return { statusCode: 400, body: { error: first.message ?? 'is invalid', details } }
    }
    const summary = details.map((detail) => `${detail.field}: ${detail.message}`).join('; ')
    return { statusCode: 400, body: { error: `Invalid ${where}: ${summary}`, details } }
  }
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: { error: error.message, ...(error.details ? { details: error.details as ErrorBody['details'] } : {}) },
    }
  }
  if (error instanceof UniqueIntegrityConstraintViolationError) {
    const column = error.column ?? 'value'
    return { statusCode: 409, body: { error: `That ${column.replaceAll('_', ' ')} is already taken` } }
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE
  if (MALFORMED_MULTIPART.test(error.message) && error.statusCode === undefined) {
    return { statusCode: 400, body: { error: 'The upload is not a valid multipart form' } }
  }
  if (isResponseSerializationError(error)) return internal()
  // Fastify's own client errors (malformed JSON, body too large, unsupported media type, …).
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return { statusCode: status, body: { error: clientErrorMessage(error) } }
  return internal()
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query parameters',
  params: 'URL',
  headers: 'request headers',
}

/** @fastify/busboy rejects a malformed multipart body with plain Errors, carrying no code or status. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/

/** Postgres is down, restarting, or dropped the connection mid-request: trying again soon may work. */
const isDatabaseUnavailable = (error: Error) =>
  error instanceof ConnectionError ||
  error instanceof BackendTerminatedError ||
  error instanceof BackendTerminatedUnexpectedlyError

const DATABASE_UNAVAILABLE = {
  statusCode: 503,
  body: { error: 'The database is unavailable right now. Please try again in a moment.' },
}

const internal = () => ({ statusCode: 500, body: { error: 'Internal server error' } })

function fieldName(instancePath: string, where: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return path === '' ? where : path
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    default:
      return error.message
  }
}
