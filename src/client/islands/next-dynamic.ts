// `next/dynamic` in the browser (issue 35.2). A component loaded with `ssr: true` (the default) was in
// the server HTML: its load starts when `dynamic()` is called and the loader waits for it before
// hydrating, so the first render matches. One whose `dynamic()` is called while rendering (Nextra's
// swr-site) is still loading when it first renders: it suspends inside a Suspense boundary whose
// fallback is `loading`, as on the server (templates/modules/next-dynamic.tsx), whose HTML holds the
// loaded component: hydration waits for the load and keeps that HTML; a later render (after a state
// change) shows the fallback until it loads, as Next's `dynamic` does. With `ssr: false` the server
// HTML holds the `loading` fallback: the first render shows it too, then the component loads and
// takes its place.
import { createElement, Suspense, use, useEffect, useState, type ComponentType, type ReactElement } from 'react'

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
type Loader<P> = () => Loaded<P> | Promise<Loaded<P>>

export interface DynamicOptions<P> {
  loader?: Loader<P>
  loading?: ComponentType<{ error?: Error | null; isLoading?: boolean; pastDelay?: boolean }>
  ssr?: boolean
}

const pending = new Set<Promise<unknown>>()

/** Waits until every load started by `dynamic()` so far has settled. */
export async function settleDynamicImports(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}

const componentOf = <P>(loaded: Loaded<P>): ComponentType<P> =>
  typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : (loaded as ComponentType<P>)

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
  const slot: { component?: ComponentType<P>; error?: Error; loading?: Promise<void>; wrapped?: boolean } = {}
  const load = (): Promise<void> =>
    (slot.loading ??= Promise.resolve()
      .then(() => (loader ? loader() : Promise.reject(new Error('next/dynamic: no loader'))))
      .then(
        loaded => void (slot.component = componentOf(loaded)),
        (error: unknown) => void (slot.error = error instanceof Error ? error : new Error(String(error)))
      ))
  if (opts.ssr !== false) {
    const settled = load()
    pending.add(settled)
    void settled.finally(() => pending.delete(settled))
  }
  const Loading = opts.loading
  const fallback = (): ReactElement | null =>
    Loading ? createElement(Loading, { error: slot.error ?? null, isLoading: !slot.error, pastDelay: true }) : null
  // `ssr: false`: the fallback first, as the server HTML has it, then the component once loaded.
  function ClientOnly(props: P): ReactElement | null {
    const [ready, setReady] = useState(false)
    useEffect(() => {
      let live = true
      void load().then(() => live && setReady(true))
      return () => void (live = false)
    }, [])
    return slot.component && ready ? createElement(slot.component, props) : fallback()
  }
  function Loaded(props: P): ReactElement | null {
    if (!slot.component && !slot.error) use(load())
    return slot.component ? createElement(slot.component, props) : fallback()
  }
  function DynamicComponent(props: P): ReactElement | null {
    if (opts.ssr === false) return createElement(ClientOnly, props)
    // (Decided at its first render, as on the server: both draw the same tree.)
    slot.wrapped ??= !slot.component && !slot.error
    if (slot.wrapped) return createElement(Suspense, { fallback: fallback() }, createElement(Loaded, props))
    return slot.component ? createElement(slot.component, props) : fallback()
  }
  DynamicComponent.displayName = 'DynamicComponent'
  return DynamicComponent
}

export function noSSR<P extends object>(loader: Loader<P>, options: DynamicOptions<P>): ComponentType<P> {
  return dynamic(loader, { ...options, ssr: false })
}

export { dynamic }
