import { useState } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom'
import { type AuthMode, AuthPromptProvider } from '@/components/auth/auth-prompt'
import { useAuthActions, useCurrentUser } from '@/components/auth/current-user'
import { CompareBar } from '@/components/compare/compare-bar'
import { useCompare } from '@/components/compare/compare-provider'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { Toaster } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { AnalyticsScripts } from '@/features/analytics/components/analytics-scripts'
import { AuthDialog } from '@/features/auth/components/auth-dialog'

/** The frame around every public page (spec §2): header, the page, footer, the compare bar and the auth dialog. */
export function RootLayout() {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null)
  const { user, pending } = useCurrentUser()
  const { signOut } = useAuthActions()
  const { items } = useCompare()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // The compare page shows the selection itself; elsewhere the bar needs room below the footer.
  const showCompareBar = items.length > 0 && pathname !== paths.compare.path
  return (
    <AuthPromptProvider onOpenAuth={setAuthMode}>
      <div className={`flex min-h-dvh flex-col ${showCompareBar ? 'pb-40 sm:pb-20' : ''}`}>
        <a
          href="#main"
          className="sr-only rounded-lg bg-surface text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <Header
          onOpenAuth={setAuthMode}
          pending={pending}
          user={user && { name: user.name || user.email, email: user.email, avatarUrl: user.avatar_url }}
          onSignOut={() => {
            void signOut()
            navigate(paths.home.href())
          }}
        />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        {showCompareBar && <CompareBar />}
        <Toaster />
        <AnalyticsScripts />
        <ScrollRestoration />
      </div>
      <AuthDialog
        mode={authMode}
        onModeChange={setAuthMode}
        onClose={() => setAuthMode(null)}
        onSignedUp={() => navigate(paths.dashboard.href())}
      />
    </AuthPromptProvider>
  )
}
