/** A horizontal bar filled to `percent` (0-100), announced to assistive technology as a progressbar named `label`. */
export function ProgressBar({
  label,
  percent,
  className = '',
}: {
  label: string
  percent: number
  className?: string
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-subtle ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300 dark:bg-brand-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
