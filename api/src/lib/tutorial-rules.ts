/** A tutorial's field rules and labels (`@kitly/api/tutorial-rules`), small enough for the tool page to carry. */

/** How hard a tutorial is, with the labels the pages show. */
export const DIFFICULTY_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const
export type DifficultyLevel = keyof typeof DIFFICULTY_LABELS
export const DIFFICULTY_LEVELS = Object.keys(DIFFICULTY_LABELS) as [DifficultyLevel, ...DifficultyLevel[]]
export const TUTORIAL_DURATION_MAX = 600

/** A tutorial PDF the admin upload stored (POST /api/admin/upload/pdf): a path on our own site. */
export const UPLOADED_PDF_PATTERN = /^\/uploads\/tutorials\/[A-Za-z0-9_-]+\.pdf$/
