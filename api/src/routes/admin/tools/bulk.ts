/** The rules around a bulk action on tools: every id must be a tool, and the sentence the admin reads after it. */
import { notFound } from '../../../lib/http-errors.ts'
import type { BulkToolsBody } from './schemas.ts'

/**
 * The tools a bulk statement changed, when they are all the tools asked for.
 * @throws HttpError 404 naming the ids that are no tool (the transaction then rolls the statement back)
 */
export function refuseUnknownTools<T extends { id: number }>(
  ids: readonly number[],
  changed: readonly T[],
): readonly T[] {
  const found = new Set(changed.map((tool) => tool.id))
  const unknown = [...new Set(ids)].filter((id) => !found.has(id))
  if (unknown.length > 0) notFound(`Unknown ${unknown.length === 1 ? 'tool' : 'tools'}: ${unknown.join(', ')}`)
  return changed
}

const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`

export function bulkMessage(change: BulkToolsBody, count: number): string {
  switch (change.action) {
    case 'delete':
      return `${tools(count)} deleted`
    case 'set_status':
      return `${tools(count)} set to ${change.value}`
    case 'set_featured':
      return `${tools(count)} ${change.value ? 'added to' : 'removed from'} the featured list`
    case 'set_category':
      return `${tools(count)} ${change.value === null ? 'made uncategorized' : 'moved to the category'}`
  }
}
