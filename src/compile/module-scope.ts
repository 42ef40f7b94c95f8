import type { PluginBuild } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname, extname, join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { withGlobImportExtensions } from './glob-import-extensions.js'
import { replaceInCode } from './replace-in-code.js'

/**
 * The CommonJS names Next's server build gives every module of a site (pages, metas, components):
 * `__filename`, `__dirname`, `require` and `module`. guildsite bundles them as ES modules, where
 * none is defined; these make them so, in how the bundle is built (so the bundle runs the same on
 * any thread):
 * - `requireBanner` goes at the top of each output file: `require` of Node's modules and of the
 *   site's installed packages, resolved from the site folder (esbuild already bundles what it can
 *   resolve: JSON, the site's files);
 * - `withModuleScope` prefixes a site file that uses `__filename` / `__dirname` / `module` without
 *   declaring them with their values: the file's path in the site, its folder, and a module object;
 *   and gives its `import.meta.url` as the file's own URL (`withImportMetaUrl`).
 */
export function requireBanner(siteDir: string): string {
  return (
    "import { createRequire as __gsCreateRequire } from 'node:module';\n" +
    `const require = __gsCreateRequire(${JSON.stringify(join(siteDir, 'package.json'))});\n` +
    `const __gsSiteCwd = () => ${JSON.stringify(siteDir)};`
  )
}

/**
 * esbuild `define`s that go with `requireBanner`: the site's code reads `process.cwd()` as the site
 * folder, as under `next build`, on any thread (a worker thread cannot change its working directory).
 */
export const MODULE_SCOPE_DEFINE: Record<string, string> = { 'process.cwd': '__gsSiteCwd' }

const NAMES = ['__filename', '__dirname', 'module'] as const

/**
 * `code` with declarations of the CommonJS names it uses but does not declare itself (`names`: an
 * installed package's CommonJS file gets `module` from esbuild's wrapper, so only the two paths).
 */
export function withModuleScope(code: string, path: string, names: readonly string[] = NAMES): string {
  // (A site's own file: an installed package's `import.meta.url` is left as esbuild gives it.)
  if (names === NAMES) code = withImportMetaUrl(code, path, { fileUrl: true })
  if (!/\b(__filename|__dirname|module)\b/.test(code)) return code
  const lines: string[] = []
  for (const name of names) {
    const used = new RegExp(`(?<![.\\w$])${name}(?![\\w$])`).test(code)
    // Declared by the file (ESM code often defines its own `__dirname`): left alone.
    const declared = new RegExp(`\\b(?:const|let|var|function|class|import)\\s+(?:\\{[^}]*)?\\b${name}\\b`).test(code)
    if (!used || declared) continue
    if (name === '__filename') lines.push(`var __filename = ${JSON.stringify(path)};`)
    else if (name === '__dirname') lines.push(`var __dirname = ${JSON.stringify(dirname(path))};`)
    // (Only where the file does not look like CommonJS: esbuild wraps those and gives them `module`.)
    else if (!/\b(?:module\.exports|exports\.\w+)\s*=/.test(code))
      lines.push('var module = { exports: {}, id: __filename ?? "", filename: __filename ?? "" };')
  }
  if (lines.length === 0) return code
  // `module`'s id refers to __filename: declared first.
  if (lines.some(line => line.startsWith('var module')) && !lines.some(line => line.startsWith('var __filename')))
    lines.unshift(`var __filename = ${JSON.stringify(path)};`)
  // One line, so that the file's own lines keep their numbers.
  return lines.join(' ') + ' ' + code
}

/** `new URL('./x.png', import.meta.url)`: a file beside the module, by a relative path literal. */
const URL_OF_FILE = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1\s*,\s*import\.meta\.url\s*\)/g
/** Files Next's bundler emits as assets (as `asset-modules.ts`' ASSET_FILE: imported, they are their public URL). */
const ASSET = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|woff2?|pdf)$/i
const ASSET_URL_HELPER =
  'function __gsAssetUrl(path) { const href = String(path); return { href, pathname: href, toString: () => href, toJSON: () => href } }'

