// The islands' loader (issue 35.2): every `<gs-island>` of the page is hydrated with its module's
// export and the props its marker carries, when it comes near the viewport or the page is idle,
// whichever comes first. Each island has its own root and error boundary: one that throws leaves the
// page and the other islands working, and the console names the component and its source file.
import { Component, createElement, Fragment, type ErrorInfo, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RenderContextValue } from 'guildsite/render-context'
import { DataContext } from 'guildsite/page-data'
import { RestoreRandom, SeedRandom } from 'guildsite/island-random'
import { settleDynamicImports } from './next-dynamic.js'

/** File of each island module (relative to the site folder) → its chunk, relative to this file. */
const MANIFEST = JSON.parse('__GS_ISLANDS_MANIFEST__') as Record<string, string>

const DISPLAY_CONTENTS = { display: 'contents' }

/** The placeholder of a props' element (`src/islands/element-props.ts`' `SLOT_KEY`). */
const SLOT_KEY = '$gsSlot'

let pageData: Record<string, unknown> | undefined
/** The page's data (`getStaticProps`' props) when an island read it on the server (`src/islands/island.ts`). */
function readPageData(): Record<string, unknown> {
  pageData ??= JSON.parse(document.getElementById('gs-page-data')?.textContent || '{}') as Record<string, unknown>
  return pageData
}

type Wrapper = [Parameters<typeof createElement>[0], Record<string, unknown>]
let wrappers: Promise<Wrapper[]> | undefined
/**
 * The root layout's client components that wrap every page (its context providers), loaded once:
 * each island hydrates inside them, as the server rendered it. A wrapper that does not load is left out.
 */
function layoutWrappers(): Promise<Wrapper[]> {
  wrappers ??= (async () => {
    const listed = JSON.parse(document.getElementById('gs-layout-wrappers')?.textContent || '[]') as {
      island: string
      props: Record<string, unknown>
    }[]
    const loaded = await Promise.all(
      listed.map(async ({ island, props }): Promise<Wrapper | undefined> => {
        const hash = island.lastIndexOf('#')
        const chunk = MANIFEST[island.slice(0, hash)]
        if (!chunk) return undefined
        try {
          const module = (await import(new URL(chunk, import.meta.url).href)) as Record<string, unknown>
          const component = module[island.slice(hash + 1)] as Wrapper[0] | undefined
          return component ? [component, props] : undefined
        } catch (error) {
          console.error(
            `guildsite: the root layout's <${island.slice(hash + 1)}> (${island.slice(0, hash)}) could not load:`,
            error
          )
          return undefined
        }
      })
    )
    return loaded.filter((wrapper): wrapper is Wrapper => wrapper !== undefined)
  })()
  return wrappers
}

interface Where {
  name: string
  at: string
}

const describe = ({ name, at }: Where) => `guildsite island <${name}> (${at})`

