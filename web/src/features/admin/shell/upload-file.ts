import { apiFetch } from '@/lib/api-client'

/** POSTs one file (multipart, field `file`) to an admin upload route → the URL it is served from. */
export async function uploadAdminFile(path: string, file: File): Promise<string> {
  const form = new FormData()
  form.append('file', file)
  return (await apiFetch<{ fileUrl: string }>(path, { method: 'POST', body: form })).fileUrl
}
