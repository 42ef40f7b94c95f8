import { Children, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { cx } from './class-names.js'

/**
 * Code Hike 0.9's components (`@code-hike/mdx`, whose remark plugin a site's next.config gives Nextra:
 * safe-global/safe-docs, keaganaut/docs-nextra), which its MDX uses without an import, drawn with Code
 * Hike's classes and look (the CSS is `src/compile/rehype-code/code-hike-css.ts`);
 * `src/compile/remark-code-hike.ts` arranges the MDX for them.
 * - `CH.Code`: an editor frame (`ch-codegroup`): a title bar with the window's three buttons and a tab
 *   per block (`gsTabs`), the blocks as its panels (a second title bar and panel from `gsSouth`); the
 *   tabs switch as every guildsite tab group does (`[data-tabs]`, `src/client/tabs.ts`). A single block
 *   without a name is a bare `ch-codeblock`, as Code Hike draws it.
 * - `CH.Scrollycoding`: the steps in a column, the code beside them sticky; the step at the middle of
 *   the window (or a clicked one) is selected and its editor shown. `CH.Spotlight`: the steps as a list
 *   beside the code; a click selects one. Both without JavaScript: the first (or `start`) step's code.
 *   `src/client/code-hike.ts` (loaded only on pages with them) selects.
 * - `CH.Section` and `CH.SectionLink`: pointing at a link focuses its lines in the section's code.
 * - `CH.Slideshow`: its content in order; a `CH.Preview` (a live preview of the code) draws nothing.
 */
interface CodeProps {
  /** The tabs' names, one a line (from the compile). */
  gsTabs?: string
  /** Index of the first block of the second panel. */
  gsSouth?: string
  /** Index of the tab shown first. */
  gsActive?: string
  /** The step whose editor this is (in a layout). */
  gsStep?: string
  /** The frame's colours from the code's theme, `--ch-…:…;` (from the compile). */
  gsColors?: string
  style?: CSSProperties
  className?: string
  children?: ReactNode
}

// MDX leaves whitespace text between the blocks; it is no panel.
const isPanel = (child: ReactNode): boolean => !(typeof child === 'string' && child.trim() === '')

/** `--ch-bg:#222;--ch-fg:#eee` as a style object, over the block's own style. */
function colorStyle(colors: string | undefined, style: CSSProperties | undefined): CSSProperties | undefined {
  if (!colors) return style
  const variables = Object.fromEntries(
    colors.split(';').flatMap(pair => {
      const at = pair.indexOf(':')
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()]] : []
    })
  )
  return { ...variables, ...style }
}

function Code({ gsTabs, gsSouth, gsActive, gsColors, children, className, style: own }: CodeProps): ReactElement {
  const style = colorStyle(gsColors, own)
  const panels = Children.toArray(children).filter(isPanel)
  const names = gsTabs ? gsTabs.split('\n') : []
  if (names.length === 0 && panels.length <= 1)
    return (
      <div className={cx('ch-codeblock not-prose', className)} style={style}>
        {panels}
      </div>
    )
  const split = Number(gsSouth) > 0 && Number(gsSouth) < panels.length ? Number(gsSouth) : panels.length
  const active = Number(gsActive ?? 0)
  const north = panels.map((_, index) => index).slice(0, split)
  const south = panels.map((_, index) => index).slice(split)
  const group = (indices: number[], first: boolean) => {
    const shown = indices.includes(active) ? active : indices[0]!
    return (
      <div className="ch-editor-group" data-tabs="">
        <div className="ch-frame-title-bar" role="tablist">
          {first ? (
            <span className="ch-frame-buttons" aria-hidden="true">
              <span className="ch-frame-button ch-frame-button-left" />
              <span className="ch-frame-button ch-frame-button-middle" />
              <span className="ch-frame-button ch-frame-button-right" />
            </span>
          ) : (
            <span className="ch-editor-group-border" />
          )}
          {indices.map((index, position) => (
            <button
              key={index}
              type="button"
              role="tab"
              className="ch-editor-tab"
              title={names[index]}
              aria-selected={index === shown}
              tabIndex={index === shown ? 0 : -1}
              data-tab-index={position}
            >
              {names[index] ?? ''}
            </button>
          ))}
        </div>
        {indices.map(index => (
          <div key={index} role="tabpanel" className="ch-editor-panel" hidden={index !== shown}>
            {panels[index]}
          </div>
        ))}
      </div>
    )
  }
  return (
    <div className={cx('ch-codegroup not-prose', className)} style={style}>
      <div className="ch-editor-frame">
        {group(north, true)}
        {south.length > 0 && group(south, false)}
      </div>
    </div>
  )
}

