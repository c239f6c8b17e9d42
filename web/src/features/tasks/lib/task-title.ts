/** "Transcribe audio and video" → "Best AI tools to transcribe audio and video" (the page's heading and title). */
export const bestToolsTitle = (taskName: string) =>
  `Best AI tools to ${taskName.charAt(0).toLowerCase()}${taskName.slice(1)}`
