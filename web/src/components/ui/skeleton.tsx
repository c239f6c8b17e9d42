/** A grey block that pulses while its content loads; size it like the content so nothing jumps. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-subtle ${className}`} />
}

/** Three lines of text, the last one short: a paragraph still loading. */
export function TextSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}
