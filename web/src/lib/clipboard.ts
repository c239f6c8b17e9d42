/**
 * Copies text; true when it worked. The async Clipboard API needs a secure context and a user gesture,
 * so on plain http (or a refusal) the text is copied through a hidden textarea instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    return copied
  }
}

/** An absolute URL on this site for a path from `paths`. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString()
