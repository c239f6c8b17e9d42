/** A grey block that pulses while its content loads; size it like the content so nothing jumps. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-subtle ${className}`} />
}
