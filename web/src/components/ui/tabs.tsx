import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'

// Tabs after the WAI-ARIA pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): tab/tablist/tabpanel roles,
// only the selected tab in the Tab order, arrow keys (wrapping), Home and End move to a tab and select it,
// and only the selected panel is rendered. Written here rather than taken from Radix Tabs, whose shared
// collection and focus code weighed ~10 kB gzip, a sixth of the tool page's JavaScript budget.

type TabsState = { selected: string; select: (value: string) => void; baseId: string }

const TabsContext = createContext<TabsState | null>(null)

/** @throws Error when used outside Tabs. */
function useTabs(): TabsState {
  const state = use(TabsContext)
  if (!state) throw new Error('Tab, TabList and TabPanel must be used within Tabs')
  return state
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

type TabsProps = {
  defaultValue: string
  /** The selected tab, when the page keeps it (in the URL, say); otherwise the tabs keep it while mounted. */
  value?: string
  onValueChange?: (value: string) => void
  children: ReactNode
}

/** Starts on `defaultValue`; the visitor's choice is kept while the tabs stay mounted, or by the page. */
export function Tabs({ defaultValue, value, onValueChange, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue)
  const selected = value ?? own
  const baseId = useId()
  const state = useMemo(
    () => ({ selected, select: onValueChange ?? setOwn, baseId }),
    [selected, onValueChange, baseId],
  )
  return (
    <TabsContext value={state}>
      <div>{children}</div>
    </TabsContext>
  )
}

const targetIndex: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
}

function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const move = targetIndex[event.key]
  if (!move) return
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  const current = tabs.indexOf(event.target as HTMLButtonElement)
  if (current === -1) return
  event.preventDefault()
  // Focus selects (automatic activation): see Tab's onFocus.
  tabs[move(current, tabs.length)]?.focus()
}

export function TabList({ className = '', ...props }: Omit<ComponentProps<'div'>, 'role'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveBetweenTabs}
      className={`flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none] ${className}`}
      {...props}
    />
  )
}

export function Tab({
  value,
  className = '',
  ...props
}: Omit<ComponentProps<'button'>, 'role' | 'value'> & { value: string }) {
  const { selected, select, baseId } = useTabs()
  const active = value === selected
  // A press focuses the tab, then clicks it: one choice, so one request (a page keeping the tab in the URL would
  // add two history entries). The click cannot tell by `active`: the page's new value may not have arrived yet.
  const selectedByFocus = useRef(false)
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      // A click does not focus a button in every browser (Safari), so both select.
      onFocus={() => {
        if (active) return
        selectedByFocus.current = true
        select(value)
      }}
      onClick={() => {
        if (!selectedByFocus.current && !active) select(value)
        selectedByFocus.current = false
      }}
      onBlur={() => {
        selectedByFocus.current = false
      }}
      className={`-mb-px inline-flex items-center gap-2 rounded-t-md border-b-2 focus-visible:outline-offset-[-2px] border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300 ${className}`}
      {...props}
    />
  )
}

export function TabPanel({ value, className = '', ...props }: Omit<ComponentProps<'div'>, 'role'> & { value: string }) {
  const { selected, baseId } = useTabs()
  if (value !== selected) return null
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the Tab order
      tabIndex={0}
      className={`pt-8 focus-visible:outline-none ${className}`}
      {...props}
    />
  )
}
