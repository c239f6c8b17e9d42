import { TRACKING_ID_RULES, type TrackingField, trackingIdProblem } from '@kitly/api/field-rules'
import { TextField } from '@/components/ui/field'
import type { FieldErrors } from '@/lib/form-errors'
import { SettingsCard, type SettingsFormProps, SettingsTab, useSettingsForm } from './settings-form'

type TrackingValues = Record<TrackingField, string> & { analytics_consent_banner: boolean }

/** The tracking id fields' labels and hints; the patterns and messages are the API's. */
const labels: Record<TrackingField, { label: string; hint: string }> = {
  google_analytics_code: { label: 'Google Analytics ID', hint: 'G-XXXXXXXXXX or UA-XXXXXXX-X' },
  meta_pixel_id: { label: 'Meta Pixel ID', hint: 'A 15-16 digit number' },
  google_tag_manager_code: { label: 'Google Tag Manager ID', hint: 'GTM-XXXXXXX' },
}
const fields = Object.keys(TRACKING_ID_RULES) as TrackingField[]

function validateTracking(values: TrackingValues): FieldErrors<TrackingField> {
  const errors: FieldErrors<TrackingField> = {}
  for (const field of fields) {
    const problem = trackingIdProblem(field, values[field])
    if (problem) errors[field] = problem
  }
  return errors
}

/** The 'Tracking & Analytics' tab of /admin/settings; a blank field removes that script. */
export const TrackingSettings = () => <SettingsTab Form={TrackingForm} />

function TrackingForm({ settings, onSaved }: SettingsFormProps) {
  const form = useSettingsForm<TrackingValues, TrackingField>({
    initial: () => ({
      google_analytics_code: settings.google_analytics_code ?? '',
      meta_pixel_id: settings.meta_pixel_id ?? '',
      google_tag_manager_code: settings.google_tag_manager_code ?? '',
      analytics_consent_banner: settings.analytics_consent_banner,
    }),
    fields,
    validate: validateTracking,
    onSaved,
  })

  return (
    <SettingsCard formError={form.formError} saving={form.saving} onSubmit={form.submit}>
      {fields.map((field) => (
        <TextField key={field} label={labels[field].label} hint={labels[field].hint} {...form.bind(field)} />
      ))}
      <label className="flex items-start gap-3 text-sm text-fg">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={form.values.analytics_consent_banner}
          onChange={(event) => form.change({ analytics_consent_banner: event.target.checked })}
        />
        <span>
          Ask visitors first
          <span className="block text-muted">
            A consent banner offers Accept and Decline; the scripts above load only after Accept.
          </span>
        </span>
      </label>
    </SettingsCard>
  )
}
