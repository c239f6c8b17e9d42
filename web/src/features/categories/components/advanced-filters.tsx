import { type FormEvent, useState } from 'react'
import { Select } from '@/components/ui/select'
import { buttonStyles, inputStyles, labelStyles } from '@/components/ui/styles'
import {
  type AdvancedFilters as Filters,
  noAdvancedFilters,
  type Popularity,
  popularityTiers,
} from '../lib/filter-categories'

type AdvancedFiltersProps = {
  id: string
  applied: Filters
  onApply: (filters: Filters) => void
}

const toNumber = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.floor(Number(value))))

/** Tools Count range and Popularity, applied with Apply Filters. */
export function AdvancedFilters({ id, applied, onApply }: AdvancedFiltersProps) {
  const [min, setMin] = useState(applied.minTools?.toString() ?? '')
  const [max, setMax] = useState(applied.maxTools?.toString() ?? '')
  const [popularity, setPopularity] = useState<Popularity>(applied.popularity)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onApply({ minTools: toNumber(min), maxTools: toNumber(max), popularity })
  }

  function reset() {
    setMin('')
    setMax('')
    setPopularity('any')
    onApply(noAdvancedFilters)
  }

  return (
    <form
      id={id}
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-4 sm:items-end"
    >
      <div>
        <p className={labelStyles}>Popularity</p>
        <Select
          className="mt-1.5"
          label="Popularity"
          value={popularity}
          onValueChange={(value) => setPopularity(value as Popularity)}
          options={Object.entries(popularityTiers).map(([value, tier]) => ({ value, label: tier.label }))}
        />
      </div>
      <div>
        <label htmlFor={`${id}-min`} className={labelStyles}>
          Minimum tools
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Any"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          className={`${inputStyles} mt-1.5 h-10`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`} className={labelStyles}>
          Maximum tools
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Any"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          className={`${inputStyles} mt-1.5 h-10`}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={`${buttonStyles.primary} h-10 flex-1`}>
          Apply Filters
        </button>
        <button type="button" className={`${buttonStyles.ghost} h-10`} onClick={reset}>
          Reset
        </button>
      </div>
    </form>
  )
}
