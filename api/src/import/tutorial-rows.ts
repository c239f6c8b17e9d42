/**
 * One spreadsheet row → one tutorial, by the admin tutorial form's own rules (TutorialFieldsSchema), with its tool
 * named by slug instead of picked from a list.
 */
import type { z } from 'zod'
import { TutorialFieldsSchema } from '../content/tutorial-fields.ts'
import { requiredText } from '../routes/admin/fields.ts'
import type { ColumnMap, ColumnSpec } from './columns.ts'
import { rowFields } from './columns.ts'

export const TUTORIAL_COLUMNS = {
  fields: {
    tool: ['Tool', 'tool slug', 'slug'],
    title: ['Title', 'tutorial'],
    description: ['Description'],
    difficulty_level: ['Difficulty', 'difficulty level', 'level'],
    duration_minutes: ['Duration (minutes)', 'duration', 'minutes'],
    video_url: ['Video URL', 'video'],
    pdf_url: ['PDF URL', 'pdf'],
  },
  required: ['tool', 'title'],
} as const satisfies ColumnSpec<string>

export type TutorialColumn = keyof typeof TUTORIAL_COLUMNS.fields

const TutorialRow = TutorialFieldsSchema.extend({ tool: requiredText('Tool', 200) })
export type StagedTutorial = z.output<typeof TutorialRow>

/** A row's tutorial, or the sentence saying why it was rejected. */
export function parseTutorialRow(
  map: ColumnMap<TutorialColumn>,
  cells: readonly string[],
): { tutorial: StagedTutorial } | { error: string } {
  const parsed = TutorialRow.safeParse(rowFields(map, cells))
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') }
  return { tutorial: parsed.data }
}
