// unist-util-visit 5.2 without an ancestors array per parent node. scripts/build.mjs resolves the
// package to this file in the worker bundles, as it resolves unist-util-visit-parents to
// fast-visit-parents.ts: the package is `visitParents` with each visitor wrapped to take
// `(node, index, parents[parents.length - 1])`; this is the same walk (fast-walk.ts) handing the
// parent alone, so no ancestors are copied. tests/unit/compile/fast-visit-parents.test.ts compares
// the two on random trees and visitors, as it does for visitParents.
import type { Node } from 'unist'
import type { Test, Visitor, Visitors } from 'unist-util-visit'
import { walkTree } from './fast-walk.js'

export { CONTINUE, EXIT, SKIP } from './fast-walk.js'

/**
 * Visits `tree` in preorder (reverse preorder with `reverse`), calling the visitor with
 * `(node, index, parent)` for nodes matching the optional `unist-util-is` test. Arguments as the
 * package's: `(tree, [test], enter | {enter?, exit}, [reverse])`.
 */
export function visit(
  tree: Node,
  testOrEnterOrVisitors: Test | Visitor | Visitors,
  enterOrVisitorsOrReverse?: Visitor | Visitors | boolean | null,
  maybeReverse?: boolean | null
): undefined {
  let check: Test
  let visitors: Visitor | Visitors
  let reverse: boolean | null | undefined

  // The package's own reading of its arguments, before visitParents reads them again.
  if (
    typeof enterOrVisitorsOrReverse === 'function' ||
    (enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === 'object')
  ) {
    check = testOrEnterOrVisitors as Test
    visitors = enterOrVisitorsOrReverse
    reverse = maybeReverse
  } else {
    visitors = testOrEnterOrVisitors as Visitor | Visitors
    reverse = enterOrVisitorsOrReverse as boolean | null | undefined
  }

  // The package wraps a function visitor, or the functions of a visitors object, and passes any
  // other value on as it is: wrapping changes neither what visitParents accepts nor its errors.
  return walkTree(tree, check, visitors as never, reverse, true)
}
