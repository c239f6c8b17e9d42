import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Bookmark, LayoutDashboard, LogOut, Send, User, WandSparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

/** Who is signed in, as the header shows them. */
export type HeaderUser = { name: string; email: string; avatarUrl?: string | null }

const itemStyles =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-fg outline-none select-none data-[highlighted]:bg-subtle [&_svg]:size-4 [&_svg]:text-muted'

const links = [
  { label: 'Dashboard', href: paths.dashboard.href(), icon: LayoutDashboard },
  { label: 'Profile', href: paths.profile.href(), icon: User },
  { label: 'Saved Tools', href: paths.saved.href(), icon: Bookmark },
  { label: 'Create Kit', href: paths.kitBuilder.href(), icon: WandSparkles },
  { label: 'Submit a Tool', href: paths.submit.href(), icon: Send },
] as const

/** The signed-in avatar menu, a Radix dropdown: arrow keys, Escape and focus return work. */
export function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className="flex size-10 items-center justify-center rounded-full"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="size-8 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
            {user.name.charAt(0).toUpperCase()}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-line bg-surface p-1 text-fg shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {links.map(({ label, href, icon: Icon }) => (
            <DropdownMenu.Item key={href} asChild className={itemStyles}>
              <Link to={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemStyles} onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
