import { BILLING_PERIODS, PLAN_UNITS } from '@kitly/api/plan-rules'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { SelectField, TextField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { type PlanErrors, type PlanField, type PlanFormValues, planErrorKey } from '../lib/plan-form'

const PERIOD_OPTIONS = BILLING_PERIODS.map((period) => ({ value: period, label: period }))
const UNIT_OPTIONS = PLAN_UNITS.map((unit) => ({ value: unit, label: `${unit}s` }))

type PlanFieldsProps = {
  plan: PlanFormValues
  index: number
  count: number
  errors: PlanErrors
  onChange: (change: Partial<PlanFormValues>) => void
  onMove: (offset: -1 | 1) => void
  onRemove: () => void
}

/** One plan of the Pricing plans section: its fields, and buttons to move it up or down or remove it. */
export function PlanFields({ plan, index, count, errors, onChange, onMove, onRemove }: PlanFieldsProps) {
  const label = plan.name.trim() || `Plan ${index + 1}`
  const error = (field: PlanField) => errors[planErrorKey(index, field)]
  const bind = (field: Exclude<PlanField, 'is_free_tier' | 'billing_period' | 'unit'>) => ({
    value: plan[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  })
  return (
    <li className="rounded-lg border border-line p-3">
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <div className="flex items-center gap-1">
          <p className="mr-auto text-sm font-semibold text-fg">{label}</p>
          <button
            type="button"
            className={buttonStyles.icon}
            onClick={() => onMove(-1)}
            disabled={index === 0}
            aria-label={`Move ${label} up`}
          >
            <ArrowUp aria-hidden="true" />
          </button>
          <button
            type="button"
            className={buttonStyles.icon}
            onClick={() => onMove(1)}
            disabled={index === count - 1}
            aria-label={`Move ${label} down`}
          >
            <ArrowDown aria-hidden="true" />
          </button>
          <button type="button" className={buttonStyles.icon} onClick={onRemove} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden="true" />
          </button>
        </div>
        <div className="mt-2 grid gap-3 sm:grid-cols-4">
          <TextField label="Plan name *" {...bind('name')} />
          <TextField label="Price *" inputMode="decimal" {...bind('price')} />
          <TextField label="Currency *" maxLength={3} hint="ISO 4217, e.g. USD" {...bind('currency')} />
          <SelectField
            label="Billing period *"
            value={plan.billing_period}
            options={PERIOD_OPTIONS}
            error={error('billing_period')}
            onChange={(value) => onChange({ billing_period: value as PlanFormValues['billing_period'] })}
          />
          <SelectField
            label="Unit"
            value={plan.unit}
            options={UNIT_OPTIONS}
            placeholder="None"
            error={error('unit')}
            onChange={(value) => onChange({ unit: value as PlanFormValues['unit'] })}
          />
          <TextField label="Included amount" inputMode="decimal" {...bind('included_amount')} />
          <TextField label="Overage price per unit" inputMode="decimal" {...bind('overage_price')} />
          <div className="flex items-end pb-2">
            <CheckboxField
              label="Free tier"
              checked={plan.is_free_tier}
              onChange={(is_free_tier) => onChange({ is_free_tier })}
            />
          </div>
          <div className="sm:col-span-3">
            <TextField label="Source URL *" type="url" placeholder="https://" {...bind('source_url')} />
          </div>
          <TextField label="As of *" type="date" {...bind('as_of')} />
        </div>
      </fieldset>
    </li>
  )
}
