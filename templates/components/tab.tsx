import { useContext, type ComponentProps, type ReactElement } from 'react'
import { TabContext, tabIds } from './tab-context.js'

/**
 * Props of one tab panel; extra attributes land on the panel element. On a Nextra 4.1+ site the
 * compile gives the tab its name and slug (`src/compile/nextra-jsx-headings.ts`).
 */
export type TabProps = ComponentProps<'div'> & { 'data-nextra-heading'?: string; 'data-nextra-heading-id'?: string }

/** Nextra 4.1+'s hidden heading first in a tab, for links to the tab's name. */
const HIDDEN_HEADING = { visibility: 'hidden', width: 0, height: 0 } as const

/**
 * One panel of `Tabs` (Nextra `Tab` / `Tabs.Tab`). Rendered outside `Tabs` it is a plain `div`.
 *
 * @example <Tabs items={['npm', 'yarn']}><Tab>npm i</Tab><Tab>yarn add</Tab></Tabs>
 */
export function Tab({
  children,
  'data-nextra-heading': heading,
  'data-nextra-heading-id': headingId,
  ...props
}: TabProps): ReactElement {
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
      {heading === undefined ? null : (
        <h3 id={headingId} style={HIDDEN_HEADING}>
          {heading}
        </h3>
      )}
      {/* A stray Tab deeper inside this panel must not claim to be this panel again. */}
      <TabContext.Provider value={null}>{children}</TabContext.Provider>
    </div>
  )
}
