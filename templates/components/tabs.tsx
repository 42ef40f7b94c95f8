import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { cx } from './class-names.js'
import { Tab } from './tab.js'
import { TabContext, tabIds } from './tab-context.js'

/** A tab label; Nextra 2 also accepted `{ label, disabled }`. */
export type TabItem = ReactNode | { label: ReactNode; disabled?: boolean }

export interface TabsProps {
  /** One label per tab, in order; children are the panels, one `Tab` per item. */
  items: readonly TabItem[]
  /** Tab shown first. @default 0 */
  defaultIndex?: number
  /** Controlled selection in Nextra; on a static page it simply wins over `defaultIndex`. */
  selectedIndex?: number
  /** Remembers the choice in localStorage under this key and syncs every Tabs sharing it. */
  storageKey?: string
  /** Accepted for compatibility with Nextra; the client script owns selection changes. */
  onChange?: (index: number) => void
  className?: string
  /** Extra class for every tab button. */
  tabClassName?: string
  children?: ReactNode
}

function isItemObject(item: TabItem): item is { label: ReactNode; disabled?: boolean } {
  return typeof item === 'object' && item !== null && !isValidElement(item) && 'label' in item
}

// MDX may leave whitespace text between the Tab elements; it is not a panel.
function isPanel(child: ReactNode): boolean {
  return !(typeof child === 'string' && child.trim() === '')
}

function TabsRoot({
  items,
  defaultIndex = 0,
  selectedIndex,
  storageKey,
  className,
  tabClassName,
  children
}: TabsProps): ReactElement {
  const baseId = useId()
  const labels = items.map(item => (isItemObject(item) ? item.label : item))
  const wanted = selectedIndex ?? defaultIndex
  // An out-of-range index would hide every panel once JavaScript runs; show the first instead.
  const selected = Number.isInteger(wanted) && wanted >= 0 && wanted < items.length ? wanted : 0
  const panels = Children.toArray(children).filter(isPanel)

  return (
    <div className={cx('gs-tabs', className)} data-tabs="" data-storage-key={storageKey}>
      <div role="tablist" className="gs-tabs-list">
        {items.map((item, index) => {
          const { tabId, panelId } = tabIds(baseId, index)
          const isSelected = index === selected
          return (
            <button
              key={index}
              type="button"
              role="tab"
              id={tabId}
              className={tabClassName}
              aria-controls={panelId}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              data-tab-index={index}
              disabled={isItemObject(item) && item.disabled ? true : undefined}
            >
              {labels[index]}
            </button>
          )
        })}
      </div>
      {panels.map((panel, index) => (
        <TabContext.Provider key={index} value={{ baseId, index, selected: index === selected, label: labels[index] }}>
          {panel}
        </TabContext.Provider>
      ))}
    </div>
  )
}

/**
 * Tabbed panels (Nextra `Tabs`). Server-rendered with the selected panel visible; the tabs client
 * script switches panels and persists `storageKey`. Without JavaScript every panel shows with its label.
 *
 * @example
 * <Tabs items={['npm', 'yarn']} storageKey="package-manager">
 *   <Tabs.Tab>npm i graphql-yoga</Tabs.Tab>
 *   <Tabs.Tab>yarn add graphql-yoga</Tabs.Tab>
 * </Tabs>
 */
export const Tabs = Object.assign(TabsRoot, { Tab, displayName: 'Tabs' })
