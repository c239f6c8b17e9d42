import type { ReactNode } from 'react'
import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { VerifyEmailNotice } from '@/features/account-mail/components/verify-email-notice'
import { useDashboard } from '@/features/dashboard/api/get-dashboard'
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats'
import { QuickActions } from '@/features/dashboard/components/quick-actions'
import { RecentActivity } from '@/features/dashboard/components/recent-activity'
import { MyKits } from '@/features/kit-builder/components/my-kits'
import { useListings } from '@/features/makers/api/get-listings'
import { MyListings } from '@/features/makers/components/my-listings'
import type { Me } from '@/lib/api-types'

export function DashboardRoute() {
  usePageMeta({ title: pageTitle('Dashboard') })
  return <RequireSignedIn>{(user) => <Dashboard user={user} />}</RequireSignedIn>
}

function Dashboard({ user }: { user: Me }) {
  const { data } = useDashboard()
  const { data: listings } = useListings()
  const firstName = (user.google_user_data?.given_name ?? user.name ?? '').split(' ')[0]
  return (
    <div className={`${container} space-y-12 py-8 sm:py-12`}>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
          Welcome back{firstName ? `, ${firstName}` : ''}!
        </h1>
        <p className="mt-2 text-muted">Here is what is happening with your tools and kits.</p>
      </header>
      {!user.email_verified && <VerifyEmailNotice email={user.email} />}
      <DashboardStats stats={data?.stats} />
      {listings && listings.length > 0 && (
        <Panel title="Your Listings">
          <MyListings listings={listings} />
        </Panel>
      )}
      <Panel title="Quick Actions">
        <QuickActions />
      </Panel>
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <Panel title="Your Kits">
          <MyKits />
        </Panel>
        <Panel title="Recent Activity">
          <RecentActivity activity={data?.recent_activity} />
        </Panel>
      </div>
    </div>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight text-fg">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
