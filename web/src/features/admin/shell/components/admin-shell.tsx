import { LogOut } from 'lucide-react'
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useAuthActions } from '@/components/auth/current-user'
import { PageSpinner } from '@/components/auth/require-signed-in'
import { Brand } from '@/components/layout/brand'
import { ThemeToggle } from '@/components/theme/theme-toggle'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useAdminAccess } from '../../access/api/check-admin'
import { landingHref, linksFor, permissionForPath } from '../nav-links'
import { NoAccess } from './no-access'
// The back office's own styles (the tool table's switch), loaded once with its frame.
import './admin.css'
import { AdminIconSprite } from './admin-icon'

/**
 * The frame of every signed-in admin screen: the guard (anyone but active staff goes to /admin, which
 * offers sign-in or says Access Denied), the top navigation of the screens the role opens, and a plain
 * "no access" state for any other screen reached by URL (a moderator's dashboard is their first screen).
 */
export function AdminShell() {
  const access = useAdminAccess()
  const { signOut } = useAuthActions()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  if (access.state === 'pending') return <PageSpinner label="Checking admin access" />
  if (access.state !== 'staff') return <Navigate to={paths.admin.href()} replace />
  const name = access.user.name || access.user.email
  const links = linksFor(access.permissions)
  const allowed = access.permissions.includes(permissionForPath(pathname))
  const home = links[0] ?? { label: 'Kitly', href: paths.home.href() }
  if (!allowed && pathname === paths.adminDashboard.href())
    return <Navigate to={landingHref(access.permissions)} replace />
  const isAdmin = access.permissions.includes('manage_site')

  return (
    <div className="flex min-h-dvh flex-col">
      <AdminIconSprite />
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/90 backdrop-blur">
        <div className={`${container} flex h-14 items-center gap-3`}>
          <Brand />
          <span className="rounded-md bg-brand-600/10 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:text-brand-300">
            {isAdmin ? 'Admin' : 'Moderator'}
          </span>
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden max-w-48 truncate text-sm text-muted sm:block" title={access.user.email}>
              {name}
            </span>
            <ThemeToggle />
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => {
                void signOut()
                navigate(paths.admin.href())
              }}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Admin" className={`${container} -mb-px overflow-x-auto`}>
          <ul className="flex gap-1">
            {links.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  className="flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted hover:text-fg aria-[current=page]:border-brand-600 aria-[current=page]:text-fg [&_svg]:size-4"
                >
                  <Icon aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className={`${container} flex-1 py-8`}>
        {allowed ? <Outlet /> : <NoAccess home={home} />}
      </main>
    </div>
  )
}
