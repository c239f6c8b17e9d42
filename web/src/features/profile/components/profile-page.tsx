import { ArrowLeft, UserX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageSpinner } from '@/components/auth/require-signed-in'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { formatShortDateTime } from '@/lib/format'
import { useProfile } from '../api/profile'
import { AvatarUpload } from './avatar-upload'
import { GoogleLink } from './google-link'
import { PasswordForm } from './password-form'
import { ProfileForm } from './profile-form'
import { WatchlistEmails } from './watchlist-emails'

const backToDashboard = (
  <Link to={paths.dashboard.href()} className={buttonStyles.ghost}>
    <ArrowLeft aria-hidden="true" />
    Back to Dashboard
  </Link>
)

/** The profile page: header card with the avatar, then its tabs. */
export function ProfilePage() {
  const { data, error, isLoading } = useProfile()
  if (isLoading) return <PageSpinner label="Loading profile" />
  if (error || !data) {
    return (
      <EmptyState
        icon={UserX}
        title="Profile not found"
        hint="We couldn’t load your profile. Please try again."
        action={backToDashboard}
        role="alert"
      />
    )
  }
  const { user, profile, kitly_user } = data
  const name = user.name || user.email
  return (
    <div className="space-y-8">
      <div className="-ml-3">{backToDashboard}</div>
      <section className={`${cardStyles} flex flex-col items-center gap-5 p-6 text-center sm:flex-row sm:text-left`}>
        <AvatarUpload name={name} imageUrl={user.avatar_url ?? profile.profile_image_url} />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{name}</h1>
          <p className="truncate text-muted">{user.email}</p>
          <p className="mt-1 text-sm text-muted">Member since {formatShortDateTime(kitly_user.created_at)}</p>
        </div>
      </section>
      <Tabs defaultValue="profile">
        <TabList aria-label="Profile settings">
          <Tab value="profile">Profile Information</Tab>
          <Tab value="security">Security</Tab>
          <Tab value="emails">Email alerts</Tab>
        </TabList>
        <TabPanel value="profile">
          <ProfileForm profile={data} />
        </TabPanel>
        <TabPanel value="security" className="space-y-10">
          <PasswordForm hasPassword={kitly_user.has_password} />
          <GoogleLink account={kitly_user} />
        </TabPanel>
        <TabPanel value="emails">
          <WatchlistEmails />
        </TabPanel>
      </Tabs>
    </div>
  )
}
