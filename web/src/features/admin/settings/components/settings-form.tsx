import type { ComponentType, FormEvent, ReactNode } from 'react'
import { FormError } from '@/components/ui/field'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { FieldErrors } from '@/lib/form-errors'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type SiteSettings, saveSiteSettings, useSiteSettings } from '../api/settings'

export type SettingsFormProps = { settings: SiteSettings; onSaved: (saved: SiteSettings) => void }

/** A tab of /admin/settings: loads the settings, then shows `Form` with them; a save updates the cache. */
export function SettingsTab({ Form }: { Form: ComponentType<SettingsFormProps> }) {
  const { data, error, mutate } = useSiteSettings()
  if (error) return <LoadError what="the settings" onRetry={() => void mutate()} />
  if (!data) return <Skeleton className="h-80 w-full rounded-2xl" />
  return <Form settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
}

type SettingsFormOptions<V, F> = {
  initial: () => V
  fields: readonly F[]
  validate: (values: V) => FieldErrors<F & string>
  onSaved: SettingsFormProps['onSaved']
}

/** An admin form that saves some of the settings, with the Settings screen's messages. */
export function useSettingsForm<V extends Record<string, string | boolean>, F extends keyof V & string>({
  onSaved,
  ...options
}: SettingsFormOptions<V, F>) {
  return useAdminForm<V, F>({
    ...options,
    save: async (values) => {
      onSaved(await saveSiteSettings(values))
      toast.success('Settings saved successfully!')
    },
    failure: (message) => `Failed to save settings: ${message}`,
    networkError: 'Error saving settings',
  })
}

type SettingsCardProps = {
  formError: string | null
  saving: boolean
  onSubmit: (event: FormEvent) => void
  className?: string
  children: ReactNode
}

/** The card a settings form is laid out in: its failure, its fields, and Save Settings. */
export function SettingsCard({ formError, saving, onSubmit, className = 'max-w-2xl', children }: SettingsCardProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={`${cardStyles} ${className} space-y-5 p-6`}>
      {formError && <FormError>{formError}</FormError>}
      {children}
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  )
}
