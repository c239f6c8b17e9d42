import { Outlet } from 'react-router-dom'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'

/** The frame around every public page (spec §2): header, the page, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 dark:bg-zinc-900"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
