// Next's route props (`params`, `searchParams`) as the app router gives them to a page or layout: a
// promise of the values (Next 15) that also carries them (code of Next 14 reads them directly). A page
// or layout marked "use client" is an island whose props must reach the browser: these are sent as
// `{ "$gsPromised": values }`, and the loader (`src/client/islands/loader.ts`) makes the same promise
// again, as Next's client build gives them (issue 34.11: not a prop that "cannot be sent").

const ROUTE_PROPS = Symbol.for('guildsite.routeProps')

/** Tag of a sent route prop in an island's `data-props`; the loader knows it by this name. */
export const PROMISED_TAG = '$gsPromised'

/** `value` as a promise of itself that also has its fields, marked as a route prop. */
export function routeProps<T extends object>(value: T): T & Promise<T> {
  return Object.assign(Promise.resolve(value), value, { [ROUTE_PROPS]: value })
}

/** The props with each route prop replaced by its tagged values: plain data when the values are. */
export function sendableRouteProps(props: Record<string, unknown>): Record<string, unknown> {
  let changed = false
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    const values =
      typeof value === 'object' && value !== null ? (value as { [ROUTE_PROPS]?: unknown })[ROUTE_PROPS] : undefined
    if (values !== undefined) changed = true
    out[key] = values === undefined ? value : { [PROMISED_TAG]: values }
  }
  return changed ? out : props
}
