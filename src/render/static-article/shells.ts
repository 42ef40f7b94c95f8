import { randomBytes } from 'node:crypto'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { BUILTIN_COMPONENTS } from '../../../templates/mdx-provider.js'
import { RenderContextValue, type RenderContext } from '../../../templates/context.js'

/** A JSX attribute as a prop: its literal text, or `true` for an attribute without a value (`allowFullScreen`). */
export type ShellProp = [name: string, value: string | true]

// The context a shell renders in: only the base path is read, by the components that say so.
const SHELL_CONTEXT: RenderContext = { basePath: '', siteUrl: '', route: '/', file: '', warn: () => {} }

/**
 * Built-in components whose HTML depends on their literal props alone and holds their children once,
 * as given: no `useId`, no render context, no look at the children, nothing they mark for the layout.
 * Each is checked by hand before it joins (and by the identity tests on every page that uses it).
 */
const PURE_WRAPPERS: Record<string, { props: readonly string[]; basePath?: true }> = {
  // The props each may take (any other declines), and whether its HTML reads the base path.
  Callout: { props: ['type', 'emoji'] },
  MdxElement_details: { props: ['className'] },
  // (`id` and the mark of Nextra 4.1's summary heading: `src/compile/nextra-jsx-headings.ts`.)
  MdxElement_summary: { props: ['className', 'id', 'data-nextra-heading'] },
  MdxElement_iframe: {
    props: ['src', 'title', 'className', 'width', 'height', 'allow', 'allowFullScreen', 'frameBorder', 'loading'],
    basePath: true
  }
}

const MARK = `gs${randomBytes(6).toString('hex')}`
/** Shells by component and props: a site has few distinct ones (a callout per type). */
const shells = new Map<string, [string, string] | null>()
const MAX_SHELLS = 1000

/**
 * The HTML a pure wrapper writes before and after its children, for these literal props: React renders
 * it once with a marker for children, and the marker splits it. Undefined for any other component.
 */
export function componentShell(
  name: string,
  props: readonly ShellProp[],
  context: RenderContext
): [string, string] | undefined {
  const wrapper = PURE_WRAPPERS[name]
  if (!wrapper || !props.every(([prop]) => wrapper.props.includes(prop))) return undefined
  const basePath = wrapper.basePath ? context.basePath : ''
  const key = JSON.stringify([name, props, basePath])
  let shell = shells.get(key)
  if (shell === undefined) {
    if (shells.size >= MAX_SHELLS) shells.clear()
    const component = BUILTIN_COMPONENTS[name] as ComponentType<Record<string, unknown>>
    const element = createElement(component, Object.fromEntries(props), MARK)
    let html = ''
    try {
      html = renderToString(
        createElement(RenderContextValue.Provider, { value: { ...SHELL_CONTEXT, basePath } }, element)
      )
    } catch {
      // (An iframe without a source: the full pipeline reports it where the page uses it.)
    }
    const at = html.indexOf(MARK)
    const [before, after] = [html.slice(0, at), html.slice(at + MARK.length)]
    // Children between two tags, exactly once: React separates no text across the shell's edges.
    shell =
      at > 0 && html.indexOf(MARK, at + 1) < 0 && before.endsWith('>') && after.startsWith('</')
        ? [before, after]
        : null
    shells.set(key, shell)
  }
  return shell ?? undefined
}
