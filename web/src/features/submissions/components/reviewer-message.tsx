import { MessageSquareText } from 'lucide-react'

/** What the reviewers asked the maker to change, kept as they wrote it (line breaks too). */
export function ReviewerMessage({ message }: { message: string }) {
  return (
    <section
      aria-label="Message from the reviewers"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <MessageSquareText aria-hidden="true" className="size-4 shrink-0" />
        The reviewers asked for changes
      </p>
      <p className="mt-1.5 whitespace-pre-line">{message}</p>
    </section>
  )
}
