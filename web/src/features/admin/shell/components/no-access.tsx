import { ShieldOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonStyles } from '@/components/ui/styles'

/**
 * An admin screen the signed-in staff member's role does not open (a moderator on /admin/tools by URL): said
 * plainly instead of a screen whose every request the server refuses.
 */
export function NoAccess({ home }: { home: { label: string; href: string } }) {
  return (
    <EmptyState
      headingLevel={1}
      icon={ShieldOff}
      title="You don't have access to this section"
      hint="Your account's role does not include this part of the back office. Ask an administrator if you need it."
      action={
        <Link to={home.href} className={buttonStyles.primary}>
          Go to {home.label}
        </Link>
      }
    />
  )
}
