import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useSiteName } from '@/lib/site-settings'

/** The site's mark and its name from Settings, linking home. */
export function Brand() {
  const siteName = useSiteName()
  return (
    <Link
      to={paths.home.href()}
      aria-label={`${siteName} home`}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M11 8v16M21 8l-7.5 8L21 24"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-semibold tracking-tight text-fg">{siteName}</span>
    </Link>
  )
}
