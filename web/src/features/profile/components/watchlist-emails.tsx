import { useState } from 'react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { LoadError } from '@/components/ui/load-error'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { updateWatchlistSettings, useWatchlistSettings } from '../api/watchlist-settings'

const WATCH_EMAILS_LABEL = 'Email me when a saved tool’s price or status changes'

/**
 * Tab Email alerts: the watch digest, on or off. Saved at once, as a switch is, with a toast either way: there is no
 * form to submit. Saving a tool follows it; a single tool is unfollowed from its page.
 */
export function WatchlistEmails() {
  const settings = useWatchlistSettings()
  const [saving, setSaving] = useState(false)

  async function change(emails: boolean) {
    setSaving(true)
    try {
      await updateWatchlistSettings({ emails })
      toast.success(emails ? 'You will get an email when a saved tool changes.' : 'Email alerts are off.')
    } catch (cause) {
      toastFailure(cause, (message) => message, 'Network error: your choice was not saved.')
    }
    setSaving(false)
  }

  if (settings.error) return <LoadError what="your email settings" onRetry={() => settings.mutate()} />
  return (
    <div className="max-w-xl space-y-3">
      <h2 className="text-lg font-semibold text-fg">Saved tools</h2>
      <fieldset disabled={!settings.data || saving} className="disabled:opacity-60">
        <CheckboxField label={WATCH_EMAILS_LABEL} checked={settings.data?.emails ?? false} onChange={change} />
      </fieldset>
      <p className="text-sm text-muted">
        One email a day at most, listing each saved tool whose plans, pricing or status changed, with a link to its
        alternatives. To stop hearing about one tool only, unfollow it on its page.
      </p>
    </div>
  )
}
