import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

/**
 * The import graph of the modules under `dirs` (relative imports between their .ts/.tsx files, type-only
 * and dynamic imports included: a layer that imports back up is a cycle however it imports).
 */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const dir of dirs) {
    for (const name of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) continue
      const file = join(ROOT, dir, name)
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      graph.set(
        file,
        importedFiles.flatMap(({ fileName }) => {
          if (!fileName.startsWith('.')) return []
          const base = resolve(dirname(file), fileName).replace(/\.(m?js|jsx)$/, '')
          const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(path => existsSync(path))
          return target ? [target] : []
        })
      )
    }
  }
  return graph
}

/** The groups of modules that reach each other (Tarjan's strongly connected components of more than one). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(relative(ROOT, member))
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']]
    ])
    expect(cycles(graph).map(group => group.length)).toEqual([3])
  })

  it('no two modules of src/ or templates/ import each other, directly or around a loop', () => {
    const graph = importGraph(['src', 'templates'])
    expect(graph.size).toBeGreaterThan(300)
    expect(cycles(graph)).toEqual([])
  })
})
