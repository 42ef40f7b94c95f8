import { createContext, createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react'
import * as builtins from './components/index.js'
import { mdxElements } from './components/mdx-elements.js'
import { useRenderContext } from './context.js'
import { registerComponentsHook } from './data.js'
import { MissingComponent } from './missing-component.js'
import { MARKED_TAGS } from './markdown-marks.js'

type Components = Record<string, unknown>

import { JSX_ELEMENT_ALIASES, jsxElementAlias } from './jsx-element-aliases.js'

export { JSX_ELEMENT_ALIASES, jsxElementAlias } from './jsx-element-aliases.js'

/** Built-in components in scope of every MDX file without an import, plus the HTML element overrides. */
export const BUILTIN_COMPONENTS: Components = {
  ...mdxElements,
  ...builtins,
  ...Object.fromEntries(JSX_ELEMENT_ALIASES.map(tag => [jsxElementAlias(tag), (mdxElements as Components)[tag]]))
}

export const MDXComponentsContext = createContext<Components>(BUILTIN_COMPONENTS)

/**
 * MDX's provider hook (`providerImportSource`): pages and the partials they import share one set of
 * components, so `<Callout>` works in a partial exactly as in the page.
 */
export function useMDXComponents(components?: Components): Components {
  const context = useContext(MDXComponentsContext)
  return components ? { ...context, ...components } : context
}
// MDX compiled from a string (`RemoteContent`, `MDXRemote`) gets the same components as pages.
registerComponentsHook(useMDXComponents)

/**
 * `useMDXComponents` as sites call it from `nextra/mdx` and `@theguild/components` (Nextra 2/3): the
 * theme's components, which include the plain HTML elements (`const { code: Code, summary: Summary }
 * = useMDXComponents()`, conductor's schema pages); those guildsite has no component for are the plain
 * elements. Pages' own MDX keeps `useMDXComponents`, which leaves those elements to MDX.
 */
export function useThemeMDXComponents(components?: Components): Components {
  return { ...NEXTRA_ELEMENTS, ...useMDXComponents(components) }
}

/**
 * The `wrapper` of Nextra 4's server components: the page's layout is guildsite's, so its content as
 * is; the `toc` it is given (MDX compiled while the page renders: `evaluate(compileMdx(…)).toc`) is
 * handed to the renderer, which draws the page's table of contents from it (`src/render/render-page.tsx`).
 */
function ContentWrapper({ children, toc }: { children?: ReactNode; toc?: unknown }) {
  const { contentToc } = useRenderContext()
  if (contentToc && Array.isArray(toc) && toc.length) contentToc.entries = toc as typeof contentToc.entries
  return createElement(Fragment, null, children)
}

/**
 * The HTML elements Nextra 4's `useMDXComponents()` gives beside the built-ins, which sites take to
 * render their own content (`const { code: Code, pre: Pre } = useMDXComponents()`): those guildsite's
 * provider has no component for are the plain elements, as the Markdown renders them.
 */
const NEXTRA_ELEMENTS: Components = Object.fromEntries(
  ['blockquote', 'code', 'h1', 'hr', 'ol', 'p', 'pre', 'td', 'th', 'tr', 'ul'].map(tag => {
    const Element = (props: Record<string, unknown>) => createElement(tag, props)
    Element.displayName = tag
    return [tag, Element]
  })
)

/**
 * `useMDXComponents` of `@theguild/components/server` (Nextra 4): a plain function, not a hook, that
 * sites call at a module's top level (`const components = useMDXComponents()` in `mdx-components.ts`
 * or beside a page). Outside a render it gives the built-ins; inside one, the page's components.
 * Its `wrapper` renders the content it wraps.
 */
export function useServerMDXComponents(components?: Components): Components {
  let context = BUILTIN_COMPONENTS
  // (Outside a render React's development build also logs "Invalid hook call": not the site's fault.)
  const log = console.error
  console.error = () => undefined
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called in a render or not at all: the catch is for outside one
    context = useContext(MDXComponentsContext)
  } catch {
    // Called outside a render: React has no dispatcher.
  } finally {
    console.error = log
  }
  return { ...markedElements({ ...NEXTRA_ELEMENTS, ...context }), wrapper: ContentWrapper, ...components }
}

const marked = new WeakMap<object, ComponentType<Record<string, unknown>>>()

/**
 * The theme's elements a site takes from Nextra 4's `useMDXComponents()` to render content of its own
 * (graphql-yoga's MDX banner: `const { a: Link } = useMDXComponents()`, `<Link href>`) are Nextra's
 * styled elements there, as Markdown's are: each carries Markdown's mark (`data-md`, unless given), so
 * the theme's typography (and Nextra 4's ↗ after a link to another site) reaches it as it reaches
 * Markdown's own elements (`templates/markdown-marks.ts`).
 */
