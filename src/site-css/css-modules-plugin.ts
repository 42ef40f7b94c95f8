import type { Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { CSS_MODULE, PREPROCESSED, sassOnly } from './stylesheet-kinds.js'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const RESERVED = new Set(['default', 'class', 'new', 'delete', 'import', 'export', 'function', 'var', 'let', 'const'])
/** A module whose CSS cannot be compiled (Less): each name is itself (unscoped), as the nearest a page can get. */
const NAMES_AS_THEMSELVES = `export default new Proxy({}, { get: (_, key) => typeof key === 'string' && key !== 'then' && key !== '__esModule' ? key : undefined })`

/** A CSS module's JS: the default export maps the names, and names that are identifiers are named exports too. */
const namesModule = (names: Record<string, string>) =>
  [
    `const names = ${JSON.stringify(names)}`,
    'export default names',
    ...Object.entries(names)
      .filter(([name]) => IDENTIFIER.test(name) && !RESERVED.has(name))
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
  ].join('\n')

/**
 * `import styles from './x.module.css'` in the site's code, for the server bundle, the islands'
 * browser bundle and the config modules alike: the default export maps each local name to its
 * scoped class names (`css-modules.ts`, the same names everywhere, so an island hydrates over the
 * server's HTML); names that are identifiers are named exports too. The CSS itself is in the site's
 * stylesheet (`site-stylesheet.ts`, which also warns of what is left out). A Sass or Less global
 * stylesheet is imported as nothing; a Sass module that needs Sass is compiled with the site's own
 * `sass`, or without one gives its class names only (`sass.ts`); a Less module maps each name to itself.
 */
export function cssModulesPlugin(siteDir: string): Plugin {
  return {
    name: 'guildsite-css-modules',
    setup(b) {
      b.onLoad({ filter: PREPROCESSED }, async args => {
        const module = /\.module\.[a-z]+$/.test(args.path)
        if (!module) return { contents: '', loader: 'js' }
        const sass = /\.s[ac]ss$/.test(args.path)
        if (!sass) return { contents: NAMES_AS_THEMSELVES, loader: 'js' }
        if (args.path.endsWith('.scss') && !sassOnly(await readFile(args.path, 'utf8').catch(() => '')))
          return undefined
        // A Sass module: compiled with the site's own `sass`, else its class names without styles
        // (site-stylesheet.ts warns of what is left out).
        const { sassModule, siteHasSass } = await import('./sass.js')
        if (args.path.endsWith('.sass') && !siteHasSass(siteDir)) return { contents: NAMES_AS_THEMSELVES, loader: 'js' }
        const { names } = sassModule(args.path, siteDir)
        return { contents: namesModule(names), loader: 'js', watchFiles: [args.path] }
      })
      b.onLoad({ filter: CSS_MODULE }, async args => {
        try {
          // (postcss loads only for a site that has CSS modules.)
          const { scopeCssModule } = await import('./css-modules.js')
          const module = scopeCssModule(args.path, siteDir)
          return {
            contents: namesModule(module.names),
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
