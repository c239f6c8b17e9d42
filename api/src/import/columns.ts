/**
 * Column names as people write them: "Tool Name", "tool_name", "TOOLNAME" and "tool-name" are one column.
 * Each import lists its fields with the spellings it accepts; a header row is mapped to fields once.
 */
import { badRequest } from '../lib/http-errors.ts'

/** Lower-case letters and digits only: case, spaces, underscores and punctuation are ignored. */
export const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

export type ColumnSpec<F extends string> = {
  /** Accepted spellings per field; the first is the template's column name. */
  fields: Record<F, readonly string[]>
  required: readonly F[]
}

export type ColumnMap<F extends string> = {
  /** Field of each column position, or null for a column that is ignored. */
  fieldAt: (F | null)[]
  present: ReadonlySet<F>
  ignored: string[]
}

/** @throws HttpError 400 naming the required columns the header row lacks. */
export function mapColumns<F extends string>(spec: ColumnSpec<F>, headers: readonly string[]): ColumnMap<F> {
  const byKey = new Map<string, F>()
  for (const [field, spellings] of Object.entries(spec.fields) as [F, readonly string[]][]) {
    for (const spelling of [field, ...spellings]) byKey.set(columnKey(spelling), field)
  }
  const present = new Set<F>()
  const ignored: string[] = []
  const fieldAt = headers.map((header) => {
    const field = byKey.get(columnKey(header))
    // A second column for the same field is ignored: the first one wins.
    if (field === undefined || present.has(field)) {
      if (header.trim() !== '') ignored.push(header.trim())
      return null
    }
    present.add(field)
    return field
  })
  const missing = spec.required.filter((field) => !present.has(field))
  if (missing.length > 0) {
    const names = missing.map((field) => spec.fields[field][0]).join(', ')
    badRequest(`The file is missing required columns: ${names}. Download the template to see the expected columns.`)
  }
  return { fieldAt, present, ignored }
}

/** The cells of one row by field; cells under ignored columns are dropped. */
export function rowFields<F extends string>(map: ColumnMap<F>, cells: readonly unknown[]): Partial<Record<F, unknown>> {
  const fields: Partial<Record<F, unknown>> = {}
  map.fieldAt.forEach((field, index) => {
    if (field !== null) fields[field] = cells[index]
  })
  return fields
}
