import type { ChangeEvent } from 'react'
import { TextAreaField, TextField } from './field'

type TextBinding = {
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}
type MediaField = 'logo_url' | 'screenshots' | 'video_url'

/**
 * A tool's logo, screenshots (one URL a line) and video, as makers' forms ask for them: the submission form
 * and a listing's edit form. `bind` is useFormFields' own.
 */
export function ToolMediaFields({ bind }: { bind: (field: MediaField) => TextBinding }) {
  return (
    <>
      <TextField label="Logo URL" type="url" inputMode="url" placeholder="https://" {...bind('logo_url')} />
      <TextAreaField
        label="Screenshot URLs"
        hint="One image URL per line."
        rows={3}
        placeholder="https://"
        {...bind('screenshots')}
      />
      <TextField label="Video URL" type="url" inputMode="url" placeholder="https://" {...bind('video_url')} />
    </>
  )
}
