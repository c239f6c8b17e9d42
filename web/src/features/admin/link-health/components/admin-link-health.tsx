import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/page-header'
import { LINK_QUEUE_TABS } from '../api/link-health'
import { LinkHealthList } from './link-health-list'

/**
 * /admin/link-health: tools whose website the link checker found moved, failing or dead, tools it found no logo for,
 * and discontinued tools.
 */
export function AdminLinkHealth() {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Link Health"
        description="Tools whose website redirected, failed or died at the link checker's last visit, the worst first, and those whose site gave no logo."
        actions={null}
      />
      <Tabs defaultValue="attention">
        <TabList aria-label="Link health">
          {LINK_QUEUE_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {LINK_QUEUE_TABS.map((tab) => (
          <TabPanel key={tab.value} value={tab.value} className="pt-6">
            <LinkHealthList queue={tab.value} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}
