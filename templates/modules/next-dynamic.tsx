// `import dynamic from 'next/dynamic'`: a component loaded by a function. A static page renders
// the loaded component when the build has it, its `loading` fallback otherwise.
import { createElement, Suspense, use, type ComponentType, type ReactElement, type ReactNode } from 'react'

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
type Loader<P> = () => Loaded<P> | Promise<Loaded<P>>

export interface DynamicOptions<P> {
  loader?: Loader<P>
  /** Shown while the component is not loaded (and in its place when it cannot be). */
  loading?: ComponentType<{ error?: Error | null; isLoading?: boolean; pastDelay?: boolean }>
  /** `false`: the component runs in the browser only; the static page shows `loading`. */
  ssr?: boolean
}

interface Slot<P> {
  component?: ComponentType<P>
  error?: Error
  /** The load, while it is in flight. */
  load?: Promise<void>
  /** Drawn inside a Suspense boundary: it was still loading when it first rendered. */
  wrapped?: boolean
}

/** Loads started by `dynamic()` calls at a module's top level, not yet settled. */
const pending = new Set<Promise<unknown>>()

/**
 * Waits until every load `dynamic()` started so far has settled (loads started by those loads
 * included). The bundle stage calls it after importing the pages, so what a page renders never
 * depends on timing: a component is either loaded before any page renders, or it never loads.
 */
export async function settleDynamicImports(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}

const componentOf = <P,>(loaded: Loaded<P>): ComponentType<P> =>
  typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : (loaded as ComponentType<P>)

/** The stand-in of an absent package (`src/compile/stand-in-source.ts` marks it): not a component that loaded. */
const isStandIn = (component: unknown): boolean =>
  typeof component === 'function' && Symbol.for('guildsite.standIn') in component

/**
 * `next/dynamic`. The loader runs once, when `dynamic()` is called; a loader that returns the
 * component (or its module) at once renders it, a promise renders it once settled (see
 * `settleDynamicImports`). One still loading when it renders — a `dynamic()` called while rendering,
 * as Nextra's swr-site does — suspends inside a Suspense boundary whose fallback is `loading`, as
 * Next's `dynamic` does: the page's render waits for it (`renderPageUtf8Async`), so the HTML holds
 * the loaded component, as Next's build writes it. With `ssr: false` or a failed load, the `loading`
 * fallback is rendered (nothing without one), as Next's server render does.
 */
export default function dynamic<P extends object>(
  loaderOrOptions: Loader<P> | Promise<Loaded<P>> | DynamicOptions<P>,
  options: DynamicOptions<P> = {}
): ComponentType<P> {
  const opts: DynamicOptions<P> =
    typeof loaderOrOptions === 'function' || loaderOrOptions instanceof Promise
      ? options
      : { ...loaderOrOptions, ...options }
  const loader: Loader<P> | undefined =
    typeof loaderOrOptions === 'function'
      ? loaderOrOptions
      : loaderOrOptions instanceof Promise
        ? () => loaderOrOptions
        : opts.loader
  const slot: Slot<P> = {}
  if (loader && opts.ssr !== false) {
    try {
      const result = loader()
      if (result instanceof Promise) {
        const settled = result.then(
          loaded => void (slot.component = componentOf(loaded)),
          (error: unknown) => void (slot.error = error instanceof Error ? error : new Error(String(error)))
        )
        slot.load = settled
        pending.add(settled)
        void settled.finally(() => pending.delete(settled))
      } else slot.component = componentOf(result)
    } catch (error) {
      slot.error = error instanceof Error ? error : new Error(String(error))
    }
  }
  const Loading = opts.loading
  const fallback = (): ReactElement | null =>
    Loading ? createElement(Loading, { error: slot.error ?? null, isLoading: !slot.error, pastDelay: true }) : null
  const loaded = (props: P): ReactElement | null =>
    // (A module that is absent loads as a stand-in: its `loading` fallback shows instead of a
    // placeholder, as the server render of an `ssr: false` one did — an island's browser build too.)
    slot.component && !(Loading && isStandIn(slot.component)) ? createElement(slot.component, props) : fallback()
  function Loaded(props: P): ReactElement | null {
    if (slot.load && !slot.component && !slot.error) use(slot.load)
    return loaded(props)
  }
  function DynamicComponent(props: P): ReactElement | null {
    // (Decided at its first render, as the browser's `dynamic` decides it: both draw the same tree.)
    slot.wrapped ??= slot.load !== undefined && !slot.component && !slot.error
    if (slot.wrapped) return createElement(Suspense, { fallback: fallback() }, createElement(Loaded, props))
    return loaded(props)
  }
  DynamicComponent.displayName = 'DynamicComponent'
  return DynamicComponent
}

/** Next's `noSSR` helper: the fallback only. */
export function noSSR<P>(_loader: unknown, options: DynamicOptions<P>): ComponentType<P> {
  return function NoSSR(): ReactNode {
    return options.loading ? createElement(options.loading, { isLoading: true, pastDelay: true }) : null
  }
}

export { dynamic }
