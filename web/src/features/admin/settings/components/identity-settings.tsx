import { emailProblem } from '@kitly/api/field-rules'
import { TextField } from '@/components/ui/field'
import type { FieldErrors } from '@/lib/form-errors'
import { SettingsCard, type SettingsFormProps, SettingsTab, useSettingsForm } from './settings-form'

type IdentityField = 'site_name' | 'support_email' | 'x_url' | 'linkedin_url' | 'github_url'
type IdentityValues = Record<IdentityField, string>

const fields: IdentityField[] = ['site_name', 'support_email', 'x_url', 'linkedin_url', 'github_url']
const labels: Record<IdentityField, { label: string; hint: string }> = {
  site_name: { label: 'Site name', hint: 'Shown in the footer, link previews and every email.' },
  support_email: { label: 'Support email', hint: 'Shown on the contact page; blank shows none.' },
  x_url: { label: 'X (Twitter) profile', hint: 'https://x.com/…; blank shows no link.' },
  linkedin_url: { label: 'LinkedIn page', hint: 'https://www.linkedin.com/company/…' },
  github_url: { label: 'GitHub profile', hint: 'https://github.com/…' },
}
const socialFields = ['x_url', 'linkedin_url', 'github_url'] as const

// The same rules as the API's (a bad value is refused there with the same words).
function validateIdentity(values: IdentityValues): FieldErrors<IdentityField> {
  const errors: FieldErrors<IdentityField> = {}
  if (!values.site_name.trim()) errors.site_name = 'Site name is required'
  const email = values.support_email.trim()
  const emailError = email && emailProblem(email)
  if (emailError) errors.support_email = emailError
  for (const field of socialFields)
    if (values[field].trim() && !/^https:\/\/\S+$/.test(values[field].trim()))
      errors[field] = `${labels[field].label} must be an https:// address`
  return errors
}

/** The 'Site' tab of /admin/settings: the site's name, support address and social links. */
export const IdentitySettings = () => <SettingsTab Form={IdentityForm} />

function IdentityForm({ settings, onSaved }: SettingsFormProps) {
  const form = useSettingsForm<IdentityValues, IdentityField>({
    initial: () => ({
      site_name: settings.site_name,
      support_email: settings.support_email ?? '',
      x_url: settings.x_url ?? '',
      linkedin_url: settings.linkedin_url ?? '',
      github_url: settings.github_url ?? '',
    }),
    fields,
    validate: validateIdentity,
    onSaved,
  })

  return (
    <SettingsCard formError={form.formError} saving={form.saving} onSubmit={form.submit}>
      {fields.map((field) => (
        <TextField
          key={field}
          label={labels[field].label}
          hint={labels[field].hint}
          type={field === 'support_email' ? 'email' : field === 'site_name' ? 'text' : 'url'}
          {...form.bind(field)}
        />
      ))}
    </SettingsCard>
  )
}
