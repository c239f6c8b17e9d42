import { TRACKING_ID_RULES, type TrackingField, trackingIdProblem } from '@kitly/api/field-rules'
import { FormError, TextField } from '@/components/ui/field'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { FieldErrors } from '@/lib/form-errors'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type SiteSettings, saveTrackingSettings, useTrackingSettings } from '../api/settings'

type TrackingValues = Record<TrackingField, string>

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
export function TrackingSettings() {
  const { data, error, mutate } = useTrackingSettings()
  if (error) return <LoadError what="the settings" onRetry={() => void mutate()} />
  if (!data) return <Skeleton className="h-80 w-full rounded-2xl" />
  return <TrackingForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
}

function TrackingForm({ settings, onSaved }: { settings: SiteSettings; onSaved: (saved: SiteSettings) => void }) {
  const form = useAdminForm<TrackingValues, TrackingField>({
    initial: () => ({
      google_analytics_code: settings.google_analytics_code ?? '',
      meta_pixel_id: settings.meta_pixel_id ?? '',
      google_tag_manager_code: settings.google_tag_manager_code ?? '',
    }),
    fields,
    validate: validateTracking,
    save: async (values) => {
      onSaved(await saveTrackingSettings(values))
      toast.success('Settings saved successfully!')
    },
    failure: (message) => `Failed to save settings: ${message}`,
    networkError: 'Error saving settings',
  })

  return (
    <form onSubmit={form.submit} noValidate className={`${cardStyles} max-w-2xl space-y-5 p-6`}>
      {form.formError && <FormError>{form.formError}</FormError>}
      {fields.map((field) => (
        <TextField key={field} label={labels[field].label} hint={labels[field].hint} {...form.bind(field)} />
      ))}
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={form.saving}>
          {form.saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}
