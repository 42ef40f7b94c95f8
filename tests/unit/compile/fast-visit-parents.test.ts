import { existsSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import * as original from 'unist-util-visit-parents'
import * as originalVisit from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import * as fast from '../../../src/compile/fast-visit-parents.js'
import * as fastVisit from '../../../src/compile/fast-visit.js'
import { fuzzParameters, testTimeout } from '../../fuzz/fuzz-settings.js'

/**
 * src/compile/fast-visit-parents.ts stands in for unist-util-visit-parents in the worker bundles (and
 * fast-visit.ts for unist-util-visit), so each must be the same walk: on random trees, tests and visitor behaviours (SKIP, EXIT, indices,
 * tuples, removing and inserting siblings, reverse, enter/exit objects), the same calls — node,
 * index, parent, the ancestors then and at the end, which `parents` arrays are the same object,
 * `this` — the same final tree and the same error. `FUZZ_RUNS` scales it.
 */

type Impl = typeof original
type VisitImpl = typeof originalVisit
type Tree = { id: number; type: string; tagName?: string; value?: string; children?: (Tree | null)[] | null }

const leaf: fc.Arbitrary<Tree | null> = fc.oneof(
  {
    weight: 400,
    arbitrary: fc.record({
      id: fc.constant(0),
      type: fc.constantFrom('text', 'inlineCode', 'break'),
      value: fc.constantFrom('a', 'b')
    })
  },
  {
    weight: 60,
    arbitrary: fc.record({
      id: fc.constant(0),
      type: fc.constant('paragraph'),
      children: fc.constantFrom<Tree['children']>([], null)
    })
  },
  { weight: 1, arbitrary: fc.constant(null) }
)
const node: fc.Memo<Tree | null> = fc.memo(depth =>
  depth <= 1
    ? leaf
    : fc.oneof(
        { weight: 2, arbitrary: leaf },
        {
          weight: 3,
          arbitrary: fc.record({
            id: fc.constant(0),
            type: fc.constantFrom('paragraph', 'emphasis', 'element', 'list'),
            tagName: fc.constantFrom('a', 'div'),
            children: fc.array(node(depth - 1), { minLength: 1, maxLength: 4 })
          })
        }
      )
)
const tree = fc.array(node(5), { maxLength: 6 }).map(children => {
  const root: Tree = { id: 0, type: 'root', children }
  let next = 0
  const number = (n: Tree | null) => {
    if (!n) return
    n.id = next++
    n.children?.forEach(number)
  }
  number(root)
  return root
})

// What a visitor returns, relative to the visited node's index where it is a number. SKIP from
// `exit` and a fractional index (an undefined child) throw, so they are rare: most walks go on.
const result = (skipWeight: number) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.constant(undefined) },
    { weight: 10, arbitrary: fc.constantFrom<unknown>(null, true, [], [true], 'other') },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(false, [false]) },
    { weight: skipWeight, arbitrary: fc.constantFrom<unknown>('skip', ['skip']) },
    { weight: 6, arbitrary: fc.integer({ min: -2, max: 3 }).map(delta => ({ delta })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom<unknown>('skip', true, undefined, false), fc.integer({ min: -1, max: 2 }))
        .map(([action, delta]) => ({ action, delta }))
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ delta: 0.5 }, { delta: Number.NaN }, { delta: 1 }) }
  )
const behaviour = (skipWeight: number) =>
  fc.record({
    mutate: fc.constantFrom(
      'none',
      'none',
      'none',
      'none',
      'remove',
      'insertBefore',
      'insertAfter',
      'replace',
      'clearChildren',
      'appendChild',
      'newChildrenArray'
    ),
    result: result(skipWeight)
  })
const test = fc.constantFrom<unknown>(
  'none',
  undefined,
  null,
  '',
  'text',
  'paragraph',
  ['text', 'element'],
  { type: 'emphasis' },
  { tagName: 'a' },
  'function',
  ['function', 'list']
)
const config = fc.record({
  test,
  visitors: fc.constantFrom('function', 'enterExit', 'exitOnly', 'nullEnter'),
  reverse: fc.constantFrom<unknown>(undefined, undefined, false, true, null, 1),
  enter: fc.array(behaviour(6), { minLength: 1, maxLength: 12 }),
  exit: fc.array(behaviour(1), { minLength: 1, maxLength: 12 })
})
type Config = typeof config extends fc.Arbitrary<infer T> ? T : never

