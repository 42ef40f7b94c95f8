import * as React from 'react'

// A root layout read as the site's config (`read-root-layout.ts`) often gives the theme's `<Layout>`
// through a component of its own: `<LocaleAwareLayout navbar={…}>{children}</LocaleAwareLayout>`,
// which renders `<Layout pageMap={…} sidebar={…} editLink={null}>`. React is not rendering there, so
// such components are called here as plain functions, their hooks answered once as a first render
// would (`useState`'s initial value, `useMemo`'s value, no effect), and what they return is read too.
// Only the site's components that hold the layout's slot (the `children: null` it was called with)
// are called: those are the ones around the page.

type Props = Record<string, unknown>
type Element = { type: unknown; props: Props }

const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && '$$typeof' in value && 'props' in value && 'type' in value

/** Whether an element's children hold the layout's slot (null, alone or among others). */
const holdsSlot = (props: Props) =>
  'children' in props &&
  (props.children === null || (Array.isArray(props.children) && props.children.some(child => child === null)))

const noop = () => {}
const contextValue = (context: unknown) => (context as { _currentValue?: unknown } | null)?._currentValue

/** Hooks answered as a component's first render on the server answers them. */
const FIRST_RENDER = {
  useState: (initial: unknown) => [typeof initial === 'function' ? (initial as () => unknown)() : initial, noop],
  useReducer: (_reducer: unknown, arg: unknown, init?: (arg: unknown) => unknown) => [init ? init(arg) : arg, noop],
  useMemo: (create: () => unknown) => create(),
  useCallback: (callback: unknown) => callback,
  useRef: (current: unknown) => ({ current }),
  useContext: contextValue,
  use: (value: unknown) => contextValue(value),
  useEffect: noop,
  useLayoutEffect: noop,
  useInsertionEffect: noop,
  useImperativeHandle: noop,
  useDebugValue: noop,
  useId: () => ':gs:',
  useTransition: () => [false, (run: () => void) => run()],
  useDeferredValue: (value: unknown) => value,
  useSyncExternalStore: (_subscribe: unknown, get: () => unknown, getServer?: () => unknown) => (getServer ?? get)(),
  useOptimistic: (state: unknown) => [state, noop],
  useActionState: (_action: unknown, state: unknown) => [state, noop, false]
}

/** React's hook dispatcher slot (React 19), or undefined when this React keeps it elsewhere. */
function internals(): { H: unknown } | undefined {
  const shared = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as { H: unknown } | undefined
  return shared && 'H' in shared ? shared : undefined
}

/**
 * What the site's own components around the layout's slot in `tree` return, called as plain
 * functions (`skip`: the theme's parts and stand-ins, never called), each tree with the ones it holds
 * in turn; a component that throws is passed over (its children are still looked into).
 */
export async function callWrappers(tree: unknown, skip: (type: unknown) => boolean): Promise<unknown[]> {
  const out: unknown[] = []
  const shared = internals()
  const visit = async (node: unknown, depth: number): Promise<void> => {
    if (depth > 40 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const child of node) await visit(child, depth + 1)
      return
    }
    if (!isElement(node)) return
    const props = node.props ?? {}
    if (typeof node.type === 'function' && holdsSlot(props) && !skip(node.type) && shared) {
      const previous = shared.H
      shared.H = FIRST_RENDER
      let returned: unknown
      try {
        returned = (node.type as (props: Props) => unknown)(props)
      } catch {
        returned = undefined
      } finally {
        shared.H = previous
      }
      try {
        returned = await returned
      } catch {
        returned = undefined
      }
      if (returned !== undefined) {
        out.push(returned)
        await visit(returned, depth + 1)
      }
    }
    await visit(props.children, depth + 1)
  }
  await visit(tree, 0)
  return out
}
