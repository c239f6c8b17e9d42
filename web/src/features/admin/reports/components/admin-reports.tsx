import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/page-header'
import { REPORT_STATES } from '../api/reports'
import { ReportQueueList } from './report-queue-list'

/** /admin/reports: visitors' reports on tool listings, by state, grouped by tool. */
export function AdminReports() {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Tool Reports"
        description="Problems visitors reported on tool listings, grouped by tool, the most reported first."
        actions={null}
      />
      <Tabs defaultValue="open">
        <TabList aria-label="Report state">
          {REPORT_STATES.map((state) => (
            <Tab key={state.value} value={state.value}>
              {state.label}
            </Tab>
          ))}
        </TabList>
        {REPORT_STATES.map((state) => (
          <TabPanel key={state.value} value={state.value} className="pt-6">
            <ReportQueueList state={state.value} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}
