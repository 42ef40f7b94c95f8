import { Children, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { Tab } from './tab.js'
import { Tabs } from './tabs.js'

/**
 * Code Hike 0.9's components (`@code-hike/mdx`, whose remark plugin a site's next.config gives Nextra:
 * safe-global/safe-docs), which its MDX uses without an import: `<CH.Section>`, `<CH.Code>`, and the
 * layouts around code (`CH.Spotlight`, `CH.Scrollycoding`, `CH.Slideshow`). Guildsite draws the code
 * blocks as its own: a `CH.Code` holding several blocks is a group of tabs named as Code Hike names
 * them (the first word of each block's meta, `src/compile/remark-code-hike.ts` passes them as
 * `gsTabs`), one block is itself; the layouts are their content in order. A `CH.Preview` (a live
 * preview of the code) draws nothing.
 */
interface CodeProps {
  /** The tabs' names, one a line (from the compile). */
  gsTabs?: string
  style?: CSSProperties
  className?: string
  children?: ReactNode
}

// MDX leaves whitespace text between the blocks; it is no panel.
const isPanel = (child: ReactNode): boolean => !(typeof child === 'string' && child.trim() === '')

function Code({ gsTabs, children, className }: CodeProps): ReactElement {
  const panels = Children.toArray(children).filter(isPanel)
  if (gsTabs && panels.length > 1)
    return (
      <Tabs items={gsTabs.split('\n')} className={className}>
        {panels.map((panel, index) => (
          <Tab key={index}>{panel}</Tab>
        ))}
      </Tabs>
    )
  return <>{panels}</>
}

function Layout({ children }: { children?: ReactNode }): ReactElement {
  return <>{children}</>
}

const Preview = (): null => null

export const CH = {
  Code,
  Section: Layout,
  Spotlight: Layout,
  Scrollycoding: Layout,
  Slideshow: Layout,
  Preview
}