/** One step's text (from the compile). */
function Step({ children }: { children?: ReactNode }): ReactElement {
  return <>{children}</>
}

interface LayoutProps {
  /** The step shown first. @default 0 */
  start?: number
  className?: string
  style?: CSSProperties
  children?: ReactNode
}

/** A layout's steps and its editors (the `CH.Code`s the compile put after the steps). */
function partition(children: ReactNode) {
  const all = Children.toArray(children).filter(isPanel)
  const steps = all.filter(child => isValidElement(child) && child.type === Step) as ReactElement<{
    children?: ReactNode
  }>[]
  const editors = all.filter(child => isValidElement<CodeProps>(child) && child.props.gsStep !== undefined)
  return { steps, editors }
}

// (Under 768 px each step's code follows its text, as Code Hike's static layout draws them: the
// CSS orders the steps and their code by this index.)
const order = (index: number) => ({ '--ch-i': index }) as CSSProperties

const startOf = (start: unknown, count: number): number =>
  typeof start === 'number' && Number.isInteger(start) && start >= 0 && start < count ? start : 0

function Sticker({ editors, selected, className }: { editors: ReactNode[]; selected: number; className: string }) {
  return (
    <div className={className}>
      {editors.map((editor, index) => (
        <div
          key={index}
          className="ch-step-code"
          data-ch-step-code={index}
          hidden={index !== selected}
          style={order(index)}
        >
          {editor}
        </div>
      ))}
    </div>
  )
}

function Scrollycoding({ start, className, style, children }: LayoutProps): ReactElement {
  const { steps, editors } = partition(children)
  const selected = startOf(start, steps.length)
  return (
    <section className={cx('ch-scrollycoding', className)} style={style} data-ch="scroll">
      <div className="ch-scrollycoding-content">
        {steps.map((step, index) => (
          <div
            key={index}
            className="ch-scrollycoding-step-content"
            data-ch-step={index}
            style={order(index)}
            data-selected={index === selected ? 'true' : undefined}
          >
            {step.props.children}
          </div>
        ))}
      </div>
      <Sticker editors={editors} selected={selected} className="ch-scrollycoding-sticker" />
    </section>
  )
}

function Spotlight({ start, className, style, children }: LayoutProps): ReactElement {
  const { steps, editors } = partition(children)
  const selected = startOf(start, steps.length)
  const header = steps[0]?.props.children
  const hasHeader = Children.toArray(header).some(isPanel)
  return (
    <section className={cx('ch-spotlight', className)} style={style} data-ch="click">
      <div className="ch-spotlight-tabs">
        {hasHeader && <div>{header}</div>}
        {steps.map((step, index) =>
          index === 0 ? null : (
            <div
              key={index}
              className="ch-spotlight-tab"
              data-ch-step={index}
              style={order(index)}
              data-selected={index === selected ? 'true' : undefined}
              role="button"
              tabIndex={0}
              aria-pressed={index === selected}
            >
              {step.props.children}
            </div>
          )
        )}
      </div>
      <Sticker editors={editors} selected={selected} className="ch-spotlight-sticker" />
    </section>
  )
}

function Section({ className, style, children }: LayoutProps): ReactElement {
  return (
    <section className={cx('ch-section', className)} style={style} data-ch="section">
      {children}
    </section>
  )
}

/** A `[text](focus://…)` link of a section: its lines focused while pointed at. */
function SectionLink({ focus, file, children }: { focus?: string; file?: string; children?: ReactNode }) {
  return (
    <span className="ch-section-link" data-ch-focus={focus} data-ch-file={file} tabIndex={0}>
      {children}
    </span>
  )
}

function Layout({ children }: { children?: ReactNode }): ReactElement {
  return <>{children}</>
}

const Preview = (): null => null

export const CH = {
  Code,
  Step,
  Section,
  SectionLink,
  Spotlight,
  Scrollycoding,
  Slideshow: Layout,
  Preview
}
