import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/page-header'
import { AdminUsersTab } from './admin-users-tab'
import { TrackingSettings } from './tracking-settings'

/** /admin/settings: 'Tracking & Analytics' and 'Admin Users'. */
export function AdminSettings() {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Settings"
        description="Marketing and tracking scripts, and who may use this back office."
        actions={null}
      />
      <Tabs defaultValue="tracking">
        <TabList aria-label="Settings">
          <Tab value="tracking">Tracking &amp; Analytics</Tab>
          <Tab value="admins">Admin Users</Tab>
        </TabList>
        <TabPanel value="tracking">
          <TrackingSettings />
        </TabPanel>
        <TabPanel value="admins">
          <AdminUsersTab />
        </TabPanel>
      </Tabs>
    </div>
  )
}