function markedElements(components: Components): Components {
  const out: Components = { ...components }
  for (const tag of MARKED_TAGS) {
    const Element = components[tag]
    if ((typeof Element !== 'function' && (typeof Element !== 'object' || Element === null)) || !Element) continue
    let Marked = marked.get(Element)
    if (!Marked) {
      const Of = Element as ComponentType<Record<string, unknown>>
      Marked = (props: Record<string, unknown>) => createElement(Of, { 'data-md': '', ...props })
      Marked.displayName = tag
      marked.set(Element, Marked)
    }
    out[tag] = Marked
  }
  return out
}

export { AbsentIcon, MissingComponent } from './missing-component.js'
export { codeBlockThrough } from './code-block-through.js'

/**
 * A component the site's `mdx-components` file gives (Nextra 4's `useMDXComponents`, a plain
 * function sites call at a module's top level): looked up once, when the page module loads; a
 * placeholder naming it when the file gives none after all.
 */
export function siteComponent(provide: unknown, name: string): unknown {
  try {
    // (`useMDXComponents` of an `mdx-components` file, or a theme config with its `components`.)
    const given =
      typeof provide === 'function'
        ? (provide as () => Components | undefined)()
        : ((provide as { components?: Components } | null)?.components ?? undefined)
    const found = given?.[name]
    if (found) return found
  } catch {
    // Its module threw while giving its components: the placeholder says which is missing.
  }
  return MissingComponent(name)
}

/**
 * The element overrides (`h2`, `pre`, …) the site's `mdx-components` file gives, or its Nextra 2/3
 * theme config's `components` option, by tag (`tags`: comma-separated, the ones its lenient read
 * found): the page's content renders with them as its `components`, over the built-ins, as Nextra 4
 * merges the site's components last and nextra-theme-docs 2/3 spread the config's over its own.
 */
export function siteElements(provide: unknown, tags: string): Components {
  try {
    const given =
      typeof provide === 'function'
        ? (provide as () => Components | undefined)()
        : ((provide as { components?: Components } | null)?.components ?? undefined)
    // (A JSX-written element renders through its alias: the same override.)
    return Object.fromEntries(
      tags.split(',').flatMap(tag => {
        if (!given?.[tag]) return []
        const aliased = (JSX_ELEMENT_ALIASES as readonly string[]).includes(tag)
        return aliased
          ? [
              [tag, given[tag]],
              [jsxElementAlias(tag), given[tag]]
            ]
          : [[tag, given[tag]]]
      })
    )
  } catch {
    return {}
  }
}

/**
 * The React content a page's `_meta` theme holds (Nextra 3's `topContent`/`bottomContent`): the value
 * at `path` in the meta module's default export, taken when the page module loads (undefined when the
 * module gives none there after all).
 */
export function metaSlot(meta: unknown, path: readonly string[]): unknown {
  let value = meta
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Components)[key] : undefined
  return value
}

/**
 * The placeholders of the components an MDX file uses but never defines (`[name]` or `[name,
 * 'file:line:col']` per name, as JSON: `placeholderProgram`), which MDX takes only where neither the
 * provider nor the `components` a page passes the file give the name. One with a place (an MDX file a
 * page imports) reports itself when it renders: only then is it missing.
 */
export function missingComponents(list: string): Components {
  const entries = JSON.parse(list) as [string, string?][]
  return Object.fromEntries(entries.map(([name, where]) => [name, where ? reported(name, where) : tolerant(name)]))
}

/** A placeholder whose members (`<X.Item>` of an undefined `X`) are placeholders too. */
function tolerant(name: string): ComponentType<{ children?: ReactNode }> {
  const members = new Map<string, unknown>()
  return new Proxy(MissingComponent(name), {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !/^[A-Z]/.test(key) || key in target) return Reflect.get(target, key, receiver)
      if (!members.has(key)) members.set(key, tolerant(`${name}.${key}`))
      return members.get(key)
    }
  })
}

function reported(name: string, where: string): ComponentType<{ children?: ReactNode }> {
  const Missing = tolerant(name)
  const [, file, line, column] = /^(.*):(\d+):(\d+)$/.exec(where) ?? [where, where]
  function Reported(props: { children?: ReactNode }): ReactNode {
    useRenderContext().warn(
      `Component <${name}> is not defined: it is neither imported, nor a built-in, nor passed in the components of the page that imports this file; a placeholder is rendered`,
      line === undefined ? undefined : Number(line),
      column === undefined ? undefined : Number(column),
      file
    )
    return createElement(Missing, props)
  }
  Reported.displayName = `Missing(${name})`
  return Reported
}
