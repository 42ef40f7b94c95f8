// `next/router` (pages router): the route being rendered, for pages, components and theme configs.
import { createElement, type ComponentType } from 'react'
import { staticRouter, useRouter, type StaticRouter } from '../components/hooks.js'

export { useRouter, type StaticRouter as NextRouter }

/**
 * The router singleton (`import Router from 'next/router'`): outside a render it knows no page,
 * so it describes the site root; navigation methods do nothing at build time.
 */
const Router: StaticRouter = staticRouter('/', '')
export default Router
export { Router }

/** `withRouter(Component)`: the component with a `router` prop. */
export function withRouter<P extends { router: StaticRouter }>(
  Component: ComponentType<P>
): ComponentType<Omit<P, 'router'>> {
  function WithRouter(props: Omit<P, 'router'>) {
    return createElement(Component, { ...props, router: useRouter() } as P)
  }
  WithRouter.displayName = `withRouter(${Component.displayName ?? Component.name ?? 'Component'})`
  return WithRouter
}

/** `createRouter` / `makePublicRouterInstance`: a router for the site root. */
export const createRouter = (): StaticRouter => staticRouter('/', '')
export const makePublicRouterInstance = (router: StaticRouter): StaticRouter => router
