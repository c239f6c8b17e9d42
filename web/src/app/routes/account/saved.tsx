import { useSearchParams } from 'react-router-dom'
import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { SAVED_TABS, type SavedTab } from '@/config/paths'
import { SavedPosts } from '@/features/blog/components/saved-posts'
import { SavedBundles } from '@/features/bundles/components/saved-bundles'
import { SavedTools } from '@/features/tools/components/saved-tools'

const TABS: Record<SavedTab, { label: string; panel: () => React.JSX.Element }> = {
  tools: { label: 'Tools', panel: SavedTools },
  bundles: { label: 'Bundles', panel: SavedBundles },
  articles: { label: 'Articles', panel: SavedPosts },
}

const isSavedTab = (value: string | null): value is SavedTab => SAVED_TABS.some((tab) => tab === value)
const tabOf = (params: URLSearchParams): SavedTab => {
  const requested = params.get('tab')
  return isSavedTab(requested) ? requested : 'tools'
}

/** /saved: saved tools, favorite bundles and saved articles. The tab is the URL's (`?tab=`), so Back and links reach it. */
export function SavedRoute() {
  usePageMeta({ title: pageTitle('Saved') })
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params)
  return (
    <RequireSignedIn>
      {() => (
        <div className={`${container} py-8 sm:py-12`}>
          <header className="mb-6">
            <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Saved</h1>
            <p className="mt-2 text-muted">The tools, bundles and articles you kept, in one place.</p>
          </header>
          <Tabs
            defaultValue="tools"
            value={tab}
            onValueChange={(next) => {
              // A click focuses the tab, then clicks it: both select, the second before the page re-renders (the
              // router's update is a transition). The address is already the new one: one history entry per tab.
              if (next !== tabOf(new URLSearchParams(window.location.search))) {
                setParams(next === 'tools' ? {} : { tab: next })
              }
            }}
          >
            <TabList aria-label="Saved items">
              {SAVED_TABS.map((value) => (
                <Tab key={value} value={value}>
                  {TABS[value].label}
                </Tab>
              ))}
            </TabList>
            {SAVED_TABS.map((value) => {
              const Panel = TABS[value].panel
              return (
                <TabPanel key={value} value={value} className="pt-6">
                  <Panel />
                </TabPanel>
              )
            })}
          </Tabs>
        </div>
      )}
    </RequireSignedIn>
  )
}
