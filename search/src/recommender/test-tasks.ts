/** Tasks for the tests of phrase matching: only what the matching reads is filled in. */
import type { Task } from './task-data.ts'

export const testTask = (slug: string, name: string, triggers: string[] = [], id = slug.length): Task => ({
  id,
  slug,
  name,
  category_slug: null,
  synonyms: [],
  triggers,
  tool_count: 0,
})
