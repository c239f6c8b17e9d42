/**
 * "chatgpt alternative", "alternatives to notion": the visitor wants the tools doing what the named tool does, not
 * the tool itself. The named tool's tasks (tool_tasks) stand for the query's words, and the tool goes last.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { nameKey } from '../query-text.ts'
import { sql } from '../sql.ts'

const ASKING = '(?:alternatives?|competitors?)'
const PATTERNS = [
  new RegExp(`^\\s*(.+?)\\s+${ASKING}\\s*$`, 'i'),
  new RegExp(`^\\s*${ASKING}\\s+(?:to|for)\\s+(.+?)\\s*$`, 'i'),
]

/** The name a query asks alternatives to ("X alternative(s)", "alternatives to X", "X competitors"), or null. */
export function alternativesAskedFor(query: string): string | null {
  for (const pattern of PATTERNS) {
    const name = pattern.exec(query)?.[1]
    if (name && nameKey(name).length > 0) return name
  }
  return null
}

export type AlternativesOf = { toolIds: number[]; taskIds: number[] }

const Row = z.object({ tool_ids: z.array(z.number()), task_ids: z.array(z.number()) })

/**
 * The tool named `name` (as names are compared: letters and digits), else the shortest name it starts ("perplexity"
 * for Perplexity AI), and the tasks that tool does.
 */
export async function lookUpAlternativesOf(db: CommonQueryMethods, name: string): Promise<AlternativesOf> {
  const key = nameKey(name)
  const row = await db.one(sql.type(Row)`
    WITH named AS (SELECT n.tool_id FROM tool_names n
                   -- A range of tool_names_key_idx (byte order): the names starting with the key.
                   WHERE n.name_key >= ${key} AND n.name_key < ${key} || chr(1114111)
                   ORDER BY length(n.name_key), n.tool_id LIMIT 1)
    SELECT coalesce(array_agg(DISTINCT named.tool_id), '{}') AS tool_ids,
           coalesce(array_agg(DISTINCT tt.task_id) FILTER (WHERE tt.task_id IS NOT NULL), '{}') AS task_ids
    FROM named LEFT JOIN tool_tasks tt ON tt.tool_id = named.tool_id AND tt.reviewed`)
  return { toolIds: row.tool_ids, taskIds: row.task_ids }
}