const id = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value
    ? (value as Tree).id
    : value === undefined
      ? 'undefined'
      : String(value)

/**
 * Walks a copy of `root` with `impl` (a visitParents module, or with `visit` a visit module: visitors
 * then take `(node, index, parent)`), recording every call; the same config gives the same visitors.
 */
function run(impl: Impl | VisitImpl, root: Tree, { test, visitors, reverse, enter, exit }: Config, visit = false) {
  const tree = structuredClone(root)
  const log: unknown[] = []
  const arrays = new Map<unknown, number>()
  let created = 1000
  let calls = 0

  const testFunction = function (this: unknown, n: Tree, index: number | undefined, parent: Tree | undefined) {
    log.push(['test', id(n), index, id(parent), this === undefined])
    return n.id % 3 !== 1
  }
  const check =
    test === 'function'
      ? testFunction
      : Array.isArray(test)
        ? test.map(t => (t === 'function' ? testFunction : t))
        : test

  const visitor = (phase: 'enter' | 'exit', behaviours: Config['enter' | 'exit']) =>
    function (this: unknown, n: Tree, second: unknown, third: unknown) {
      const [parents, index] = visit ? [undefined, second as number | undefined] : [second as Tree[], third as number]
      if (parents) {
        if (!arrays.has(parents)) arrays.set(parents, arrays.size)
        log.push([phase, id(n), index, parents.map(id), arrays.get(parents), this === undefined])
      } else log.push([phase, id(n), index, id(third), this === undefined])
      // Bounds walks that an index return would make endless; the same cut in both.
      if (++calls > 300) return false
      const { mutate, result } = behaviours[calls % behaviours.length]
      const parent = parents ? parents[parents.length - 1] : (third as Tree | undefined)
      const at = index ?? 0
      const fresh = (): Tree => ({ id: created++, type: 'text', value: 'new' })
      if (parent?.children && index !== undefined) {
        if (mutate === 'remove') parent.children.splice(index, 1)
        if (mutate === 'insertBefore') parent.children.splice(index, 0, fresh())
        if (mutate === 'insertAfter') parent.children.splice(index + 1, 0, fresh())
        if (mutate === 'replace') parent.children[index] = fresh()
        if (mutate === 'newChildrenArray') parent.children = [...parent.children]
      }
      if (n?.children && mutate === 'clearChildren') n.children = []
      if (n?.children && mutate === 'appendChild') n.children.push(fresh())
      if (result && typeof result === 'object' && 'delta' in result) {
        const { action, delta } = result as { action?: unknown; delta: number }
        return 'action' in result ? [action, at + delta] : at + delta
      }
      return result
    }

  const enterVisitor = visitor('enter', enter)
  const exitVisitor = visitor('exit', exit)
  const given =
    visitors === 'function'
      ? enterVisitor
      : visitors === 'enterExit'
        ? { enter: enterVisitor, exit: exitVisitor }
        : visitors === 'exitOnly'
          ? { exit: exitVisitor }
          : { enter: null, exit: exitVisitor }

  let error: string | undefined
  try {
    const walk = (visit ? (impl as VisitImpl).visit : (impl as Impl).visitParents) as (...args: unknown[]) => undefined
    if (test === 'none') walk(tree, given, reverse)
    else walk(tree, check, given, reverse)
  } catch (caught) {
    error = `${(caught as Error).constructor.name}: ${(caught as Error).message}`
  }
  // The ancestors arrays as they are now: callers may have kept them.
  const kept = [...arrays.keys()].map(parents => (parents as Tree[]).map(id))
  return { log, tree, error, kept }
}

