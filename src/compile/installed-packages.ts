import { readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { PACKAGE_ROOT } from '../package-root.js'

// What is installed where, for the absent-import plugin (`absent-modules.ts`): the site's packages
// and what their own files need, guildsite's own packages, and the paths a specifier may name.

export const IN_NODE_MODULES = /[\\/]node_modules[\\/]/

/** A dependency an installed package's code imports that is not installed. */
export interface LackingDependency {
  /** The package that needs it, and the field of its package.json that names it. */
  owner: string
  field: string
  name: string
  /** The file that imports it, and how. */
  file: string
  specifier: string
}

/** The package name of a bare specifier (`@babel/runtime/helpers/typeof` → `@babel/runtime`). */
export const packageName = (specifier: string) => /^(@[^/]+\/[^/]+|[^./@][^/]*)/.exec(specifier)?.[1]

/** The nearest folder above `file` with a package.json that has a name, and that package.json. */
function owningPackage(file: string): { dir: string; pkg: Record<string, unknown> } | undefined {
  for (const dir of ancestors(dirname(file))) {
    if (basename(dir) === 'node_modules') return undefined
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
      if (typeof pkg.name === 'string') return { dir, pkg }
    } catch {
      // no package.json here: look higher
    }
  }
  return undefined
}

const SPECIFIER = /(?:\brequire\s*\(\s*|\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g

/**
 * Whether the installed package `entry` belongs to needs, in the files its entry reaches by relative
 * imports (at most 64), a package that its package.json lists as a dependency or a peer that is not
 * optional, and that does not resolve. Optional and undeclared ones are its own business (`ws` does
 * without `bufferutil`).
 */
export function lackingDependency(
  entry: string,
  aliases: Record<string, string>,
  cache: Map<string, Promise<LackingDependency | undefined>>
): Promise<LackingDependency | undefined> {
  let found = cache.get(entry)
  if (!found) {
    found = findLacking(entry, aliases)
    cache.set(entry, found)
  }
  return found
}

async function findLacking(entry: string, aliases: Record<string, string>): Promise<LackingDependency | undefined> {
  const owner = owningPackage(entry)
  if (!owner) return undefined
  const record = (field: string) =>
    owner.pkg[field] && typeof owner.pkg[field] === 'object' ? (owner.pkg[field] as Record<string, unknown>) : {}
  const optional = record('peerDependenciesMeta')
  const needed = new Map<string, string>()
  for (const name of Object.keys(record('dependencies'))) needed.set(name, 'a dependency')
  for (const name of Object.keys(record('peerDependencies')))
    if (!(optional[name] as { optional?: boolean } | undefined)?.optional) needed.set(name, 'a peer dependency')
  for (const name of Object.keys(record('optionalDependencies'))) needed.delete(name)
  if (needed.size === 0) return undefined
  const seen = new Set<string>([entry])
  const queue = [entry]
  const checked = new Set<string>()
  while (queue.length > 0 && seen.size <= 64) {
    const file = queue.shift()!
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    // (Comments name types: eslint's JSDoc `@import {…} from '@eslint/core'`.)
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')
    for (const match of code.matchAll(SPECIFIER)) {
      const specifier = match[2]
      if (specifier.startsWith('.')) {
        const next = withExtensions(resolve(dirname(file), specifier)).find(
          path => path.startsWith(owner.dir) && statSync(path, { throwIfNoEntry: false })?.isFile()
        )
        if (next && !seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
        continue
      }
      const name = packageName(specifier)
      if (!name || !needed.has(name) || specifier in aliases || shippedPackages().has(name)) continue
      if (checked.has(specifier)) continue
      checked.add(specifier)
      // (Installed is enough: a package of types only, `@eslint/core`, has nothing to resolve.)
      const installed = ancestors(dirname(file)).some(
        dir => statSync(join(dir, 'node_modules', name, 'package.json'), { throwIfNoEntry: false }) !== undefined
      )
      if (!installed) return { owner: owner.pkg.name as string, field: needed.get(name)!, name, file, specifier }
    }
  }
  return undefined
}

let shippedNames: Set<string> | undefined

/** The packages guildsite depends on (its package.json `dependencies`). */
export function shippedPackages(): Set<string> {
  if (!shippedNames) {
    try {
      const own = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>
      }
      shippedNames = new Set(Object.keys(own.dependencies ?? {}))
    } catch {
      shippedNames = new Set()
    }
  }
  return shippedNames
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.mdx', '.md', '.json']
export const withExtensions = (base: string) => [
  ...EXTENSIONS.map(ext => base + ext),
  ...EXTENSIONS.slice(1, 6).map(ext => join(base, 'index' + ext))
]

/** The folder and its ancestors, nearest first. */
export function ancestors(dir: string): string[] {
  const out = [dir]
  while (dirname(out[out.length - 1]) !== out[out.length - 1]) out.push(dirname(out[out.length - 1]))
  return out
}
