import { TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import type { FieldErrors } from '@/lib/form-errors'

export type Credentials = { email: string; password: string }
export type CredentialField = keyof Credentials

type CredentialFieldsProps = {
  emailLabel: string
  values: Credentials
  errors: FieldErrors<CredentialField>
  onEdit: (field: CredentialField, value: string) => void
}

/** Email and password (with show/hide) of the sign-in forms, the public dialog's and the admin's. */
export function CredentialFields({ emailLabel, values, errors, onEdit }: CredentialFieldsProps) {
  return (
    <>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        data-autofocus
        value={values.email}
        error={errors.email}
        onChange={(event) => onEdit('email', event.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => onEdit('password', event.target.value)}
      />
    </>
  )
}
