/** Shapes of the admin bulk uploads, templates and CSV exports. */
import { z } from 'zod'

export const BulkUploadQuery = z.object({
  overrideDuplicates: z.enum(['true', 'false'], { error: "overrideDuplicates must be 'true' or 'false'" }).optional(),
})

/** A CSV file (text/csv, UTF-8 with a BOM). */
export const CsvFile = z.string().describe('CSV file')
