import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

/** A site the catalog lists already: its page, where its maker can claim it. */
export function ListedNotice({ toolSlug }: { toolSlug: string }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p className="font-medium">This tool is already listed on Kitly.</p>
      <p className="mt-1">
        <Link to={paths.tool.href(toolSlug)} className="font-medium underline underline-offset-2">
          See its page
        </Link>
        . If it is yours, you can claim it from there instead of submitting it again.
      </p>
    </div>
  )
}

/** The listing a 409 names (`details.tool_slug`), if it names one. */
export function listedToolSlug(details: unknown): string | null {
  const slug = (details as { tool_slug?: unknown } | null | undefined)?.tool_slug
  return typeof slug === 'string' ? slug : null
}
