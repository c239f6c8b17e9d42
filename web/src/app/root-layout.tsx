import { Suspense, useCallback, useMemo, useState } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom'
import { type AuthMode, AuthPromptProvider } from '@/components/auth/auth-prompt'
import { useAuthActions, useCurrentUser } from '@/components/auth/current-user'
import { useCompare } from '@/components/compare/compare-provider'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NavigationProgress } from '@/components/layout/navigation-progress'
import { Toaster } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useMergeReadingListOnSignIn } from '@/features/blog/api/import-reading-list'
import { lazyNamed } from '@/lib/lazy-named'

// Neither is needed for a first paint: their code loads when a tool is picked for comparison or the
// dialog is first opened.
const CompareBar = lazyNamed(() => import('@/components/compare/compare-bar'), 'CompareBar')
const AuthDialog = lazyNamed(() => import('@/features/auth/components/auth-dialog'), 'AuthDialog')
// Trackers wait for the first paint anyway (their events queue until then): their code and consent banner need not
// be in the first download.
const AnalyticsScripts = lazyNamed(
  () => import('@/features/analytics/components/analytics-scripts'),
  'AnalyticsScripts',
)

/** The frame around every public page: header, the page, footer, the compare bar and the auth dialog. */
export function RootLayout() {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null)
  // Once opened, the dialog stays mounted: closing its <dialog> (rather than removing it) hands focus back.
  const [authOpened, setAuthOpened] = useState(false)
  const openAuth = useCallback((mode: AuthMode) => {
    setAuthOpened(true)
    setAuthMode(mode)
  }, [])
  const { user, pending } = useCurrentUser()
  const { signOut } = useAuthActions()
  // Wherever someone signs in (dialog, Google, a new tab), the articles they saved as a visitor follow them.
  useMergeReadingListOnSignIn()
  const { items } = useCompare()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // Stable props keep the memoized header out of every navigation's render (a keystroke in the directory).
  const headerUser = useMemo(
    () => user && { name: user.name || user.email, email: user.email, avatarUrl: user.avatar_url },
    [user],
  )
  const onSignOut = useCallback(() => {
    void signOut()
    navigate(paths.home.href())
  }, [signOut, navigate])
  // The compare page shows the selection itself; elsewhere the bar needs room below the footer.
  const showCompareBar = items.length > 0 && pathname !== paths.compare.path
  return (
    <AuthPromptProvider onOpenAuth={openAuth}>
      <div className={`flex min-h-dvh flex-col ${showCompareBar ? 'pb-40 sm:pb-20' : ''}`}>
        <a
          href="#main"
          className="sr-only rounded-lg bg-surface text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Header onOpenAuth={openAuth} pending={pending} user={headerUser} onSignOut={onSignOut} />
        {/* At least a screen tall below the header, so the footer starts below the fold: pages that grow as
            their data arrives push it down out of sight instead of shifting it on screen (layout shift). */}
        <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
          <Outlet />
        </main>
        <Footer />
        {showCompareBar && (
          <Suspense fallback={null}>
            <CompareBar />
          </Suspense>
        )}
        <Toaster />
        <Suspense fallback={null}>
          <AnalyticsScripts />
        </Suspense>
        <ScrollRestoration />
      </div>
      {authOpened && (
        <Suspense fallback={null}>
          <AuthDialog
            mode={authMode}
            onModeChange={setAuthMode}
            onClose={() => setAuthMode(null)}
            onSignedUp={() => navigate(paths.dashboard.href())}
          />
        </Suspense>
      )}
    </AuthPromptProvider>
  )
}
