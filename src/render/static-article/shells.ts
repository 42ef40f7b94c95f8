import { randomBytes } from 'node:crypto'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { BUILTIN_COMPONENTS } from '../../../templates/mdx-provider.js'
import type { Attribute } from './html-writer.js'

/**
 * Built-in components whose HTML depends on their literal props alone and holds their children once,
 * as given: no `useId`, no render context, no look at the children, nothing they mark for the layout.
 * Each is checked by hand before it joins (and by the identity tests on every page that uses it).
 */
const PURE_WRAPPERS: Record<string, readonly string[]> = {
  // The props each may take; any other declines.
  Callout: ['type', 'emoji'],
  MdxElement_details: ['className'],
  MdxElement_summary: ['className']
}

const MARK = `gs${randomBytes(6).toString('hex')}`
/** Shells by component and props: a site has few distinct ones (a callout per type). */
const shells = new Map<string, [string, string] | null>()
const MAX_SHELLS = 1000

/**
 * The HTML a pure wrapper writes before and after its children, for these literal props: React renders
 * it once with a marker for children, and the marker splits it. Undefined for any other component.
 */
export function componentShell(name: string, props: readonly Attribute[]): [string, string] | undefined {
  const allowed = PURE_WRAPPERS[name]
  if (!allowed || !props.every(([prop]) => allowed.includes(prop))) return undefined
  const key = JSON.stringify([name, props])
  let shell = shells.get(key)
  if (shell === undefined) {
    if (shells.size >= MAX_SHELLS) shells.clear()
    const component = BUILTIN_COMPONENTS[name] as ComponentType<Record<string, unknown>>
    const html = renderToString(createElement(component, Object.fromEntries(props), MARK))
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
