// The server half of an island (issue 35.2): the bundler wraps each export of a module that needs the
// browser (`island-plugin.ts`) in `island()`. While the page renders, the outermost wrapped component
// becomes `<gs-island data-island="file#export" data-props="{…}">` around its server HTML, its
// children a static `<gs-slot>` (an array of them one slot each), followed by the loader's module script (`src/client/islands/loader.ts`
// hydrates it). It lives in the bundled code's imports, so it works on whichever thread renders.
import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react'
import { islandConfigJson } from '../../templates/components/hooks.js'
import {
  ClientRenderBailoutContext,
  InsideIsland,
  NearestIslandRoot,
  useRenderContext,
  type RenderContext
} from '../../templates/context.js'
import { ClientRenderBailout, inAppRouter } from './client-render.js'
import { elementProps, UnrenderedElements, type ElementProps } from './element-props.js'
import { islandElementAt } from './island-element-at.js'
import { standInHeld } from './stand-in-props.js'
import { sendableRouteProps } from './route-props.js'
import { DataContext, dataReadInIsland } from '../../templates/data.js'
import { RestoreRandom, SeedRandom } from '../../templates/island-random.js'

export interface IslandMeta {
  /** The module's file, relative to the site folder (the loader's manifest key). */
  file: string
  /** The export's name (`default` for a default export). */
  export: string
  /** Where and why the module needs the browser, for messages: `src/a.tsx:3:10`. */
  at: string
  /** The loader's URL from the site root, without base path; '' when the islands' browser build failed. */
  loader: string
}

const DISPLAY_CONTENTS = { display: 'contents' }

/** The renders (their context) whose page carries its `useConfig()` for the islands already. */
const configSent = new WeakSet<RenderContext>()

/**
 * Once per page, before its first island: what `useConfig()` gives on the server (title, front
 * matter, Nextra 4's `activePath` and `activeMetadata`), which the islands' `useConfig()` reads in the
 * browser, so that an island reading it hydrates with the same values.
 */
function pageConfigScript(context: RenderContext): ReactNode {
  if (configSent.has(context)) return null
  configSent.add(context)
  return createElement('script', {
    type: 'application/json',
    id: 'gs-page-config',
    dangerouslySetInnerHTML: { __html: islandConfigJson(context.page, context.route) }
  })
}

/** The renders (their context) whose page carries its data for the islands already. */
const dataSent = new WeakSet<RenderContext>()

/**
 * After an island that read the page's data (`useData()`, `dataReadInIsland`): that data, once per
 * page, which the loader provides to the islands in the browser. (Rendered after the island's own
 * tree, so it knows whether the island read it; data that is not plain JSON is not sent.)
 */
function PageDataScript({ context }: { context: RenderContext }): ReactNode {
  const data = useContext(DataContext)
  if (dataSent.has(context) || !dataReadInIsland.has(context)) return null
  const json = serialiseProps(data ?? {})
  if (json === undefined) return null
  dataSent.add(context)
  return createElement('script', {
    type: 'application/json',
    id: 'gs-page-data',
    dangerouslySetInnerHTML: { __html: json.replace(/</g, '\\u003c') }
  })
}

/** The props as JSON when they are plain data (strings, numbers, booleans, null, arrays, plain objects). */
export function serialiseProps(props: Record<string, unknown>): string | undefined {
  const plain = (value: unknown, depth: number): boolean => {
    if (depth > 64) return false
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
    if (typeof value === 'number') return Number.isFinite(value)
    if (value === undefined) return true
    if (Array.isArray(value)) return value.every(item => plain(item, depth + 1))
    if (typeof value !== 'object') return false
    const prototype = Object.getPrototypeOf(value) as unknown
    if (prototype !== Object.prototype && prototype !== null) return false
    return Object.values(value).every(item => plain(item, depth + 1))
  }
  return plain(props, 0) ? JSON.stringify(props) : undefined
}

const isComponent = (value: unknown): value is ComponentType<Record<string, unknown>> =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value && 'render' in value)

/** Whether a value is a function component (a capitalised function or a class that renders), a memo or forwardRef. */
function componentName(Component: unknown, exported: string): string | undefined {
  if (!isComponent(Component)) return undefined
  // An export named in lower case (`useFormik`) is a hook or a helper, whatever its function is called:
  // a minified package's functions have short capitalised names (formik's `useFormik` is `I2`).
  if (
    exported !== 'default' &&
    !/^[A-Z]/.test(exported) &&
    typeof Component === 'function' &&
    !Component.prototype?.isReactComponent
  )
    return undefined
  // A class (its prototype renders) or a function starting with a capital: a component, not a helper.
  const name = (Component as { displayName?: string; name?: string }).displayName ?? Component.name ?? ''
  if (typeof Component === 'function' && !/^[A-Z]/.test(name) && !Component.prototype?.isReactComponent)
    return undefined
  return name
}

/** Inside a render: whether inside an island already (undefined when called as a plain function). */
function insideIsland(): boolean | undefined {
  try {
    return useContext(InsideIsland)
  } catch {
    return undefined
  }
}

