import { useContext, type ComponentProps, type ReactElement } from 'react'
import { TabContext, tabIds } from './tab-context.js'

/** Props of one tab panel; extra attributes land on the panel element. */
export type TabProps = ComponentProps<'div'>

/**
 * One panel of `Tabs` (Nextra `Tab` / `Tabs.Tab`). Rendered outside `Tabs` it is a plain `div`.
 *
 * @example <Tabs items={['npm', 'yarn']}><Tab>npm i</Tab><Tab>yarn add</Tab></Tabs>
 */
export function Tab({ children, ...props }: TabProps): ReactElement {
  const panel = useContext(TabContext)
  if (!panel) return <div {...props}>{children}</div>
  const { tabId, panelId } = tabIds(panel.baseId, panel.index)
  return (
    <div
      {...props}
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      data-tab-panel={panel.index}
      tabIndex={0}
      hidden={!panel.selected}
    >
      {/* Without JavaScript every panel shows; this label says which tab each one belongs to.
          Hidden from assistive technology: the panel is already named by its tab button. */}
      <div className="gs-tab-nojs-label" aria-hidden="true">
        {panel.label}
      </div>
      {/* A stray Tab deeper inside this panel must not claim to be this panel again. */}
      <TabContext.Provider value={null}>{children}</TabContext.Provider>
    </div>
  )
}
