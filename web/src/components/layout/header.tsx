import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { ThemeToggle } from '@/components/theme/theme-toggle'
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { Brand } from './brand'
import { MobileMenu } from './mobile-menu'
import { mainNavLinks } from './nav-links'

export type AuthMode = 'sign-in' | 'sign-up'

type HeaderProps = {
  /** Opens the auth dialog in the given mode (spec §2 Auth dialog); the app wires it once sign-in exists. */
  onOpenAuth?: (mode: AuthMode) => void
}

export function Header({ onOpenAuth }: HeaderProps) {
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

  const authButtons = (layout: string) => (
    <div className={layout}>
      <button type="button" className={buttonStyles.ghost} onClick={() => onOpenAuth?.('sign-in')}>
        Sign In
      </button>
      <button type="button" className={buttonStyles.primary} onClick={() => onOpenAuth?.('sign-up')}>
        Get Started
      </button>
    </div>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/85">
      <div className={`${container} flex h-16 items-center gap-2`}>
        <Brand />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 aria-[current=page]:text-brand-600 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white dark:aria-[current=page]:text-brand-400"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Link to={paths.tools.href()} className={buttonStyles.icon} aria-label="Search tools">
            <SearchIcon />
          </Link>
          <ThemeToggle />
          {authButtons('ml-2 hidden items-center gap-2 lg:flex')}
          <button
            ref={menuButton}
            type="button"
            className={`${buttonStyles.icon} lg:hidden`}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu id={menuId} onClose={() => setMenuOpen(false)}>
          {authButtons('grid grid-cols-2 gap-2')}
        </MobileMenu>
      )}
    </header>
  )
}
