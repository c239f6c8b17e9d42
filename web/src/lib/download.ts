/** Saves a Blob as a file through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
