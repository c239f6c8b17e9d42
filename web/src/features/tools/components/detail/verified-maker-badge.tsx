import { BadgeCheck } from 'lucide-react'

/** Beside a tool's name when its maker proved they run its site (a claim) or an admin vouched for them. */
export function VerifiedMakerBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/20 ring-inset dark:bg-brand-500/10 dark:text-brand-300 dark:ring-brand-400/30"
      title="The maker of this tool has verified that they run its website."
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified maker
    </span>
  )
}
