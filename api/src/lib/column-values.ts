/**
 * One record of `column → value` written both ways, so an entity's INSERT and UPDATE can never list
 * different columns: `INSERT INTO t ${insertValues(v)}` and `UPDATE t SET ${updateValues(v)}`.
 * Column names come from our code (never from requests) and are still quoted as identifiers.
 */

import { sql } from '@kitly/db'
import type { ValueExpression } from 'slonik'

export type ColumnValues = Record<string, ValueExpression>

const comma = sql.fragment`, `

export function insertValues(values: ColumnValues) {
  const columns = Object.keys(values).map((column) => sql.identifier([column]))
  const expressions = Object.values(values).map((value) => sql.fragment`${value}`)
  return sql.fragment`(${sql.join(columns, comma)}) VALUES (${sql.join(expressions, comma)})`
}

export function updateValues(values: ColumnValues) {
  return sql.join(
    Object.entries(values).map(([column, value]) => sql.fragment`${sql.identifier([column])} = ${value}`),
    comma,
  )
}
