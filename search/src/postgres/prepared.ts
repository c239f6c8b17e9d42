/** Statements run as named prepared statements, so that each connection parses and analyses each shape once. */
import { createHash } from 'node:crypto'

/**
 * The statement as a named prepared statement, named after its text, so each connection parses and analyses each
 * shape of it once (about 1-2 ms of a search at 100k tools; the plan itself stays made for each search's values).
 */
export function preparedOnce<T extends { sql: string }>(statement: T): T & { name: string } {
  return { ...statement, name: `kitly_search_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 16)}` }
}
