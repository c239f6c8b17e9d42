import { toastFailure } from '@/components/ui/toast-failure'
import { downloadBlob } from '@/lib/download'

/** Today as YYYY-MM-DD, the date export file names carry. */
export const today = () => new Date().toISOString().slice(0, 10)

/**
 * Saves a CSV the API builds (an export or a template); a failure is a toast with the caller's texts:
 * `failure` for an answer that is not ok, `error` when there was no answer.
 */
export async function saveCsv(load: () => Promise<Blob>, fileName: string, failure: string, error: string) {
  try {
    downloadBlob(await load(), fileName)
  } catch (cause) {
    toastFailure(cause, failure, error)
  }
}
