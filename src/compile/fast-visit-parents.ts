// unist-util-visit-parents 6.1 without its per-node cost. scripts/build.mjs resolves the package to
// this file in the worker bundles (page worker, dev compile worker), where every tree walk — ours,
// unist-util-visit's, MDX's, mdast-util-to-hast's — goes through it. The original makes two closures
// per node and renames one with `Object.defineProperty` (for readable stack traces): ~12% of a page
// worker's CPU in a cold build. This is the same walk, line for line, as one recursive function
// per call: the same calls in the same order with the same arguments (a fresh `parents` array per
// level, shared by siblings, as callers may keep it), the same return-value handling, the same errors.
// Only stack traces differ (no `node (type<tag>)` frame names). tests/unit/fast-visit-parents.test.ts
// compares the two on random trees and visitors.
import type { Node, Parent } from 'unist'
import { convert } from 'unist-util-is'
import type { ActionTuple, Test, Visitor, VisitorExit, VisitorResult, Visitors } from 'unist-util-visit-parents'

const empty: Readonly<ActionTuple> = []

/** Continue traversing as normal. */
export const CONTINUE = true

/** Stop traversing immediately. */
export const EXIT = false

/** Do not traverse this node’s children. Only works when entering a node. */
export const SKIP = 'skip'

// The action tuples of visitors that return an action.
const continueTuple: Readonly<ActionTuple> = [CONTINUE]
const exitTuple: Readonly<ActionTuple> = [EXIT]
const skipTuple: Readonly<ActionTuple> = [SKIP]

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
  if (!tree || typeof tree !== 'object') {
    throw new Error('Unexpected value `' + tree + '` for `tree`, expected node')
  }

  let preorder = true
  let check: Test
  let visitors: Visitor | Visitors
  let enter: Visitor | null | undefined
  let exit: VisitorExit | null | undefined

  // Third parameter is an enter visitor or a visitors object, so expect a `test` too.
  if (
    typeof enterOrVisitorsOrReverse === 'function' ||
    (enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === 'object')
  ) {
    check = testOrEnterOrVisitors as Test
    visitors = enterOrVisitorsOrReverse
    if (reverse) preorder = false
  } else {
    // Assume no test.
    visitors = testOrEnterOrVisitors as Visitor | Visitors
    if (enterOrVisitorsOrReverse) preorder = false
  }

  if (typeof visitors === 'function') {
    enter = visitors
  } else if (visitors && typeof visitors === 'object') {
    if (visitors.enter === null || visitors.enter === undefined) {
      // Empty.
    } else if (typeof visitors.enter === 'function') {
      enter = visitors.enter
    } else {
      throw new Error('Unexpected value `' + visitors.enter + '` for `visitors.enter`, expected optional visitor')
    }

    if (typeof visitors.exit === 'function') {
      exit = visitors.exit
    } else {
      throw new Error(
        'Unexpected value `' +
          visitors.exit +
          '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)'
      )
    }
  } else {
    throw new Error(
      'Unexpected value `' + visitors + '` for `enter` or `visitors`, expected visitor or object with visitors'
    )
  }

  const is = convert(check)
  const step = preorder ? 1 : -1

  visit(tree, undefined, [])

  // One closure per call (not per node). `is`, `enter` and `exit` are called as plain functions, as
  // in the original: a test or visitor sees `this` undefined.
  function visit(node: Node, index: number | undefined, parents: Parent[]): Readonly<ActionTuple> {
    const matches = !check || is(node, index, parents[parents.length - 1] || undefined)
    let result = empty

    if (enter && matches) {
      result = toResult(enter(node, parents, index))

      if (result[0] === EXIT) {
        return result
      }
    }

    if ('children' in node && node.children) {
      const nodeAsParent = node as Parent

      if (nodeAsParent.children && result[0] !== SKIP) {
        let offset = (preorder ? -1 : nodeAsParent.children.length) + step
        const grandparents = [...parents, nodeAsParent]

        while (offset > -1 && offset < nodeAsParent.children.length) {
          const subresult = visit(nodeAsParent.children[offset], offset, grandparents)

          if (subresult[0] === EXIT) {
            return subresult
          }

          offset = typeof subresult[1] === 'number' ? subresult[1] : offset + step
        }
      }
    }

    if (exit && matches) {
      const exitResult = toResult(exit(node, parents, index))

      if (exitResult[0] === SKIP) {
        throw new Error(
          'Unexpected value `' + exitResult[0] + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing'
        )
      }

      // Prefer a result from `exit` over `enter`.
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') {
        return exitResult
      }
    }

    return result
  }
}

/** A visitor's return value as an action tuple (the original's `toResult`). */
function toResult(value: VisitorResult): Readonly<ActionTuple> {
  if (Array.isArray(value)) {
    return value
  }

  if (typeof value === 'number') {
    return [CONTINUE, value]
  }

  if (value === null || value === undefined) return empty
  // One tuple per action, not one per call: tuples are only read.
  return value === CONTINUE ? continueTuple : value === EXIT ? exitTuple : value === SKIP ? skipTuple : [value]
}
