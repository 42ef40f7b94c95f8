// The modules a lenient evaluation provides as source: the stand-in proxy, stand-in modules, CommonJS `require` wrapper.
import { readFile } from 'node:fs/promises'
import { importedNames } from '../compile/imported-names.js'

/** The stand-in value: a callable proxy that tolerates any use. Kept as source: it runs in the evaluated module. */
export const STAND_IN_SOURCE = `
const __gsHeld = new WeakMap()
const isObject = value => value !== null && typeof value === 'object'
export function __gsStandIn(held) {
  // (A bound function: constructible, as new standIn.Plugin() needs, and without a prototype own key.)
  const target = function () {}.bind(null)
  const proxy = new Proxy(target, {
    get(_, key) {
      if (held && key in held) return held[key]
      if (key === Symbol.toPrimitive) return () => ''
      if (key === 'then' || key === '__esModule') return undefined
      if (key === Symbol.iterator) return function* () {}
      if (typeof key === 'symbol') return undefined
      return __gsStandIn()
    },
    // withPlugin(options) and withPlugin(options)(config) both keep the last object they were given.
    apply(_, __, args) {
      const object = args.find(arg => isObject(arg) || (typeof arg === 'function' && __gsHeld.has(arg)))
      return __gsStandIn(__gsHeld.has(object) ? __gsHeld.get(object) : object)
    },
    construct() { return __gsStandIn() },
    ownKeys() { return held ? Reflect.ownKeys(held) : [] },
    getOwnPropertyDescriptor(_, key) {
      return held && Object.prototype.hasOwnProperty.call(held, key) ? { value: held[key], enumerable: true, configurable: true, writable: true } : undefined
    },
    has(_, key) { return Boolean(held && key in held) }
  })
  __gsHeld.set(proxy, held)
  return proxy
}
export function __gsHeldBy(value) { return __gsHeld.get(value) }
`

/** A module of `namespace` for `specifier` as `importer` imports it (one per importer). */
export const perImporter = (specifier: string, namespace: string, importer: string) => ({
  path: `${specifier}?from=${importer}`,
  namespace,
  pluginData: { specifier, importer }
})

/**
 * What `require()` gives CommonJS code (Nextra 2's `require('nextra')({ theme, themeConfig })`) for
 * a module provided here as ES module source: a CommonJS package's `module.exports`, which is its
 * default export when that is a function (the named exports its properties) or the only export (the
 * Guild's Tailwind config: `[...require('@theguild/tailwind-config').content]`), else the namespace.
 */
export function required(kind: string, resolved: ReturnType<typeof perImporter>) {
  return kind === 'require-call'
    ? { path: resolved.path, namespace: 'gs-required', pluginData: { inner: resolved } }
    : resolved
}
export const REQUIRED_SOURCE = `const m = require('gs-required')
const given = m.default
if (typeof given === 'function') for (const key of Object.keys(m)) if (!(key in given)) given[key] = m[key]
const onlyDefault = given !== null && typeof given === 'object' && Object.keys(m).every(key => key === 'default')
module.exports = typeof given === 'function' || onlyDefault ? given : m`

/** The module for a specifier that cannot be provided: the names its importer asks for, each a stand-in. */
export function standInModule(names: Iterable<string>): string {
  const lines = [`import { __gsStandIn } from 'gs-stand-in'`, `const standIn = __gsStandIn()`, `export default standIn`]
  for (const name of names)
    if (name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name)) lines.push(`export const ${name} = standIn`)
  return lines.join('\n')
}

/**
 * The names `importer` imports from `specifier`, read as the pages' stand-ins read them
 * (`compile/imported-names.ts`): each statement on its own (no semicolons needed), the members a
 * namespace import uses (`import * as AvatarPrimitive` then `AvatarPrimitive.Root.displayName`, a
 * shadcn/ui component's module-level line), and what `require()` of it reads.
 */
export function namesImported(source: string, specifier: string): Set<string> {
  // (Without the namespace mark `*`: a config's stand-ins are its names.)
  const names = importedNames(source, specifier).names
  names.delete('*')
  return names
}

export async function namesFrom(importer: string | undefined, specifier: string): Promise<Set<string>> {
  return namesImported(importer ? await readFile(importer, 'utf8').catch(() => '') : '', specifier)
}
