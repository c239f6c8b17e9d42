/** Shapes of POST /api/tools/{slug}/click and /compare. */
import { z } from 'zod'
import { SLUG_MAX, SLUG_PATTERN } from '../../lib/field-rules.ts'

/** A slug as tools have them; anything else cannot be a tool and is refused. */
export const ToolEventParams = z.object({
  slug: z.string().regex(SLUG_PATTERN, 'not a tool slug').max(SLUG_MAX, 'not a tool slug'),
})
