// unist-util-visit-parents 6.1 without its per-node cost. scripts/build.mjs resolves the package to
// this file in the worker bundles (page worker, dev compile worker), where every tree walk — ours,
// unist-util-visit's, MDX's, mdast-util-to-hast's — goes through it. The original makes two closures
// per node and renames one with `Object.defineProperty` (for readable stack traces): ~12% of a page
// worker's CPU in a cold build. This is the same walk, line for line, as one recursive function
// per call: the same calls in the same order with the same arguments (a fresh `parents` array per
// level, shared by siblings, as callers may keep it), the same return-value handling, the same errors.
// Only stack traces differ (no `node (type<tag>)` frame names). tests/unit/fast-visit-parents.test.ts
// compares the two on random trees and visitors.
// The walk itself is fast-walk.ts, shared with fast-visit.ts (unist-util-visit's stand-in).
import type { Node } from 'unist'
import type { Test, Visitor, Visitors } from 'unist-util-visit-parents'
import { walkTree } from './fast-walk.js'

export { CONTINUE, EXIT, SKIP } from './fast-walk.js'

/**
 * Visits `tree` in preorder (reverse preorder with `reverse`), calling `enter` before a node's
 * children and `exit` after them, for nodes matching the optional `unist-util-is` test. Arguments as
 * the package's: `(tree, [test], enter | {enter?, exit}, [reverse])`.
 */
export function visitParents(
  tree: Node,
  testOrEnterOrVisitors: Test | Visitor | Visitors,
  enterOrVisitorsOrReverse?: Visitor | Visitors | boolean | null,
  reverse?: boolean | null
): undefined {
  return walkTree(tree, testOrEnterOrVisitors, enterOrVisitorsOrReverse, reverse, false)
}
