import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { CSS_MODULE, PREPROCESSED, sassOnly } from './stylesheet-kinds.js'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const RESERVED = new Set(['default', 'class', 'new', 'delete', 'import', 'export', 'function', 'var', 'let', 'const'])
/** A module whose CSS cannot be compiled: each name is itself (unscoped), as the nearest a page can get. */
const NAMES_AS_THEMSELVES = `export default new Proxy({}, { get: (_, key) => typeof key === 'string' && key !== 'then' && key !== '__esModule' ? key : undefined })`

/**
 * `import styles from './x.module.css'` in the site's code, for the server bundle, the islands'
 * browser bundle and the config modules alike: the default export maps each local name to its
 * scoped class names (`css-modules.ts`, the same names everywhere, so an island hydrates over the
 * server's HTML); names that are identifiers are named exports too. The CSS itself is in the site's
 * stylesheet (`site-stylesheet.ts`, which also warns of what is left out). A Sass or Less global
 * stylesheet is imported as nothing; a Sass module that needs Sass maps each name to itself.
 */
export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'guildsite-css-modules',
    setup(b) {
      b.onLoad({ filter: PREPROCESSED }, async args => {
        if (/\.module\.[a-z]+$/.test(args.path) && !CSS_MODULE.test(args.path))
          return { contents: NAMES_AS_THEMSELVES, loader: 'js' }
        if (!CSS_MODULE.test(args.path)) return { contents: '', loader: 'js' }
        if (sassOnly(await readFile(args.path, 'utf8').catch(() => '')))
          return { contents: NAMES_AS_THEMSELVES, loader: 'js' }
        return undefined
      })
      b.onLoad({ filter: CSS_MODULE }, async args => {
        try {
          // (postcss loads only for a site that has CSS modules.)
          const { scopeCssModule } = await import('./css-modules.js')
          const module = scopeCssModule(args.path, siteDir)
          const named = Object.entries(module.names).filter(([name]) => IDENTIFIER.test(name) && !RESERVED.has(name))
          return {
            contents: [
              `const names = ${JSON.stringify(module.names)}`,
              'export default names',
              ...named.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
            ].join('\n'),
            loader: 'js',
            watchFiles: [args.path, ...module.composesFrom]
          }
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
          return {
            contents: 'export default {}',
            loader: 'js',
            warnings: [{ text: `CSS module ${relative(siteDir, args.path)} could not be read: ${message}` }]
          }
        }
      })
    }
  }
}