/** The island's marker around its server HTML (children a static slot), then the loader's script. */
function marker(
  Render: ComponentType<Record<string, unknown>>,
  name: string,
  meta: IslandMeta,
  context: RenderContext,
  rest: Record<string, unknown>,
  json: string,
  children: unknown,
  elements?: ElementProps
): ReactNode {
  // An array of children stays an array (one slot per child): a component may slice, count or map it
  // (next-auth's `ListDisclosure` shows `children.slice(0, limit)`), on the server and in the browser.
  const many = Array.isArray(children) ? (children as ReactNode[]) : undefined
  const rendered = new Set<number>()
  const slot =
    children === undefined
      ? undefined
      : many
        ? many.map((child, index) => createElement(Slot, { key: index, index, rendered }, child))
        : createElement('gs-slot', { style: DISPLAY_CONTENTS }, children as ReactNode)
  const config = pageConfigScript(context)
  const attributes = {
    'data-island': `${meta.file}#${meta.export}`,
    'data-slots': many ? String(many.length) : undefined,
    'data-props': json,
    'data-at': meta.at,
    // (A default export's name: the browser's code is minified.)
    'data-name': meta.export === 'default' ? name : undefined,
    'data-route': context.route,
    // (`useRouter().query` in the browser: a dynamic route's params, as on the server.)
    'data-query': context.query && Object.keys(context.query).length ? JSON.stringify(context.query) : undefined,
    'data-base': context.basePath || undefined,
    // (`useRouter().locale`, `locales`, `defaultLocale` in the browser, on a site of several locales.)
    'data-i18n':
      context.i18n && context.i18n.locales.length > 1
        ? JSON.stringify({ locale: context.locale, ...context.i18n })
        : undefined
  }
  // (Next's app router: `useSearchParams()` inside leaves the island to the browser, `client-render.ts`.)
  const bail = inAppRouter()
    ? (hook: string): never => {
        throw new ClientRenderBailout(
          {
            attributes,
            loader: meta.loader,
            config: config ? islandConfigJson(context.page, context.route) : undefined,
            children: children as ReactNode,
            ...(elements && { elements: elements.elements }),
            context
          },
          hook
        )
      }
    : undefined
  return createElement(
    Fragment,
    null,
    config,
    createElement(
      'gs-island',
      { ...attributes, style: DISPLAY_CONTENTS },
      createElement(SeedRandom),
      createElement(
        InsideIsland.Provider,
        { value: true },
        createElement(ClientRenderBailoutContext.Provider, { value: bail }, createElement(Render, rest, slot))
      ),
      createElement(RestoreRandom)
    ),
    createElement(RestoreRandom),
    createElement(PageDataScript, { context }),
    many && createElement(UnrenderedSlots, { slots: many, rendered }),
    elements &&
      createElement(InsideIsland.Provider, { value: true }, createElement(UnrenderedElements, { props: elements })),
    createElement('script', { type: 'module', src: context.basePath + meta.loader })
  )
}

/** One child of an island's array of children, in its own static slot; it notes that it was rendered. */
function Slot({ index, rendered, children }: { index: number; rendered: Set<number>; children?: ReactNode }) {
  rendered.add(index)
  return createElement('gs-slot', { 'data-gs-slot': index, style: DISPLAY_CONTENTS }, children)
}

/**
 * The children the island's server render left out (`children.slice(0, limit)`), each in a
 * `<template data-gs-slot="i">` after the island's marker: the browser has them when its state shows
 * them ("Show more"). (Rendered after the island, so `rendered` is complete unless it suspended: a
 * child is then in a template as well, which costs bytes only.)
 */
function UnrenderedSlots({ slots, rendered }: { slots: ReactNode[]; rendered: Set<number> }): ReactNode {
  return createElement(
    InsideIsland.Provider,
    { value: true },
    slots.map((child, index) =>
      rendered.has(index) ? null : createElement('template', { key: index, 'data-gs-slot': index }, child)
    )
  )
}

/** The wrapper keeps what the site hung on its component (`Tabs.Tab = Tab`). */
function withStatics<T>(wrapper: ComponentType<Record<string, unknown>>, Component: T, name: string): T {
  for (const key of Object.keys(Component as object)) {
    if (key === 'displayName' || key in wrapper) continue
    ;(wrapper as unknown as Record<string, unknown>)[key] = (Component as Record<string, unknown>)[key]
  }
  wrapper.displayName = name
  return wrapper as T
}

