import type { PricingModel } from '@kitly/api/field-rules'

type PricingProps = { pricing_model: string | null; is_paid: boolean }

/** Paid, Freemium, or anything else treated as free. */
export function pricingLabel({ pricing_model, is_paid }: PricingProps): PricingModel {
  if (pricing_model === 'Paid' || pricing_model === 'Freemium') return pricing_model
  return is_paid ? 'Paid' : 'Free'
}

const tones = {
  Free: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  Freemium: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/20',
  Paid: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/20',
} as const

export function PricingBadge(props: PricingProps) {
  const label = pricingLabel(props)
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[label]}`}
    >
      {label}
    </span>
  )
}
