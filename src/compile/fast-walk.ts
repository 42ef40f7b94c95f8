// The walk of fast-visit-parents.ts (unist-util-visit-parents' stand-in) and fast-visit.ts
// (unist-util-visit's): one recursive function per call, the package's steps line for line. A walk
// for `visit` hands each visitor the parent alone, as unist-util-visit does (its visitors never see
// the ancestors), so it builds no ancestors array per parent node: those arrays (a copy per level,
// as `visitParents` callers may keep them) were the compile's largest garbage, ~180 KB a page of the
// shared workload over the ~15 walks a page gets.
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

/** A visitor as `walkTree` calls it: `(node, parents, index)`, or `(node, index, parent)` with `parentOnly`. */
type AnyVisitor = (node: Node, second: unknown, third: unknown) => VisitorResult

/**
 * `visitParents(tree, [test], enter | {enter?, exit}, [reverse])` of unist-util-visit-parents, or with
 * `parentOnly` the same walk calling visitors as unist-util-visit's `visit` does: `(node, index, parent)`.
 */
export function walkTree(
  tree: Node,
  testOrEnterOrVisitors: Test | Visitor | Visitors,
  enterOrVisitorsOrReverse: Visitor | Visitors | boolean | null | undefined,
  reverse: boolean | null | undefined,
  parentOnly: boolean
): undefined {
  if (!tree || typeof tree !== 'object') {
    throw new Error('Unexpected value `' + tree + '` for `tree`, expected node')
  }

  let preorder = true
  let check: Test
  let visitors: Visitor | Visitors
  let enter: AnyVisitor | null | undefined
  let exit: AnyVisitor | null | undefined

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
    enter = visitors as AnyVisitor
  } else if (visitors && typeof visitors === 'object') {
    if (visitors.enter === null || visitors.enter === undefined) {
      // Empty.
    } else if (typeof visitors.enter === 'function') {
      enter = visitors.enter as AnyVisitor
    } else {
      throw new Error('Unexpected value `' + visitors.enter + '` for `visitors.enter`, expected optional visitor')
    }

    if (typeof visitors.exit === 'function') {
      exit = visitors.exit as VisitorExit as AnyVisitor
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

  visit(tree, undefined, parentOnly ? undefined : [])

  // One closure per call (not per node). `is`, `enter` and `exit` are called as plain functions, as
  // in the original: a test or visitor sees `this` undefined. `up` is the ancestors (an array), or
  // with `parentOnly` the parent.
  function visit(node: Node, index: number | undefined, up: Parent[] | Parent | undefined): Readonly<ActionTuple> {
    const parent = parentOnly ? (up as Parent | undefined) : (up as Parent[])[(up as Parent[]).length - 1]
    const matches = !check || is(node, index, parent || undefined)
    let result = empty

    if (enter && matches) {
      result = toResult(parentOnly ? enter(node, index, parent) : enter(node, up, index))

      if (result[0] === EXIT) {
        return result
      }
    }

    if ('children' in node && node.children) {
      const nodeAsParent = node as Parent

      if (nodeAsParent.children && result[0] !== SKIP) {
        let offset = (preorder ? -1 : nodeAsParent.children.length) + step
        const grandparents = parentOnly ? nodeAsParent : [...(up as Parent[]), nodeAsParent]

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
      const exitResult = toResult(parentOnly ? exit(node, index, parent) : exit(node, up, index))

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