/** `Component` rendered as an island where it is the outermost one; anything else is returned unchanged. */
export function island<T>(Component: T, meta: IslandMeta): T {
  const found = componentName(Component, meta.export)
  if (found === undefined) return Component
  const name: string = found
  const Render = Component as ComponentType<Record<string, unknown>>
  const warned = new Set<string>()
  function Island(props: Record<string, unknown>): ReactNode {
    const inside = insideIsland()
    // Called as a plain function, outside any render or without props (a capitalised helper, not a
    // component: Ding-Fan's blog's `await HomePageLinksFromDb()` inside a component's render).
    if (inside === undefined || props == null) return (Component as (props: unknown) => ReactNode)(props)
    const context = useRenderContext()
    const nearest = useContext(NearestIslandRoot)
    if (inside || !meta.loader) return createElement(Render, props)
    const { children, ...given } = props
    // (A "use client" page's or layout's `params` and `searchParams` go as their values: `route-props.ts`.)
    const rest = sendableRouteProps(given)
    // (React elements among them go as slots of the server's HTML: `element-props.ts`.)
    const slotted = elementProps(rest)
    const json = serialiseProps(slotted?.sent ?? rest)
    if (json === undefined) {
      // An enclosing component whose props can be sent becomes the island, in the page's second render.
      const roots = context.islandRoots
      let root = nearest
      while (root && !(root.key && root.reaches.includes(meta.file))) root = root.parent
      if (root?.key && roots && !roots.final) {
        roots.wanted.add(root.key)
        return createElement(Render, props)
      }
      const bad = Object.entries(rest)
        .filter(([, value]) => serialiseProps({ value }) === undefined)
        .map(([key]) => key)
      if (!warned.has(context.file)) {
        warned.add(context.file)
        // (At the element in the page's source that renders it, when the page writes it.)
        const at = context.source
          ? islandElementAt(context.source, { file: meta.file, export: meta.export, name, props: bad })
          : undefined
        const listed = bad.map(key => `"${key}"`).join(', ')
        // (Data read off an absent module: what is absent is the cause, not the kind of the props.)
        const standIn = standInHeld(Object.fromEntries(bad.map(key => [key, rest[key]])))
        context.warn(
          standIn
            ? `Island <${name}> (${meta.at}) needs the browser but its props ${listed} hold the stand-in of an absent import (${standIn}), which cannot be sent to it; it stays static HTML until the site's dependencies and generated files are there`
            : `Island <${name}> (${meta.at}) needs the browser but its props ${listed} cannot be sent to it (a function or a class instance), and no component around it in the site's code has props that can; it stays static HTML`,
          at?.line,
          at?.column
        )
      }
      // Static: the components it renders may still be islands of their own.
      return createElement(Render, props)
    }
    return marker(
      Render,
      name,
      meta,
      context,
      slotted ? { ...given, ...slotted.server } : given,
      json,
      children,
      slotted
    )
  }
  // (What it wraps and where from, for `app-router/layout-wrappers.ts`: a root layout's provider renders as itself.)
  Object.defineProperty(Island, ISLAND_OF, { value: { component: Component, meta } })
  return withStatics(Island, Component, name)
}

/**
 * A component of the site's own code around islands (issue 35.2): when an island it renders has
 * props that cannot be sent, the nearest such component whose props can is the island instead.
 * `meta.root` lists the island modules its module reaches (it was built for the browser); `false`:
 * the component is returned unchanged.
 */
export function islandRoot<T>(Component: T, meta: IslandMeta & { root: unknown }): T {
  const found = componentName(Component, meta.export)
  // (A class that is not a component: `new` of the wrapper would not make one.)
  const isClass = typeof Component === 'function' && /^class\b/.test(Function.prototype.toString.call(Component))
  if (
    found === undefined ||
    !Array.isArray(meta.root) ||
    !meta.loader ||
    (isClass && !(Component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
  )
    return Component
  const name: string = found
  const Render = Component as ComponentType<Record<string, unknown>>
  function IslandRoot(props: Record<string, unknown>): ReactNode {
    const inside = insideIsland()
    if (inside === undefined || props == null) return (Component as (props: unknown) => ReactNode)(props)
    const context = useRenderContext()
    const nearest = useContext(NearestIslandRoot)
    const roots = context.islandRoots
    if (!roots) return createElement(Render, props)
    const base = `${meta.file}#${meta.export}`
    const n = roots.counts.get(base) ?? 0
    roots.counts.set(base, n + 1)
    if (inside) return createElement(Render, props)
    const key = `${base}#${n}`
    const { children, ...rest } = props
    const json = serialiseProps(sendableRouteProps(rest))
    if (json !== undefined && roots.promoted.has(key)) return marker(Render, name, meta, context, rest, json, children)
    const link = { key: json === undefined ? undefined : key, reaches: meta.root as string[], parent: nearest }
    return createElement(NearestIslandRoot.Provider, { value: link }, createElement(Render, props))
  }
  // (What it wraps, for `app-router/absent-page.ts`: an app page's failure is caught where it renders.)
  Object.defineProperty(IslandRoot, ISLAND_ROOT_OF, { value: Component })
  return withStatics(IslandRoot, Component, name)
}

/** The property of an island's wrapper that holds the component it wraps and its `IslandMeta`. */
export const ISLAND_OF = Symbol.for('guildsite.islandOf')

/** The property of an island-root wrapper that holds the component it wraps. */
export const ISLAND_ROOT_OF = Symbol.for('guildsite.islandRootOf')
