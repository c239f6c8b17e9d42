import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { CompareBar } from '@/components/compare/compare-bar'
import { useCompare } from '@/components/compare/compare-provider'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { Toaster } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { AnalyticsScripts } from '@/features/analytics/components/analytics-scripts'

/** The frame around every public page (spec §2): header, the page, footer and the compare bar. */
export function RootLayout() {
  const { openAuth } = useAuthPrompt()
  const { items } = useCompare()
  const { pathname } = useLocation()
  // The compare page shows the selection itself; elsewhere the bar needs room below the footer.
  const showCompareBar = items.length > 0 && pathname !== paths.compare.path
  return (
    <div className={`flex min-h-dvh flex-col ${showCompareBar ? 'pb-40 sm:pb-20' : ''}`}>
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header onOpenAuth={openAuth} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {showCompareBar && <CompareBar />}
      <Toaster />
      <AnalyticsScripts />
      <ScrollRestoration />
    </div>
  )
}
