import { Copy } from 'lucide-react'
import { useId } from 'react'
import { buttonStyles, inputStyles, labelStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { copyText } from '@/lib/clipboard'

type CopySnippetProps = {
  /** The field's label ("Badge HTML"); the toast says it was copied. */
  label: string
  snippet: string
  /** The button's text ("Copy HTML"). */
  copyLabel: string
  rows?: number
}

/** HTML for another site, read-only in a field that selects itself on focus, and a button that copies it. */
export function CopySnippet({ label, snippet, copyLabel, rows = 3 }: CopySnippetProps) {
  const fieldId = useId()
  async function copy() {
    if (await copyText(snippet)) toast.success(`${label} copied to the clipboard`)
    else toast.error('Couldn’t copy the HTML. Select it and copy it instead.')
  }
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className={labelStyles}>
          {label}
        </label>
        <textarea
          id={fieldId}
          readOnly
          rows={rows}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputStyles} font-mono text-xs`}
        />
      </div>
      <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
        <Copy aria-hidden="true" />
        {copyLabel}
      </button>
    </>
  )
}
