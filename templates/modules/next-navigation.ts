// `next/navigation` (app router) hooks and helpers, answered for the page being rendered.
import { createContext, useContext } from 'react'
import { ClientRenderBailoutContext, useRenderContext } from '../context.js'

const noop = (): void => {}

/** `useRouter()` of the app router: navigation happens in the browser, by links. */
export function useRouter(): {
  push: (href: string) => void
  replace: (href: string) => void
  refresh: () => void
  back: () => void
  forward: () => void
  prefetch: (href: string) => void
} {
  return { push: noop, replace: noop, refresh: noop, back: noop, forward: noop, prefetch: noop }
}

/** The route being rendered (`/docs/quick-start`), without the base path, as Next returns it. */
export function usePathname(): string {
  return useRenderContext().route
}

/** Search parameters that cannot change: a static page is rendered without any. */
export class ReadonlyURLSearchParams extends URLSearchParams {
  append(): void {
    throw new Error('ReadonlyURLSearchParams cannot be modified')
  }
  delete(): void {
    throw new Error('ReadonlyURLSearchParams cannot be modified')
  }
  set(): void {
    throw new Error('ReadonlyURLSearchParams cannot be modified')
  }
  sort(): void {
    throw new Error('ReadonlyURLSearchParams cannot be modified')
  }
}

/**
 * The query string of a static page is empty when it is rendered. In a client component of an
 * app-router page it is not known yet: as Next's static prerender, the nearest `<Suspense>` shows its
 * fallback and the browser renders the component (`src/islands/client-render.ts`).
 */
export function useSearchParams(): ReadonlyURLSearchParams {
  useContext(ClientRenderBailoutContext)?.('useSearchParams()')
  return new ReadonlyURLSearchParams()
}

/** Dynamic segments of the route: guildsite's routes are the files' own. */
export function useParams(): Record<string, string | string[]> {
  return {}
}

export function useSelectedLayoutSegment(): string | null {
  return null
}

export function useSelectedLayoutSegments(): string[] {
  return []
}

export function useServerInsertedHTML(_callback: () => unknown): void {}
export const ServerInsertedHTMLContext = createContext<((callback: () => unknown) => void) | null>(null)

export const RedirectType = { push: 'push', replace: 'replace' } as const

/** Thrown by `redirect()`/`notFound()` while rendering; the page then fails with this message. */
export class NavigationError extends Error {
  /** Next's own mark of a redirect (`NEXT_REDIRECT;replace;/en;307;`), which site code tests too. */
  digest?: string
}

function redirectError(url: string, type: string, status: number): NavigationError {
  const error = new NavigationError(`redirect("${url}") was called while rendering this page`)
  error.digest = `NEXT_REDIRECT;${type};${url};${status};`
  return error
}

/**
 * `redirect(url)` while rendering: Next's static export writes the page as one that sends the visitor
 * on (a refresh to `url`), and so does guildsite (`src/app-router/page-redirect.ts`).
 */
export function redirect(url: string, type = 'replace'): never {
  throw redirectError(url, type, 307)
}
export function permanentRedirect(url: string, type = 'replace'): never {
  throw redirectError(url, type, 308)
}

export function notFound(): never {
  throw new NavigationError('notFound() was called while rendering this page')
}
export function forbidden(): never {
  throw new NavigationError('forbidden() was called while rendering this page')
}
export function unauthorized(): never {
  throw new NavigationError('unauthorized() was called while rendering this page')
}

/** Next 15.4: never one of its server-action errors here. */
export function unstable_isUnrecognizedActionError(_error: unknown): boolean {
  return false
}

/** Rethrows Next's own navigation errors; guildsite's are rethrown too. */
export function unstable_rethrow(error: unknown): void {
  if (error instanceof NavigationError) throw error
}
