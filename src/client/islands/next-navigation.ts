// `next/navigation` in the browser (issue 35.4): `useSearchParams` reads `location` once hydrated,
// `useRouter` navigates; the rest is the server's module (the route comes from the island's marker).
import { useMemo } from 'react'
import { ReadonlyURLSearchParams } from 'guildsite/template-next-navigation'
import { useLocationSearch } from './hooks.js'

export * from 'guildsite/template-next-navigation'

export function useSearchParams(): ReadonlyURLSearchParams {
  const search = useLocationSearch()
  return useMemo(() => new ReadonlyURLSearchParams(search), [search])
}

export function useRouter(): Record<string, (href?: string) => void> {
  return {
    push: href => href && location.assign(href),
    replace: href => href && location.replace(href),
    refresh: () => location.reload(),
    back: () => history.back(),
    forward: () => history.forward(),
    prefetch: () => {}
  }
}
