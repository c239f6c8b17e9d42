import { useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { QUEUE_TABS } from '../lib/submission-states'
import { SubmissionQueue } from './submission-queue'

/** /admin/submissions: the tools makers submitted, by state, oldest first, to approve, send back or reject. */
export function AdminSubmissions() {
  const [search, setSearch] = useState('')
  const words = useDebouncedValue(search.trim(), 300)
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Submissions"
        description="Tools makers submitted, oldest first. Open one to review it, approve it, ask for changes or reject it."
        actions={null}
      />
      <search>
        <SearchBox label="Search by tool name or site" value={search} onChange={setSearch} />
      </search>
      <Tabs defaultValue="waiting">
        <TabList aria-label="Submission state">
          {QUEUE_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {QUEUE_TABS.map((tab) => (
          <TabPanel key={tab.value} value={tab.value} className="pt-6">
            {/* A new search starts again from the first page, with nothing selected. */}
            <SubmissionQueue key={words} filter={tab.value} label={tab.label} search={words} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}
