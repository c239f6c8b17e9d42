import { TextAreaField } from '@/components/ui/field'
import { paths } from '@/config/paths'
import type { FieldErrors } from '@/lib/form-errors'
import { formatCount } from '@/lib/format'
import { SettingsCard, type SettingsFormProps, SettingsTab, useSettingsForm } from './settings-form'

type LegalField = 'terms_markdown' | 'privacy_markdown'
type LegalValues = Record<LegalField, string>

const fields: LegalField[] = ['terms_markdown', 'privacy_markdown']
// The API's limit; a longer text is refused there too.
const MAX_LENGTH = 50_000
const labels: Record<LegalField, { label: string; href: string }> = {
  terms_markdown: { label: 'Terms of Service', href: paths.terms.href() },
  privacy_markdown: { label: 'Privacy Policy', href: paths.privacy.href() },
}

function validateLegal(values: LegalValues): FieldErrors<LegalField> {
  const errors: FieldErrors<LegalField> = {}
  for (const field of fields)
    if (values[field].length > MAX_LENGTH)
      errors[field] = `${labels[field].label} must be at most ${formatCount(MAX_LENGTH)} characters`
  return errors
}

/** The 'Legal Pages' tab of /admin/settings: the Terms and the Privacy Policy in Markdown. */
export const LegalSettings = () => <SettingsTab Form={LegalForm} />

function LegalForm({ settings, onSaved }: SettingsFormProps) {
  const form = useSettingsForm<LegalValues, LegalField>({
    initial: () => ({ terms_markdown: settings.terms_markdown, privacy_markdown: settings.privacy_markdown }),
    fields,
    validate: validateLegal,
    onSaved,
  })

  return (
    <SettingsCard formError={form.formError} saving={form.saving} onSubmit={form.submit} className="max-w-3xl">
      {fields.map((field) => (
        <div key={field}>
          <TextAreaField
            label={labels[field].label}
            hint="Markdown. Emptied, the page shows its built-in text again."
            rows={14}
            {...form.bind(field)}
          />
          <a
            href={labels[field].href}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            View the page
          </a>
        </div>
      ))}
    </SettingsCard>
  )
}
