import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { useListParams, useListSearch } from '../../shell/use-list-params'
import { QUEUE_TABS } from '../lib/submission-states'
import { SubmissionQueue } from './submission-queue'

const FIRST_TAB = 'waiting'

/**
 * /admin/submissions: the tools makers submitted, by state, oldest first, to approve, send back or reject. The tab,
 * the search and the page are the URL's (`?tab=approved&q=acme&page=2`), so Back from a submission returns to them.
 */
export function AdminSubmissions() {
  const list = useListParams(['tab'])
  const tab = QUEUE_TABS.some((queue) => queue.value === list.filters.tab) ? list.filters.tab : FIRST_TAB
  const [search, setSearch] = useListSearch(list)

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
      <Tabs
        defaultValue={FIRST_TAB}
        value={tab}
        onValueChange={(next) => list.setFilter('tab', next === FIRST_TAB ? '' : next)}
      >
        <TabList aria-label="Submission state">
          {QUEUE_TABS.map((queue) => (
            <Tab key={queue.value} value={queue.value}>
              {queue.label}
            </Tab>
          ))}
        </TabList>
        {QUEUE_TABS.map((queue) => (
          <TabPanel key={queue.value} value={queue.value} className="pt-6">
            {/* A new search starts with nothing selected. */}
            <SubmissionQueue
              key={list.search}
              filter={queue.value}
              label={queue.label}
              search={list.search}
              page={list.page}
              onPage={list.setPage}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}
