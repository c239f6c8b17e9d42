import { CircleDollarSign, Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormError } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { submitErrorMessage } from '@/lib/form-errors'
import { saveToolPlans, type ToolPlan, useToolPlans } from '../api/tool-plans'
import {
  emptyPlan,
  movePlan,
  type PlanErrors,
  type PlanFormValues,
  planToForm,
  toPlansBody,
  validatePlans,
} from '../lib/plan-form'
import { PlanFields } from './plan-fields'

/**
 * The edited tool's pricing plans in the admin's tool form: add, edit, remove and reorder, then save the whole list
 * (its own Save, as the maker section has). Every plan needs its source and date; the site shows no other price.
 */
export function ToolPlansSection({ toolId }: { toolId: number }) {
  const { data, error, mutate } = useToolPlans(toolId)
  const headingId = `plans-${toolId}`
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-line p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-fg">
        <CircleDollarSign aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
        Pricing plans
      </h3>
      {error ? (
        <p className="mt-2 text-sm text-muted">The plans could not be loaded.</p>
      ) : data ? (
        <PlansEditor
          toolId={toolId}
          saved={data.plans}
          onSaved={(plans) => void mutate({ plans }, { revalidate: false })}
        />
      ) : (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      )}
    </section>
  )
}

type PlansEditorProps = { toolId: number; saved: readonly ToolPlan[]; onSaved: (plans: ToolPlan[]) => void }

function PlansEditor({ toolId, saved, onSaved }: PlansEditorProps) {
  const [plans, setPlans] = useState(() => saved.map(planToForm))
  const [errors, setErrors] = useState<PlanErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Editing or moving plans renumbers the fields the messages name: they are checked again on Save.
  const edit = (next: PlanFormValues[]) => {
    setPlans(next)
    setErrors({})
    setFormError(null)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const problems = validatePlans(plans)
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      setFormError(Object.values(problems)[0] ?? null)
      return
    }
    setBusy(true)
    try {
      const answer = await saveToolPlans(toolId, toPlansBody(plans))
      onSaved(answer.plans)
      setPlans(answer.plans.map(planToForm))
      toast.success(answer.message ?? 'Plans saved')
    } catch (caught) {
      const details = caught instanceof ApiError && Array.isArray(caught.details) ? caught.details : []
      setErrors(
        Object.fromEntries(details.map((detail: { field: string; message: string }) => [detail.field, detail.message])),
      )
      setFormError(
        submitErrorMessage(caught, {
          fallback: 'Couldn’t save the plans. Please try again.',
          network: 'Couldn’t reach the server. Check your connection and try again.',
        }),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Pricing plans" className="mt-3 space-y-3">
      {formError && <FormError>{formError}</FormError>}
      {plans.length === 0 ? (
        <p className="text-sm text-muted">No plans: the tool page says “Pricing not known”.</p>
      ) : (
        <ol className="space-y-3">
          {plans.map((plan, index) => (
            <PlanFields
              key={plan.key}
              plan={plan}
              index={index}
              count={plans.length}
              errors={errors}
              onChange={(change) =>
                edit(plans.map((other) => (other.key === plan.key ? { ...other, ...change } : other)))
              }
              onMove={(offset) => edit(movePlan(plans, index, offset))}
              onRemove={() => edit(plans.filter((other) => other.key !== plan.key))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => edit([...plans, emptyPlan(plans.at(-1)?.currency)])}
        >
          <Plus aria-hidden="true" />
          Add plan
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? 'Saving…' : 'Save plans'}
        </button>
      </div>
    </form>
  )
}
