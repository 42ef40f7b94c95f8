// Names a site's file imports that their module does not export (an installed package of another
// major than the site's): undefined, with a warning, as in Next's build — esbuild would stop the bundle.
// The page bundle (`bundle-pages.ts`) records them and runs again; the islands' browser build takes
// them out too.
import type { Message, Plugin } from 'esbuild'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, resolve as resolvePath } from 'node:path'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { withImportMetaUrl } from './module-scope.js'

const MISSING_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"$/

/**
 * When every error of a bundle is a page, an MDX file or one of the site's script files importing a name
 * its module does not export (an installed package of another major than the site's, e.g. shiki 1's
 * `getHighlighter` from guildsite's own shiki):
 * records the names per importer (a warning each) and returns true, for the bundle to run again
 * without them. Anything else: false (the errors stand).
 */
export function missingExports(
  errors: readonly Message[],
  siteDir: string,
  missing: Map<string, Set<string>>,
  diagnostics: Diagnostic[],
  display: (path: string) => string
): boolean {
  const found = errors.map(message => {
    const match = MISSING_EXPORT.exec(message.text)
    // (A page's entry, or an island's original module: `gs-page:…`, `gs-island-original:…`.)
    const file = message.location?.file.replace(/^gs-[\w-]+:/, '')
    const importer = file && (isAbsolute(file) ? file : join(siteDir, file))
    // (A page, an MDX partial, or one of the site's own script files.)
    const own = importer && !importer.includes('/node_modules/') && /\.(mdx?|[cm]?[jt]sx?)$/.test(importer)
    return match && own ? { importer, module: match[1], name: match[2] } : undefined
  })
  if (found.length === 0 || found.some(entry => entry === undefined)) return false
  for (const entry of found) {
    const { importer, module, name } = entry!
    const names = missing.get(importer) ?? new Set<string>()
    if (names.has(name)) return false
    missing.set(importer, names.add(name))
    // (At the import in the page's own source: the braces that name it, else any import naming it.)
    const source = readFileSync(importer, 'utf8')
    const escaped = name.replace(/\$/g, '\\$')
    const braced = source.search(new RegExp(`\\bimport\\s*(?:[\\w$]+\\s*,\\s*)?\\{[^}]*\\b${escaped}\\b`))
    const at = braced >= 0 ? braced : source.search(new RegExp(`\\bimport\\s*[^;]*?\\b${escaped}\\b`))
    const line = at < 0 ? undefined : source.slice(0, at).split('\n').length
    // An installed package by its name (and version), not its file: guildsite's own, when the site has none.
    const installed = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(module)
    const version = installed ? packageVersion(resolvePath(siteDir, installed[1] + installed[2])) : undefined
    const own = installed && !resolvePath(siteDir, module).startsWith(siteDir)
    const what = installed
      ? `${own ? "guildsite's own " : ''}"${installed[2].replace(/\\/g, '/')}"${version ? ` ${version}` : ''}`
      : `"${module}"`
    diagnostics.push(
      diagnostic(
        'UNRESOLVED_IMPORT',
        `${what} has no export "${name}"; it is undefined here, as in Next's build (which warns too)`,
        { file: display(importer), ...(line && { source, line, column: 1 }) },
        own
          ? { hint: `The site's packages are not installed: install them (npm install) for the version it names.` }
          : {}
      )
    )
  }
  return true
}

/**
 * The islands' browser build takes the same names out of the site's files as the page bundle did
 * (`missingExports`: warned about there), so an island importing one still hydrates.
 */
export function missingExportsPlugin(missing: ReadonlyMap<string, Set<string>>): Plugin {
  return {
    name: 'guildsite-missing-exports',
    setup(b) {
      b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async args => {
        const names = missing.get(args.path)
        if (args.namespace !== 'file' || !names?.size) return undefined
        const code = withImportMetaUrl(await readFile(args.path, 'utf8'), args.path, { fileUrl: false })
        const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'jsx'
        return { contents: withoutMissingExports(code, names), loader, resolveDir: dirname(args.path) }
      })
    }
  }
}

/** The version in a package folder's package.json, if it has one. */
function packageVersion(folder: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version?: unknown }
    return typeof version === 'string' ? version : undefined
  } catch {
    return undefined
  }
}

/** `code` with `names` taken out of its named imports, each declared `undefined` instead. */
export function withoutMissingExports(code: string, names: ReadonlySet<string> | undefined): string {
  if (!names?.size) return code
  const declared: string[] = []
  const out = code.replace(
    /^(\s*import\s*(?:[\w$]+\s*,\s*)?)\{([^}]*)\}(\s*from\s*['"][^'"]+['"];?)/gm,
    (all, head: string, list: string, tail: string) => {
      const kept = list.split(',').filter(part => {
        const [imported, local] = part.trim().split(/\s+as\s+/)
        if (!imported || !names.has(imported)) return true
        declared.push(local ?? imported)
        return false
      })
      return kept.length === list.split(',').length ? all : `${head}{${kept.join(',')}}${tail}`
    }
  )
  return declared.length ? `${out}\n${declared.map(name => `var ${name} = undefined;`).join('\n')}\n` : out
}
