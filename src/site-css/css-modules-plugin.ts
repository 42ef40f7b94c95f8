import type { Plugin } from 'esbuild'
import { relative } from 'node:path'

/** A CSS module's file name, as Next tells one from a global stylesheet. */
export const CSS_MODULE = /\.module\.css$/

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const RESERVED = new Set(['default', 'class', 'new', 'delete', 'import', 'export', 'function', 'var', 'let', 'const'])

/**
 * `import styles from './x.module.css'` in the site's code, for the server bundle, the islands'
 * browser bundle and the config modules alike: the default export maps each local name to its
 * scoped class names (`css-modules.ts`, the same names everywhere, so an island hydrates over the
 * server's HTML); names that are identifiers are named exports too. The CSS itself is in the site's
 * stylesheet (`site-stylesheet.ts`). A file that cannot be read or parsed maps nothing, with a warning.
 */
export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'guildsite-css-modules',
    setup(b) {
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