describe('fast-visit-parents and fast-visit', () => {
  it('exports what the package exports', () => {
    expect(Object.keys(fastVisit).sort()).toEqual(Object.keys(originalVisit).sort())
    expect([fastVisit.CONTINUE, fastVisit.EXIT, fastVisit.SKIP]).toEqual([
      original.CONTINUE,
      original.EXIT,
      original.SKIP
    ])
    expect(Object.keys(fast).sort()).toEqual(Object.keys(original).sort())
    expect([fast.CONTINUE, fast.EXIT, fast.SKIP]).toEqual([original.CONTINUE, original.EXIT, original.SKIP])
  })

  it(
    'walks random trees with random visitors exactly as unist-util-visit-parents',
    () => {
      let errors = 0
      fc.assert(
        fc.property(tree, config, (root, walk) => {
          const expected = run(original, root, walk)
          const actual = run(fast as Impl, root, walk)
          if (expected.error) errors++
          expect(actual.error).toBe(expected.error)
          expect(actual.log).toEqual(expected.log)
          expect(actual.kept).toEqual(expected.kept)
          expect(actual.tree).toEqual(expected.tree)
        }),
        { ...fuzzParameters(), numRuns: Math.max(500, fuzzParameters().numRuns ?? 0) }
      )
      // Some walks end in an error (SKIP from exit, a fractional index), most do not.
      expect(errors).toBeGreaterThan(0)
    },
    testTimeout(50)
  )

  it(
    'walks random trees with random visitors exactly as unist-util-visit (fast-visit.ts)',
    () => {
      let errors = 0
      fc.assert(
        fc.property(tree, config, (root, walk) => {
          const expected = run(originalVisit, root, walk, true)
          const actual = run(fastVisit as VisitImpl, root, walk, true)
          if (expected.error) errors++
          expect(actual.error).toBe(expected.error)
          expect(actual.log).toEqual(expected.log)
          expect(actual.tree).toEqual(expected.tree)
        }),
        { ...fuzzParameters(), numRuns: Math.max(500, fuzzParameters().numRuns ?? 0) }
      )
      expect(errors).toBeGreaterThan(0)
    },
    testTimeout(50)
  )

  it('throws the same errors on bad arguments', () => {
    const root = { type: 'root', children: [{ type: 'text', value: 'a' }] }
    const cases: unknown[][] = [
      [null, () => {}],
      ['tree', () => {}],
      [root],
      [root, 'text'],
      [root, { enter: () => {} }],
      [root, { enter: 'x', exit: () => {} }],
      [root, 'text', { exit: 1 }],
      [root, 5, () => {}],
      [root, { exit: () => 'skip' }],
      [{ type: 'root', children: [null] }, () => {}]
    ]
    const message = (impl: Impl, args: unknown[]) => {
      try {
        ;(impl.visitParents as (...a: unknown[]) => undefined)(...args)
      } catch (error) {
        return (error as Error).message
      }
      return 'no error'
    }
    for (const args of cases) expect(message(fast as Impl, args)).toBe(message(original, args))
    const visitMessage = (impl: VisitImpl, args: unknown[]) => {
      try {
        ;(impl.visit as (...a: unknown[]) => undefined)(...args)
      } catch (error) {
        return (error as Error).message
      }
      return 'no error'
    }
    for (const args of [...cases, [root, 'text', () => {}, true], [root, () => {}, 1], [root, null, 'text']])
      expect(visitMessage(fastVisit as VisitImpl, args)).toBe(visitMessage(originalVisit, args))
  })
})

describe('worker bundles', () => {
  // Written by `node scripts/build.mjs` (`npm test` runs it first).
  const bundles = [
    '../../../dist/src/render/page-worker.bundle.cjs',
    '../../../dist/src/dev/compile-worker.bundle.cjs'
  ].map(path => new URL(path, import.meta.url))

  it('walk trees with fast-visit-parents, not the package', () => {
    for (const url of bundles) {
      expect(existsSync(url), `${url.pathname} (run node scripts/build.mjs)`).toBe(true)
      const code = readFileSync(url, 'utf8')
      expect(code).toContain('// src/compile/fast-visit-parents.ts')
      expect(code).toContain('// src/compile/fast-visit.ts')
      expect(code).not.toContain('unist-util-visit-parents/lib/index.js')
      expect(code).not.toContain('unist-util-visit/lib/index.js')
      expect(code).not.toContain('Object.defineProperty(visit')
    }
  })
})
