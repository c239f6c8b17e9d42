import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, useState } from 'react'
import { Field, invalidStyles } from './field'
import { inputStyles } from './styles'

/** A password input with a show/hide toggle (a real button, so keyboard users can use it too). */
export function PasswordInput({ className = '', ...input }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input
        {...input}
        type={visible ? 'text' : 'password'}
        className={`${inputStyles} ${invalidStyles} h-10 pr-11 ${className}`}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-fg"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  )
}

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id' | 'children'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled password input with show/hide and its message beneath, like TextField. */
export function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <PasswordInput {...control} {...input} />}
    </Field>
  )
}
