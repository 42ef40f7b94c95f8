import type { NextraMajor } from './nextra-major.js'
import type { PageMapNode } from './types.js'

/**
 * The major a page map was built for, keyed by its root children: `resolveNavigation` is called with
 * `pageMap.children` by every renderer, so the rules travel with the tree without a new parameter.
 * A tree copied to a worker loses the key; its pages and folders carry `nextra` (when not 2) too.
 */
const majors = new WeakMap<PageMapNode[], NextraMajor>()

export function registerMajor(children: PageMapNode[], major: NextraMajor): void {
  majors.set(children, major)
}

export function majorOf(children: PageMapNode[]): NextraMajor {
  const known = majors.get(children)
  if (known) return known
  for (const child of children) if (child.kind !== 'meta' && child.nextra) return child.nextra
  return 2
}
