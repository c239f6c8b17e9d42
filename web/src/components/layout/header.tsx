import { Menu, Search, X } from 'lucide-react'
import { memo, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import type { AuthMode } from '@/components/auth/auth-prompt'
import { ThemeToggle } from '@/components/theme/theme-toggle'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { lazyNamed } from '@/lib/lazy-named'
import { Brand } from './brand'
import { MobileMenu } from './mobile-menu'
import { mainNavLinks } from './nav-links'
import type { HeaderUser } from './user-menu'

export type { AuthMode }

// The avatar menu (Radix, with its positioning and focus code) is a third of the first page's JavaScript
// and only signed-in visitors see it: it loads once the session says who they are.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu')

type HeaderProps = {
  /** Opens the auth dialog in the given mode. */
  onOpenAuth?: (mode: AuthMode) => void
  /** The signed-in user; null or unset shows Sign In and Get Started. */
  user?: HeaderUser | null
  /** The current user is not known yet: neither the buttons nor the avatar, so nothing flashes. */
  pending?: boolean
  onSignOut?: () => void
}

/** Holds the avatar's place while the user or the menu's code is on its way, so nothing moves when it comes. */
const avatarSpace = <span aria-hidden="true" className="size-10" />

/** Memoized: a navigation re-renders the layout, and the header only changes with its props (its links follow the URL). */
export const Header = memo(function Header({ onOpenAuth, user, pending = false, onSignOut }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!menuOpen) return
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      // Focus may be inside the panel that is about to disappear; keep it on the menu button.
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const authButtons = (layout: string, onClick?: () => void) => (
    <div className={layout}>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => {
          onClick?.()
          onOpenAuth?.('sign-in')
        }}
      >
        Sign In
      </button>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => {
          onClick?.()
          onOpenAuth?.('sign-up')
        }}
      >
        Get Started
      </button>
    </div>
  )

  return (
    // Nearly opaque rather than blurred: a backdrop blur under a sticky header is redrawn whenever the page below
    // it changes or scrolls, the most expensive paint on a phone.
    <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/95">
      <div className={`${container} flex h-16 items-center gap-2`}>
        <Brand />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-subtle hover:text-fg aria-[current=page]:text-brand-600 dark:aria-[current=page]:text-brand-400"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Link to={paths.tools.href()} className={buttonStyles.icon} aria-label="Search tools">
            <Search aria-hidden="true" />
          </Link>
          <ThemeToggle />
          {pending ? (
            avatarSpace
          ) : user ? (
            <Suspense fallback={avatarSpace}>
              <UserMenu user={user} onSignOut={() => onSignOut?.()} />
            </Suspense>
          ) : (
            authButtons('ml-2 hidden items-center gap-2 lg:flex')
          )}
          <button
            ref={menuButton}
            type="button"
            className={`${buttonStyles.icon} lg:hidden`}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu id={menuId} onClose={() => setMenuOpen(false)}>
          {!user && !pending && authButtons('grid grid-cols-2 gap-2', () => setMenuOpen(false))}
        </MobileMenu>
      )}
    </header>
  )
})
