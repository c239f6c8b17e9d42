import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/page-header'
import { AdminUsersTab } from './admin-users-tab'
import { LegalSettings } from './legal-settings'
import { TrackingSettings } from './tracking-settings'

/** /admin/settings: 'Tracking & Analytics', 'Legal Pages' and 'Admin Users'. */
export function AdminSettings() {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Marketing and tracking scripts, the legal pages, and who may use this back office."
        actions={null}
      />
      <Tabs defaultValue="tracking">
        <TabList aria-label="Settings">
          <Tab value="tracking">Tracking &amp; Analytics</Tab>
          <Tab value="legal">Legal Pages</Tab>
          <Tab value="admins">Admin Users</Tab>
        </TabList>
        <TabPanel value="tracking">
          <TrackingSettings />
        </TabPanel>
        <TabPanel value="legal">
          <LegalSettings />
        </TabPanel>
        <TabPanel value="admins">
          <AdminUsersTab />
        </TabPanel>
      </Tabs>
    </div>
  )
}