/**
 * `import.meta.url` in a site's module as Next's bundler gives it:
 * - `new URL('./image.png', import.meta.url)` (an image, a font, a video beside the module: Hive's
 *   `opengraph-image.png`, a slider's SVG) is the file's public URL, as an imported file's: the file is
 *   emitted under `/_gs/assets` and the expression reads as that root-relative path (`.href`,
 *   `.pathname`, `String()`), which metadata and renderers resolve like any root-relative URL. It
 *   was `file:///tmp/guildsite-build-…/x.png` — a temporary folder, in every page's `og:image`;
 * - with `fileUrl`, any other `import.meta.url` is the module's own file URL in the site (code that
 *   reads files beside itself: `fileURLToPath(new URL('./data.json', import.meta.url))`). In the
 *   browser (an island) it stays the script's own.
 * One line is prepended, so the file's lines keep their numbers.
 */
export function withImportMetaUrl(code: string, path: string, options: { fileUrl: boolean }): string {
  if (!code.includes('import.meta.url')) return code
  const imports: string[] = []
  // (Only where it is code: a page's inline code `import.meta.url` is a string the page shows, o3-docs.)
  let out = replaceInCode(code, URL_OF_FILE, (whole, _quote: string, file: string) => {
    if (!ASSET.test(file.replace(/[?#].*$/, ''))) return whole
    const name = `__gsAssetFile${imports.length}`
    imports.push(`import ${name} from ${JSON.stringify(file)};`)
    return `__gsAssetUrl(${name})`
  })
  if (options.fileUrl) out = replaceInCode(out, /\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(path).href))
  if (out === code) return code
  return imports.length ? `${imports.join(' ')} ${ASSET_URL_HELPER} ${out}` : out
}

/** esbuild's loader for a file of the site's own code (Next reads JSX in `.js` files). */
export const SITE_LOADERS = {
  '.js': 'jsx',
  '.jsx': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx'
} as const

// An installed package's files keep esbuild's loaders (`.js` is not JSX there).
const PACKAGE_LOADERS = { ...SITE_LOADERS, '.js': 'js' } as const

/**
 * `code` of a site's ES module made to run when it is first imported, as in Node or Next, not where
 * esbuild's code splitting places it in a shared chunk: with splitting, modules that import each other
 * in a cycle run in an order of esbuild's choosing (Nextra's own docs: a component module calling
 * `useMDXComponents()` at its top level before the `mdx-components` file had run). An ES module that
 * something `require`s is wrapped by esbuild in an initialiser that each importer calls where its
 * import is, which is ES module order; the `require` sits in a function nothing calls (tree-shaken
 * away). Left alone: CommonJS files (esbuild wraps them already), files without imports (nothing to
 * order), and files that may `await` at their top level (a line at no indentation with `await`),
 * which esbuild cannot wrap.
 */
export function withRunOrder(code: string, path: string): string {
  if (!/^\s*import\s/m.test(code) || /\b(?:module\.exports|exports\.\w+)\s*=/.test(code)) return code
  if (/^(?!\s)[^\n]*\bawait\b/m.test(code)) return code
  return `${code}\n;function __gsRunOrder() { require(${JSON.stringify(path)}) }\n`
}

/**
 * Gives the site's own script files their module scope (`withModuleScope`), and installed packages
 * their `__filename` and `__dirname` (as Next's server build does: `eslint` reads its `__dirname`
 * when it loads, graphql-eslint's playground page imports it). With `runOrder` (pages' bundles), the
 * site's own modules also run in ES module order (`withRunOrder`).
 */
export function setupModuleScope(
  b: PluginBuild,
  options: {
    runOrder?: boolean
    /** A last change to each of the site's own files (e.g. `withoutMissingExports`). */
    rewrite?: (code: string, path: string) => string
  } = {}
): void {
  b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async args => {
    if (args.namespace !== 'file') return undefined
    const installed = args.path.includes(`${sep}node_modules${sep}`)
    const extension = extname(args.path) as keyof typeof SITE_LOADERS
    const loader = (installed ? PACKAGE_LOADERS : SITE_LOADERS)[extension]
    if (!loader) return undefined
    const code = await readFile(args.path, 'utf8')
    let scoped = installed ? withModuleScope(code, args.path, PATH_NAMES) : withModuleScope(code, args.path)
    if (!installed) scoped = withGlobImportExtensions(scoped, args.path)
    if (options.runOrder && !installed) scoped = withRunOrder(scoped, args.path)
    if (options.rewrite && !installed) scoped = options.rewrite(scoped, args.path)
    // (A site's `.js` file may hold JSX, as Next compiles it: esbuild's own loader for `.js` does not.)
    const ownLoader = extension === '.js' && loader === 'jsx'
    return scoped === code && !ownLoader ? undefined : { contents: scoped, loader, resolveDir: dirname(args.path) }
  })
}

const PATH_NAMES = ['__filename', '__dirname'] as const
