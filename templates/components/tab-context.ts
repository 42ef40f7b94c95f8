import { createContext, type ReactNode } from 'react'

/** What `Tabs` tells each of its `Tab` children: which panel it is and whether it shows. */
export interface TabPanelContext {
  /** `useId()` of the owning Tabs; tab and panel ids derive from it. */
  baseId: string
  index: number
  selected: boolean
  /** The tab's label, repeated inside the panel for readers without JavaScript. */
  label: ReactNode
}

export const TabContext = createContext<TabPanelContext | null>(null)

/** Ids shared by a tab button and its panel, so `aria-controls` and `aria-labelledby` agree. */
export function tabIds(baseId: string, index: number): { tabId: string; panelId: string } {
  return { tabId: `${baseId}-tab-${index}`, panelId: `${baseId}-panel-${index}` }
}
