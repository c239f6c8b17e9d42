import { Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { customFieldName } from '../lib/compare-table'

/** 'Add custom field': a 'Field name...' input that adds on Enter or Add, or is cancelled. */
export function CustomFieldForm({ onAdd }: { onAdd: (name: string) => void }) {
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const valid = customFieldName(name)

  function close() {
    setOpen(false)
    setName('')
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!valid) return
    onAdd(valid)
    close()
  }

  if (!open) {
    return (
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add custom field
      </button>
    )
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-center gap-2">
      <input
        // The field appears because the visitor asked for it: typing can start at once.
        // biome-ignore lint/a11y/noAutofocus: opened on request
        autoFocus
        aria-label="Custom field name"
        placeholder="Field name..."
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close()
        }}
        className={`${inputStyles} w-56`}
      />
      <button type="submit" className={buttonStyles.primary} disabled={!valid}>
        Add
      </button>
      <button type="button" className={buttonStyles.ghost} onClick={close}>
        Cancel
      </button>
    </form>
  )
}
