import { useState } from 'react'
import { TextField } from '@/components/ui/field'

type UsageNumberFieldProps = {
  label: string
  value: number
  /** Seats are whole and at least 1; amounts may be 0 and fractional. */
  kind: 'seats' | 'amount'
  onValid: (value: number) => void
}

/** The most the API takes (api/src/routes/kits/schemas.ts): the form and a usage read from a link keep to it. */
export const USAGE_MAX = { seats: 100_000, amount: 1e12 }

/** The field's problem, or null when `text` is a usable number (an empty amount counts as 0). */
function problem(text: string, kind: UsageNumberFieldProps['kind']): string | null {
  const value = Number(text)
  if (kind === 'seats') {
    return Number.isInteger(value) && value >= 1 && value <= USAGE_MAX.seats
      ? null
      : 'Enter a whole number of seats from 1 to 100,000'
  }
  return Number.isFinite(value) && value >= 0 && value <= USAGE_MAX.amount ? null : 'Enter 0 or a positive amount'
}

/**
 * A number of the usage form. What the person types stays as typed (an emptied box stays empty); only a usable
 * number reaches the usage, so the cost shown is always of a valid usage.
 */
export function UsageNumberField({ label, value, kind, onValid }: UsageNumberFieldProps) {
  const [text, setText] = useState(String(value))
  const error = problem(text.trim() === '' && kind === 'amount' ? '0' : text, kind)
  return (
    <TextField
      label={label}
      type="number"
      inputMode={kind === 'seats' ? 'numeric' : 'decimal'}
      min={kind === 'seats' ? 1 : 0}
      step={kind === 'seats' ? 1 : 'any'}
      value={text}
      error={error ?? undefined}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        const usable = next.trim() === '' && kind === 'amount' ? '0' : next
        if (problem(usable, kind) === null) onValid(Number(usable))
      }}
    />
  )
}
