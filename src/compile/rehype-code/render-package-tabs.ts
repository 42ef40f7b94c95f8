import { toHtml } from 'hast-util-to-html'
import { PACKAGE_MANAGERS, convertNpmCommand, type TabManager } from './convert-npm-command.js'
import { h } from './hast.js'

/**
 * Wraps one rendered block per package manager in the tabs markup shared with the `Tabs`
 * component, so the same client script switches them and persists the choice under
 * `package-manager` (every npm2yarn block on the site follows the reader's pick).
 *
 * @param id Unique within the page, e.g. `npm2yarn-1`; tab and panel ids derive from it.
 * @param renderBlock Renders the code of one tab as the HTML of a highlighted block.
 * @param managers The tabs, in order (the site's Nextra release's; default: Nextra 2.13–4's).
 * @returns The HTML of the tabs.
 */
export function renderPackageTabs(
  id: string,
  npmCode: string,
  renderBlock: (code: string) => string,
  managers: readonly TabManager[] = PACKAGE_MANAGERS
): string {
  const codes = managers.map(manager => (manager === 'npm' ? npmCode : convertNpmCommand(npmCode, manager)))
  const tabs = managers.map((manager, i) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${i}`,
        ariaControls: [`${id}-panel-${i}`],
        ariaSelected: i === 0 ? 'true' : 'false',
        tabIndex: i === 0 ? 0 : -1,
        dataTabIndex: String(i)
      },
      [{ type: 'text', value: manager }]
    )
  )
  const panels = codes.map((code, i) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${i}`,
        ariaLabelledBy: [`${id}-tab-${i}`],
        dataTabPanel: String(i),
        tabIndex: 0,
        // Without JavaScript the first tab (npm) stays readable; the script un-hides the others.
        hidden: i !== 0
      },
      [{ type: 'raw', value: renderBlock(code) }]
    )
  )
  return toHtml(
    h('div', { className: ['gs-tabs'], dataTabs: '', dataStorageKey: 'package-manager' }, [
      h('div', { role: 'tablist', className: ['gs-tabs-list'] }, tabs),
      ...panels
    ]),
    { allowDangerousHtml: true }
  )
}
