import { readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

// A dynamic import whose path is a template literal (`import(\`../../locales/${locale}/messages\`)`, 2N2D's
// Lingui catalogs) is a webpack context module: every file the pattern matches, each found with the resolver's
// extensions. esbuild bundles such an import as a glob of the literal pattern, which a file name without its
// extension never matches: "Module not found in bundle" when it runs, and the module importing it is lost.
// The site's own files get the extension their matches have (`…/messages.js`), when one is found.

/** The extensions webpack's resolver (Next's `resolve.extensions`) tries, in its order. */
const EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '.json']

const IMPORT = /\bimport\(\s*`(\.{1,2}\/(?:[^`$\\]|\$\{[^}`]*\})*)`\s*\)/g

/** The folders a pattern's segments (each `*` for an expression) match under `base`. */
function matchingFolders(base: string, segments: string[]): string[] {
  let folders = [base]
  for (const segment of segments) {
    const next: string[] = []
    for (const folder of folders) {
      if (segment === '..' || segment === '.') {
        next.push(join(folder, segment))
        continue
      }
      if (!segment.includes('*')) {
        next.push(join(folder, segment))
        continue
      }
      const pattern = new RegExp(
        `^${segment
          .split('*')
          .map(part => part.replace(/[.+?^$()[\]{}|\\]/g, '\\$&'))
          .join('[^/]*')}$`
      )
      let names: string[]
      try {
        names = readdirSync(folder)
      } catch {
        continue
      }
      for (const name of names) if (pattern.test(name) && isFolder(join(folder, name))) next.push(join(folder, name))
    }
    folders = next
    if (folders.length === 0) break
  }
  return folders
}

const isFolder = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * `code` of the site file at `path` with an extension added to each template-literal dynamic import whose
 * last segment names a file without one (and holds no expression), when files of the pattern have one.
 */
export function withGlobImportExtensions(code: string, path: string): string {
  if (!code.includes('import(') || !code.includes('${')) return code
  return code.replace(IMPORT, (whole, literal: string) => {
    if (!literal.includes('${')) return whole
    const slash = literal.lastIndexOf('/')
    const last = literal.slice(slash + 1)
    if (!last || last.includes('.') || last.includes('${')) return whole
    const segments = literal
      .slice(0, slash)
      .replace(/\$\{[^}`]*\}/g, '*')
      .split('/')
    const folders = matchingFolders(dirname(path), segments)
    const extension = EXTENSIONS.find(ext => folders.some(folder => isFile(join(folder, last + ext))))
    return extension ? whole.replace(literal, literal + extension) : whole
  })
}
