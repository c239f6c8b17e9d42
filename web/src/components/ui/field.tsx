import { type ComponentProps, type ReactNode, useId } from 'react'
import { inputStyles, labelStyles } from './styles'

type FieldProps = {
  label: ReactNode
  /** The message shown under the control (and linked to it with aria-describedby). */
  error?: string | undefined
  hint?: ReactNode
  /** Renders the control with the ids that tie it to the label and the message. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode
  className?: string
}

/** A labelled form control with its error message right beneath it. */
export function Field({ label, error, hint, children, className = '' }: FieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="mt-1.5">
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error || hint ? messageId : undefined })}
      </div>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="mt-1.5 text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled text input; red border while it has an error. */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} className={`${inputStyles} ${invalidStyles} h-10 ${className}`} />}
    </Field>
  )
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'children'> & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled text area; red border while it has an error. */
export function TextAreaField({ label, error, hint, className = '', rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} rows={rows} {...textarea} className={`${inputStyles} ${invalidStyles}`} />}
    </Field>
  )
}

/** Red outline for controls marked aria-invalid. */
export const invalidStyles = 'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/25'

/** A form-level message (a server error), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
    >
      {children}
    </p>
  )
}

type SelectFieldProps = {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  value: string
  options: readonly { value: string; label: string }[]
  /** The first, empty choice ("Choose a category"), when the field may be left unset. */
  placeholder?: string
  onChange: (value: string) => void
}

/** A labelled native select; red border while it has an error. */
export function SelectField({ label, error, hint, value, options, placeholder, onChange }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputStyles} ${invalidStyles} h-10`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
