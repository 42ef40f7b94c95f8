import { readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve, sep } from 'node:path'
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

/** What one installed file imports: the files its relative imports name, and its bare specifiers. */
interface FileImports {
  files: string[]
  bare: string[]
}

/** Each build's (each `cache`'s) reading of the installed files, shared by every entry it checks. */
const fileImports = new WeakMap<object, Map<string, FileImports | undefined>>()

function importsOf(file: string, memo: Map<string, FileImports | undefined>): FileImports | undefined {
  if (memo.has(file)) return memo.get(file)
  let text: string | undefined
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    text = undefined
  }
  let found: FileImports | undefined
  if (text !== undefined) {
    found = { files: [], bare: [] }
    // (Comments name types: eslint's JSDoc `@import {…} from '@eslint/core'`.)
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1')
    for (const match of code.matchAll(SPECIFIER)) {
      const specifier = match[2]
      if (!specifier.startsWith('.')) {
        found.bare.push(specifier)
        continue
      }
      const next = withExtensions(resolve(dirname(file), specifier)).find(path =>
        statSync(path, { throwIfNoEntry: false })?.isFile()
      )
      if (next) found.files.push(next)
    }
  }
  memo.set(file, found)
  return found
}

/**
 * Whether the installed package `entry` belongs to needs, in the files its entry reaches by relative
 * imports (all of them, however deep: each file is read once a build, whichever entry reaches it), a
 * package that its package.json lists as a dependency or a peer that is not optional, and that does
 * not resolve. Optional and undeclared ones are its own business (`ws` does without `bufferutil`).
 */
export function lackingDependency(
  entry: string,
  aliases: Record<string, string>,
  cache: Map<string, Promise<LackingDependency | undefined>>
): Promise<LackingDependency | undefined> {
  let found = cache.get(entry)
  if (!found) {
    let memo = fileImports.get(cache)
    if (!memo) fileImports.set(cache, (memo = new Map()))
    found = findLacking(entry, aliases, memo)
    cache.set(entry, found)
  }
  return found
}

async function findLacking(
  entry: string,
  aliases: Record<string, string>,
  memo: Map<string, FileImports | undefined>
): Promise<LackingDependency | undefined> {
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
  // Only what is not installed where the package is needs its files read (most packages: none).
  for (const name of needed.keys())
    if (shippedPackages().has(name) || installedFrom(owner.dir, name)) needed.delete(name)
  if (needed.size === 0) return undefined
  const seen = new Set<string>([entry])
  const queue = [entry]
  const checked = new Set<string>()
  const inPackage = owner.dir + sep
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index]
    const imports = importsOf(file, memo)
    if (!imports) continue
    for (const next of imports.files)
      if (next.startsWith(inPackage) && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    for (const specifier of imports.bare) {
      const name = packageName(specifier)
      if (!name || !needed.has(name) || specifier in aliases) continue
      if (checked.has(specifier)) continue
      checked.add(specifier)
      if (!installedFrom(dirname(file), name))
        return { owner: owner.pkg.name as string, field: needed.get(name)!, name, file, specifier }
    }
  }
  return undefined
}

/** Whether package `name` is installed for code in `dir`. (Installed is enough: a package of types only, `@eslint/core`, has nothing to resolve.) */
const installedFrom = (dir: string, name: string): boolean =>
  ancestors(dir).some(
    above => statSync(join(above, 'node_modules', name, 'package.json'), { throwIfNoEntry: false }) !== undefined
  )

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
