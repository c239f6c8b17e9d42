import { BadgeCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { TextField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { serverFieldErrors } from '@/lib/form-errors'
import { removeToolMaker, transferToolMaker, useToolMaker } from '../api/tool-maker'

const SOURCES = { email: 'email code', dns: 'DNS record', well_known: 'file on the site', admin: 'an admin' } as const

/** The edited tool's verified maker in the admin's tool form: who it is, transfer by email, remove. */
export function ToolMakerSection({ toolId }: { toolId: number }) {
  const { data, mutate } = useToolMaker(toolId)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const maker = data?.maker ?? null

  async function transfer(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await mutate(await transferToolMaker(toolId, email), { revalidate: false })
      setEmail('')
      toast.success('Maker updated.')
    } catch (caught) {
      const field = serverFieldErrors(caught, ['email'] as const).email
      if (field) setError(field)
      else toastFailure(caught, (message) => message, 'Couldn’t transfer the listing. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setBusy(true)
    try {
      await mutate(await removeToolMaker(toolId), { revalidate: false })
      toast.success('Maker removed.')
    } catch (caught) {
      toastFailure(caught, (message) => message, 'Couldn’t remove the maker. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`maker-${toolId}`} className="mb-6 rounded-xl border border-line p-4">
      <h3 id={`maker-${toolId}`} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <BadgeCheck aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
        Verified maker
      </h3>
      {maker ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-fg">
            <span className="font-medium break-all">{maker.email}</span>
            <span className="text-muted"> · by {SOURCES[maker.source]}</span>
          </p>
          <button type="button" className={buttonStyles.ghost} onClick={remove} disabled={busy}>
            Remove maker
          </button>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {data ? 'None yet: the maker can claim the tool from its page.' : 'Loading…'}
        </p>
      )}
      <form onSubmit={transfer} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <TextField
            label={maker ? 'Transfer to (account email)' : 'Set maker (account email)'}
            type="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(undefined)
            }}
          />
        </div>
        <button type="submit" className={`${buttonStyles.secondary} sm:mt-6`} disabled={busy || !email.trim()}>
          {maker ? 'Transfer' : 'Set maker'}
        </button>
      </form>
    </section>
  )
}
