import { Bookmark, Boxes, Search, Send, User, WandSparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { interactiveCardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

const actions = [
  { label: 'Build a Kit', hint: 'Describe a goal, get a toolkit', href: paths.kitBuilder.href(), icon: WandSparkles },
  { label: 'Edit Profile', hint: 'Your details and password', href: paths.profile.href(), icon: User },
  { label: 'Saved', hint: 'Tools, bundles and articles', href: paths.saved.href(), icon: Bookmark },
  { label: 'Browse Tools', hint: 'Search the directory', href: paths.tools.href(), icon: Search },
  { label: 'AI Bundles', hint: 'Curated tool collections', href: paths.bundles.href(), icon: Boxes },
  { label: 'Your Submissions', hint: 'Tools you submitted', href: paths.dashboardSubmissions.href(), icon: Send },
] as const

/** Shortcuts to the places a signed-in user goes next, on the dashboard. */
export function QuickActions() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {actions.map(({ label, hint, href, icon: Icon }) => (
        <li key={href}>
          <Link to={href} className={`${interactiveCardStyles} flex h-full flex-col gap-2 p-4`}>
            <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
            <span className="font-medium text-fg">{label}</span>
            <span className="text-xs text-muted">{hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
