import type { PluginBuild } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { PACKAGE_ROOT } from '../package-root.js'
import { ASSET_FILE, assetModuleSource, assetPath } from './asset-modules.js'
import { absentModuleSource, placeholders, standInHeader } from './stand-in-source.js'
import { svgComponentSource } from './svg-imports.js'

/** What the stand-in modules' loaders need of `AbsentModulesOptions`. */
export interface StandInLoadersOptions {
  /** The module whose `MissingComponent` makes placeholders. */
  provider: string
  /** The module that watches `fast-glob` for absent folders (templates/modules/glob-notes.ts). */
  globNotes?: string
  /** Called for each imported file that becomes a URL. */
  onAsset?: (path: string, bytes: Uint8Array, source: string) => void
}

/**
 * Loads the modules `setupAbsentModules` resolves to its namespaces: the stand-ins of absent modules
 * (`gs-missing`), the shims of built-ins lacking a name (`gs-builtin`), `fast-glob` watched for absent
 * folders (`gs-glob`), URL imports of images (`gs-url`), SVGs taken as components and imported files.
 */
export function setupStandInLoaders(b: PluginBuild, options: StandInLoadersOptions): void {
  // A placeholder component that a site's code may also call as a function, with any arguments or
  // none (`clsx()`, `format(date)`): it renders, or returns, the placeholder, and never throws. Its
  // name is not enumerable: a stand-in spread into a `_meta` object adds no key. Used as data, a
  // member chain of it is another stand-in (`parser.meta.version`, `<Icons.Logo />`), that reads as
  // '' in a string, while the names React and module interop look up stay absent; `new` of it is one.
  const header = standInHeader(options.provider)
  b.onLoad({ filter: /.*/, namespace: 'gs-glob' }, args => {
    const { real, from } = args.pluginData as { real: string; from: string }
    return {
      contents: [
        `import * as real from ${JSON.stringify(real)}`,
        `import { watchedGlob } from ${JSON.stringify(options.globNotes)}`,
        `const fg = watchedGlob(real.default ?? real, ${JSON.stringify(from)})`,
        'export default fg',
        'export const { sync, async, stream, glob, globSync, globStream, generateTasks, isDynamicPattern, escapePath, convertPathToPattern } = fg'
      ].join('\n'),
      loader: 'js',
      resolveDir: PACKAGE_ROOT
    }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-missing' }, args => {
    const { specifier, names, json } = args.pluginData as { specifier: string; names: string[]; json?: boolean }
    // (Imported `with`/`assert { type: 'json' }`: esbuild loads it only as JSON, an empty object.)
    if (json || args.with.type === 'json') return { contents: '{}', loader: 'json' }
    return { contents: absentModuleSource(options.provider, specifier, names), loader: 'js' }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-builtin' }, args => {
    const { specifier, lacking, hasDefault } = args.pluginData as {
      specifier: string
      lacking: string[]
      hasDefault: boolean
    }
    const real = JSON.stringify(specifier)
    const lines = [header, `export * from ${real}`]
    if (hasDefault) lines.push(`export { default } from ${real}`)
    else if (lacking.includes('default')) lines.push(`export default __gsMissing(${real})`)
    return { contents: [...lines, ...placeholders(lacking)].join('\n'), loader: 'js' }
  })
  b.onLoad({ filter: /.*/, namespace: 'gs-url' }, args => ({
    contents: `export default ${JSON.stringify(args.path)}`,
    loader: 'js'
  }))
  b.onLoad({ filter: /.*/, namespace: 'gs-svg-component' }, async args => {
    const bytes = await readFile(args.path)
    const out = assetPath(args.path, bytes)
    options.onAsset?.(out, bytes, args.path)
    return { contents: svgComponentSource('/' + out), loader: 'js' }
  })
  b.onLoad({ filter: ASSET_FILE }, async args => {
    const bytes = await readFile(args.path)
    const out = assetPath(args.path, bytes)
    options.onAsset?.(out, bytes, args.path)
    return { contents: assetModuleSource('/' + out, bytes, args.path), loader: 'js' }
  })
}
