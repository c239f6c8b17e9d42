import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/page-header'
import { AdminUsersTab } from './admin-users-tab'
import { IdentitySettings } from './identity-settings'
import { LegalSettings } from './legal-settings'
import { TrackingSettings } from './tracking-settings'

/** /admin/settings: 'Site', 'Tracking & Analytics', 'Legal Pages' and 'Admin Users'. */
export function AdminSettings() {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="The site's name and links, tracking scripts, the legal pages, and who may use this back office."
        actions={null}
      />
      <Tabs defaultValue="tracking">
        <TabList aria-label="Settings">
          <Tab value="tracking">Tracking &amp; Analytics</Tab>
          <Tab value="legal">Legal Pages</Tab>
          <Tab value="site">Site</Tab>
          <Tab value="admins">Admin Users</Tab>
        </TabList>
        <TabPanel value="tracking">
          <TrackingSettings />
        </TabPanel>
        <TabPanel value="legal">
          <LegalSettings />
        </TabPanel>
        <TabPanel value="site">
          <IdentitySettings />
        </TabPanel>
        <TabPanel value="admins">
          <AdminUsersTab />
        </TabPanel>
      </Tabs>
    </div>
  )
}
