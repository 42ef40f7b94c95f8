import type { Plugin } from 'esbuild'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { withExtensions } from '../compile/installed-packages.js'
import type { IslandModules } from './island-plugin.js'

export const COMMONJS_ENTRY = 'gs-islands-commonjs:'
const NODE_MODULES = `${sep}node_modules${sep}`

/**
 * The file a browser bundle takes for the installed package whose `main` is `path` (its `browser`
 * field when a path, else its `module`), when that is another file; else undefined.
 */
export function browserEntryOf(path: string): string | undefined {
  const at = path.lastIndexOf(NODE_MODULES)
  if (at === -1) return undefined
  const rest = path.slice(at + NODE_MODULES.length).split(sep)
  const dir = path.slice(0, at + NODE_MODULES.length) + rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join(sep)
  let pkg: { main?: unknown; module?: unknown; browser?: unknown }
  try {
    pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof pkg
  } catch {
    return undefined
  }
  const file = (field: unknown) =>
    typeof field === 'string' ? withExtensions(resolve(dir, field)).find(candidate => existsSync(candidate)) : undefined
  if (file(pkg.main ?? 'index.js') !== path) return undefined
  const twin = file(pkg.browser) ?? file(pkg.module)
  return twin && twin !== path ? twin : undefined
}

/**
 * A CommonJS island module's entry (issue 35.4): an ES module re-exporting its names, so that the
 * loader finds `module[name]` as for an ES module (an entry that is CommonJS exports only `default`).
 */
export function commonJsEntries(islands: IslandModules): Plugin {
  return {
    name: 'guildsite-islands-commonjs',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${COMMONJS_ENTRY}`) }, args => ({
        path: args.path.slice(COMMONJS_ENTRY.length),
        namespace: 'gs-islands-commonjs'
      }))
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-commonjs' }, args => {
        const real = JSON.stringify(args.path)
        const names = (islands.get(args.path)?.exports ?? []).filter(name => name !== 'default')
        return {
          contents: [
            `import * as all from ${real}`,
            'export default all.default',
            ...names.map(name => `export const ${name} = all.${name}`)
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(args.path)
        }
      })
    }
  }
}