class IslandBoundary extends Component<Where & { html: string; children?: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${describe(this.props)} threw:`, error, info.componentStack ?? '')
  }
  render(): ReactNode {
    // An island that throws in the browser stays the HTML the server rendered (Hive's post header
    // reads what only the build knows): the page keeps its content, the console names the island.
    return this.state.failed
      ? createElement('gs-static', {
          style: DISPLAY_CONTENTS,
          dangerouslySetInnerHTML: { __html: this.props.html },
          suppressHydrationWarning: true
        })
      : this.props.children
  }
}

async function hydrate(element: HTMLElement): Promise<void> {
  if (element.hasAttribute('data-hydrating')) return
  element.setAttribute('data-hydrating', '')
  const key = element.dataset.island ?? ''
  const hash = key.lastIndexOf('#')
  const file = key.slice(0, hash)
  const where = { name: key.slice(hash + 1), at: element.dataset.at ?? file }
  try {
    const chunk = MANIFEST[file]
    // '': its browser build failed and the build said so; it stays the static HTML it is.
    if (chunk === '') return
    if (!chunk) throw new Error(`no chunk was built for ${file}`)
    const module = (await import(new URL(chunk, import.meta.url).href)) as Record<string, unknown>
    await settleDynamicImports()
    const Island = module[where.name] as Parameters<typeof createElement>[0] | undefined
    if (!Island) throw new Error(`${file} has no export "${where.name}"`)
    if (where.name === 'default') where.name = element.dataset.name ?? 'default'
    const sent = element.dataset.props ?? '{}'
    const props = reviveRouteProps(JSON.parse(sent) as Record<string, unknown>)
    // (React elements of the props, rendered on the server: `src/islands/element-props.ts`.)
    const given = sent.includes(`"${SLOT_KEY}"`)
      ? reviveElements(props, element, sent.includes('"island"') ? await clientTypes(props) : new Map())
      : props
    // The children were rendered on the server: they stay the static HTML they are. (An island left to
    // the browser, `data-client-render`, has them in a template: its boundary's fallback is shown.)
    const clientRender = element.hasAttribute('data-client-render')
    const slot = clientRender
      ? element.querySelector<HTMLTemplateElement>(':scope > template[data-gs-slot]')
      : [...element.querySelectorAll('gs-slot')][0]
    const slots = element.dataset.slots
    const children =
      slots !== undefined
        ? slotArray(element, Number(slots))
        : slot
          ? createElement('gs-slot', {
              style: DISPLAY_CONTENTS,
              dangerouslySetInnerHTML: { __html: slot.innerHTML },
              suppressHydrationWarning: true
            })
          : undefined
    const basePath = element.dataset.base ?? ''
    const query = element.dataset.query ? (JSON.parse(element.dataset.query) as Record<string, string>) : undefined
    const i18n = element.dataset.i18n
      ? (JSON.parse(element.dataset.i18n) as { locale?: string; locales: string[]; defaultLocale: string })
      : undefined
    const context = {
      basePath,
      siteUrl: '',
      route: element.dataset.route ?? '/',
      file,
      warn: () => {},
      query,
      ...(i18n && { locale: i18n.locale, i18n: { locales: i18n.locales, defaultLocale: i18n.defaultLocale } })
    }
    // (`Math.random()` as the server's render of the island had it: templates/island-random.ts.)
    const island = [createElement(SeedRandom), createElement(Island, given, children), createElement(RestoreRandom)]
    // Inside the root layout's client providers, as the server rendered it (src/app-router/layout-wrappers.ts).
    const around = await layoutWrappers()
    const wrapped =
      around.length === 0
        ? createElement(DataContext.Provider, { value: readPageData() }, ...island)
        : createElement(
            DataContext.Provider,
            { value: readPageData() },
            around.reduceRight<ReactNode>(
              (inner, [Wrapper, own]) => createElement(Wrapper, own, inner),
              createElement(Fragment, null, ...island)
            )
          )
    const tree = createElement(
      IslandBoundary,
      { ...where, html: element.innerHTML },
      createElement(RenderContextValue.Provider, { value: context }, wrapped)
    )
    const options = {
      // (The island's boundary says it: React's own report would repeat it without the file.)
      onCaughtError: () => {},
      onRecoverableError: (error: unknown) => console.error(`${describe(where)} did not hydrate cleanly:`, error),
      onUncaughtError: (error: unknown) => console.error(`${describe(where)} threw:`, error)
    }
    // (Rendered in the browser, as Next does after a bail-out: its first render replaces the fallback.)
    if (clientRender) createRoot(element, options).render(tree)
    else hydrateRoot(element, tree, options)
    element.setAttribute('data-hydrated', '')
  } catch (error) {
    console.error(`${describe(where)} could not load:`, error)
  }
}

/**
 * An island whose children were an array (`data-slots="n"`): an array of n static slots again, each
 * with the HTML its child had: its `<gs-slot data-gs-slot="i">` in the island where the server
 * rendered it, else its `<template data-gs-slot="i">` (after the marker, or in it when the island is
 * rendered in the browser), so the component slices and counts what it did on the server.
 */
function slotArray(element: HTMLElement, count: number): ReactNode[] {
  const html = new Map<string, string>()
  for (let next = element.nextElementSibling; next?.matches('template[data-gs-slot]'); next = next.nextElementSibling)
    html.set(next.getAttribute('data-gs-slot')!, next.innerHTML)
  for (const template of element.querySelectorAll(':scope > template[data-gs-slot]'))
    html.set(template.getAttribute('data-gs-slot')!, template.innerHTML)
  for (const slot of element.querySelectorAll('gs-slot[data-gs-slot]'))
    if (slot.closest('gs-island') === element) html.set(slot.getAttribute('data-gs-slot')!, slot.innerHTML)
  return Array.from({ length: count }, (_, index) =>
    createElement('gs-slot', {
      key: index,
      'data-gs-slot': index,
      style: DISPLAY_CONTENTS,
      dangerouslySetInnerHTML: { __html: html.get(String(index)) ?? '' },
      suppressHydrationWarning: true
    })
  )
}

/** Hydrates when the island comes within 200 px of the viewport, or when the page is idle. */
function schedule(element: HTMLElement): void {
  let done = false
  const go = () => {
    if (done) return
    done = true
    observer?.disconnect()
    void hydrate(element)
  }
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && go(), {
          rootMargin: '200px'
        })
      : undefined
  observer?.observe(element)
  if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 })
  else setTimeout(go, 200)
}

const start = () => {
  for (const element of document.querySelectorAll<HTMLElement>('gs-island:not([data-hydrating])')) schedule(element)
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
else start()

/**
 * A "use client" page's or layout's `params` and `searchParams`, sent as `{ "$gsPromised": values }`
 * (`src/islands/route-props.ts`), given back as Next gives them: a promise of the values that also
 * carries them.
 */
function reviveRouteProps(props: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(props)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
    const keys = Object.keys(value)
    if (keys.length !== 1 || keys[0] !== '$gsPromised') continue
    const values = (value as { $gsPromised: object }).$gsPromised
    props[key] = Object.assign(Promise.resolve(values), values)
  }
  return props
}

/** The component of one slot: the server's HTML of its element, whatever props it is given. */
function slotType(index: number, html: string) {
  return function PropSlot(): ReactNode {
    return createElement('gs-slot', {
      'data-gs-prop': index,
      style: DISPLAY_CONTENTS,
      dangerouslySetInnerHTML: { __html: html },
      suppressHydrationWarning: true
    })
  }
}

/** The slot of an element of a client component: that component, drawn with the props the slot is given. */
function clientSlotType(index: number, type: Parameters<typeof createElement>[0]) {
  return function PropSlot(props: Record<string, unknown>): ReactNode {
    return createElement('gs-slot', { 'data-gs-prop': index, style: DISPLAY_CONTENTS }, createElement(type, props))
  }
}

/**
 * The client components the props' elements are (`{ "$gsSlot": i, "island": "file#export" }`), loaded:
 * `file#export` → the export. One whose module does not load is left out (its slot stays the server's HTML).
 */
async function clientTypes(props: unknown): Promise<Map<string, Parameters<typeof createElement>[0]>> {
  const wanted = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    const island = (value as { island?: unknown }).island
    if (typeof island === 'string' && SLOT_KEY in value) wanted.add(island)
    for (const item of Object.values(value)) walk(item)
  }
  walk(props)
  const types = new Map<string, Parameters<typeof createElement>[0]>()
  await Promise.all(
    [...wanted].map(async island => {
      const hash = island.lastIndexOf('#')
      const chunk = MANIFEST[island.slice(0, hash)]
      if (!chunk) return
      try {
        const module = (await import(new URL(chunk, import.meta.url).href)) as Record<string, unknown>
        const type = module[island.slice(hash + 1)] as Parameters<typeof createElement>[0] | undefined
        if (type) types.set(island, type)
      } catch (error) {
        console.error(`guildsite: <${island.slice(hash + 1)}> (${island.slice(0, hash)}) could not load:`, error)
      }
    })
  )
  return types
}

