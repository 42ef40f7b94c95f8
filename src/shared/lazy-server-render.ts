import { createRequire } from 'node:module'
import type { ReactNode } from 'react'

/**
 * React's `renderToStaticMarkup`, its server renderer loaded the first time it is called: the modules
 * of every build's main thread that may draw a React node (a config's logo, a `_meta` title given as
 * an element) import this rather than `react-dom/server`, which is not in the CLI's bundle (so without
 * its code cache) and cost that thread 13–65 ms of CPU at the start of every build, cold or warm
 * (`--cpu-prof`; bench/RESULTS.md, "Session 22, speed22" and "Session 25, speedrt"), while most sites
 * draw no such node.
 */
let server: typeof import('react-dom/server') | undefined
export const renderToStaticMarkup = (node: ReactNode): string =>
  (server ??= createRequire(import.meta.url)(
    'react-dom/server'
  ) as typeof import('react-dom/server')).renderToStaticMarkup(node)
