/** Shapes of POST /api/admin/upload. */
import { z } from 'zod'

export const UploadedSchema = z.object({ fileUrl: z.string() })