/**
 * The React elements of an island's props, sent as `{ "$gsSlot": i }` (`src/islands/element-props.ts`),
 * given back as the slots the server rendered them in: each a `<gs-slot data-gs-prop="i">` holding the
 * HTML of the island's own `gs-slot` of that number, else of its `<template data-gs-prop="i">`; or, for
 * a client component's element (`"island": "file#export"`, loaded in `types`), that component drawn there.
 */
function reviveElements(
  props: Record<string, unknown>,
  element: HTMLElement,
  types: ReadonlyMap<string, Parameters<typeof createElement>[0]>
): Record<string, unknown> {
  const html = (index: string): string => {
    for (const slot of element.querySelectorAll(`gs-slot[data-gs-prop="${index}"]`))
      if (slot.closest('gs-island') === element) return slot.innerHTML
    for (let next = element.nextElementSibling; next?.matches('template'); next = next.nextElementSibling)
      if (next.getAttribute('data-gs-prop') === index) return next.innerHTML
    return element.querySelector(`:scope > template[data-gs-prop="${index}"]`)?.innerHTML ?? ''
  }
  const revive = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    if (Array.isArray(value)) return value.map(revive)
    // (Plain objects only: a promised `params` stays the promise it is.)
    if (Object.getPrototypeOf(value) !== Object.prototype) return value
    const slot = (value as Record<string, unknown>)[SLOT_KEY]
    if (
      typeof slot === 'number' &&
      Object.keys(value).every(key => key === SLOT_KEY || key === 'key' || key === 'props' || key === 'island')
    ) {
      // (The element's plain props on the slot: the island reads `icon.props.tone` as on the server.)
      const { key, props: own, island } = value as { key?: string; props?: Record<string, unknown>; island?: string }
      const type = island === undefined ? undefined : types.get(island)
      return createElement(type ? clientSlotType(slot, type) : slotType(slot, html(String(slot))), { key, ...own })
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]))
  }
  return revive(props) as Record<string, unknown>
}
