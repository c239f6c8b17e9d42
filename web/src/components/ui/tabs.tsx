import * as RadixTabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'

// Tabs with arrow-key navigation and the tab/tabpanel roles (Radix Tabs: https://www.radix-ui.com/primitives/docs/components/tabs).

export const Tabs = RadixTabs.Root

export function TabList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none] ${className}`}
      {...props}
    />
  )
}

export function Tab({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`-mb-px inline-flex items-center gap-2 rounded-t-md border-b-2 focus-visible:outline-offset-[-2px] border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300 ${className}`}
      {...props}
    />
  )
}

export function TabPanel({ className = '', ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`pt-8 focus-visible:outline-none ${className}`} {...props} />
}
